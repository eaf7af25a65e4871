// FileUpload: a file picker that uploads as soon as a file is chosen, by clicking 'Choose file'
// (a native <input type="file">, so the platform's dialog and keyboard) or by dropping a file on
// the zone. The file is checked in the browser first (check()); while it uploads a ProgressBar
// follows the XHR upload progress and a Cancel button aborts it; then the file name and the
// success text (a polite status), or the failure text with 'Error uploading file: {reason}' (an
// alert). The drop zone is an enhancement: everything works with the button alone.
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { MESSAGES } from '../../shared/messages';
import { UPLOAD_TEXTS as T } from '../../shared/texts/coach';
import { Button } from '../ui/button/button';
import { FileIcon, UploadIcon } from '../ui/icons/icons';
import { ProgressBar } from '../ui/progress-bar/progress-bar';
import styles from './file-upload.module.css';

export type UploadResult = { id: number; fileName: string };

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export type FileUploadProps = {
  /** Visible name of the control, e.g. 'Resume'. */
  label: string;
  /** Name of the choose button (useForm focuses the first invalid field by name). */
  name: string;
  /** The file input's accept list. */
  accept: string;
  /** Short text under the label, e.g. 'PDF, DOC or DOCX, up to 5 MB'. */
  hint?: string;
  /** Browser-side check before uploading: a reason to refuse, or null. */
  check: (file: File) => string | null;
  upload: (
    file: File,
    options: { onUploadProgress: (percent: number) => void; signal: AbortSignal },
  ) => Promise<UploadResult>;
  successText: string;
  failureText: string;
  /** Called with the uploaded file's id and name (null when a new choice replaces it). */
  onUploadedChange: (result: UploadResult | null) => void;
  /** A form-level message such as 'Required field'. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** An already uploaded file to show (e.g. after a remount). */
  initialFileName?: string | null;
};

/** The message of a failed upload: the server's detail, or the error's own message. */
export function uploadFailureReason(error: unknown): string {
  if (isApiRequestError(error)) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return T.didNotComplete;
}

export function FileUpload({
  label,
  name,
  accept,
  hint,
  check,
  upload,
  successText,
  failureText,
  onUploadedChange,
  error,
  required,
  disabled,
  initialFileName = null,
}: FileUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<UploadStatus>(initialFileName ? 'success' : 'idle');
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string | null>(initialFileName);
  const [reason, setReason] = useState('');
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file || disabled) return;
    abortRef.current?.abort();
    onUploadedChange(null);
    setFileName(file.name);
    const refused = check(file);
    if (refused) {
      setReason(refused);
      setStatus('error');
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    setStatus('uploading');
    try {
      const result = await upload(file, {
        onUploadProgress: (p) => {
          if (!controller.signal.aborted) setProgress(p);
        },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setFileName(result.fileName);
      setStatus('success');
      onUploadedChange(result);
    } catch (e) {
      if (controller.signal.aborted) return;
      setReason(uploadFailureReason(e));
      setStatus('error');
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setStatus('idle');
    setFileName(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer?.files?.[0]);
  };

  const showError = Boolean(error) && status !== 'error';
  const describedBy = [hint ? `${id}-hint` : '', showError ? `${id}-error` : '', `${id}-status`]
    .filter(Boolean)
    .join(' ');

  const chooseText = status === 'success' ? T.replaceFile : T.chooseFile;
  return (
    <div className={styles.root}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds drag and drop; the button inside is the keyboard path */}
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={error || status === 'error' ? '' : undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (e.dataTransfer) e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <UploadIcon className={styles.icon} />
        <span className={styles.prompt} aria-hidden="true">
          {T.dropPrompt}
        </span>
        <Button
          variant="secondary"
          name={name}
          disabled={disabled || status === 'uploading'}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          // The name starts with the visible text (WCAG 2.5.3 label in name), then says which file.
          aria-label={T.chooseLabel(chooseText, label, required)}
          onClick={() => inputRef.current?.click()}
        >
          {chooseText}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          className={styles.input}
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            void start(file);
            // Choosing the same file again after a failure should upload it again.
            e.target.value = '';
          }}
        />
      </div>
      <div id={`${id}-status`} className={styles.status}>
        {status === 'uploading' && (
          <div className={styles.progress}>
            <span className={styles.fileName}>
              <FileIcon size={16} /> {fileName}
            </span>
            <ProgressBar value={progress} label={T.uploading(label)} />
            <Button variant="text" onClick={cancel}>
              {T.cancelUpload}
            </Button>
          </div>
        )}
        <div role="status" className={styles.live}>
          {status === 'success' && (
            <>
              <span className={styles.fileName}>
                <FileIcon size={16} /> {fileName}
              </span>
              <span className={styles.success}>{successText}</span>
            </>
          )}
        </div>
        <div role="alert" className={styles.live}>
          {status === 'error' && (
            <>
              <strong className={styles.failure}>{failureText}</strong>
              <span className={styles.reason}>{MESSAGES.uploadErrorText(reason)}</span>
            </>
          )}
        </div>
      </div>
      {showError && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
