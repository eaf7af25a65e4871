import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { checkDocument, checkPicture } from './file-checks';
import { FileUpload, type UploadResult } from './file-upload';

type Upload = Parameters<typeof FileUpload>[0]['upload'];

function Harness({ upload, error }: { upload: Upload; error?: string }) {
  const [value, setValue] = useState<UploadResult | null>(null);
  return (
    <>
      <FileUpload
        label="Resume"
        name="resume"
        accept=".pdf"
        check={checkDocument}
        upload={upload}
        successText={MESSAGES.resumeUploaded}
        failureText={MESSAGES.resumeUploadFailed}
        onUploadedChange={setValue}
        error={error}
        required
      />
      <span data-testid="value">{value ? `${value.id}:${value.fileName}` : 'none'}</span>
    </>
  );
}

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('FileUpload', () => {
  it('has a named choose button, reports progress and the uploaded id', async () => {
    const user = userEvent.setup();
    let progress: (p: number) => void = () => undefined;
    let finish: (r: UploadResult) => void = () => undefined;
    render(
      <Harness
        upload={(_file, options) => {
          progress = options.onUploadProgress;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Choose file: Resume (required)' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Resume'), pdf());
    const bar = screen.getByRole('progressbar', { name: 'Uploading Resume' });
    progress(42);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    finish({ id: 9, fileName: 'cv.pdf' });
    expect(await screen.findByText(MESSAGES.resumeUploaded)).toBeTruthy();
    const live = screen.getByText(MESSAGES.resumeUploaded).closest('[role="status"]');
    expect(live?.textContent).toContain('cv.pdf');
    expect(screen.getByTestId('value').textContent).toBe('9:cv.pdf');
    expect(
      screen.getByRole('button', { name: 'Replace file: Resume (required)' }).textContent,
    ).toBe('Replace file');
  });

  it('cancels an upload in progress', async () => {
    const user = userEvent.setup();
    let aborted = false;
    render(
      <Harness
        upload={(_file, { signal }) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
          })
        }
      />,
    );
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(MESSAGES.resumeUploadFailed)).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('shows the server detail on failure, and clears an earlier upload', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render(
      <Harness
        upload={async () => {
          calls += 1;
          if (calls === 1) return { id: 1, fileName: 'cv.pdf' };
          throw new ApiRequestError({
            status: 413,
            kind: 'http',
            detail: 'The file is larger than 5 MB.',
          });
        }}
      />,
    );
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await screen.findByText(MESSAGES.resumeUploaded);
    await user.upload(screen.getByLabelText('Resume'), pdf('second.pdf'));
    expect(await screen.findByText(MESSAGES.resumeUploadFailed)).toBeTruthy();
    expect(
      screen.getByText(MESSAGES.uploadErrorText('The file is larger than 5 MB.')),
    ).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('shows a form error such as Required field on the button', () => {
    render(
      <Harness upload={async () => ({ id: 1, fileName: 'x.pdf' })} error={MESSAGES.required} />,
    );
    const button = screen.getByRole('button', { name: 'Choose file: Resume (required)' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
  });
});

describe('file checks', () => {
  it('accepts PDF, DOC and DOCX by extension and type, up to 5 MB', () => {
    expect(checkDocument(pdf())).toBeNull();
    expect(checkDocument(new File(['x'], 'a.DOC', { type: 'application/msword' }))).toBeNull();
    expect(checkDocument(new File(['x'], 'a.docx', { type: '' }))).toBeNull();
    expect(checkDocument(new File(['x'], 'a.txt', { type: 'text/plain' }))).toMatch(/up to 5 MB/);
    expect(checkDocument(new File(['x'], 'a.pdf', { type: 'image/png' }))).toMatch(/not a PDF/);
    const big = pdf();
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    expect(checkDocument(big)).toMatch(/larger than 5 MB/);
    expect(checkDocument(new File([], 'empty.pdf', { type: 'application/pdf' }))).toMatch(/empty/);
  });

  it('accepts PNG and JPEG pictures up to 1 MB', () => {
    expect(checkPicture(new File(['x'], 'me.jpeg', { type: 'image/jpeg' }))).toBeNull();
    expect(checkPicture(new File(['x'], 'me.gif', { type: 'image/gif' }))).toMatch(/PNG or JPEG/);
  });
});
