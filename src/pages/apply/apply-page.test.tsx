import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  coachUser,
  db,
  HttpResponse,
  http,
  jobs,
  mockError,
  recordRequests,
  server,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MAX_UPLOAD_BYTES, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { API_ERRORS } from '../../shared/texts/api-errors';
import { COACH_LIFECYCLE_TEXTS, LIFECYCLE_ERRORS } from '../../shared/texts/lifecycle';

const JOB = jobs[4]; // id 5, not applied to by the fixture coach
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const pdf = (name = 'my-resume.pdf') =>
  new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

async function openForm(route = `/apply/${JOB.id}`) {
  const result = renderApp({ route, user: 'coach' });
  await screen.findByRole(
    'heading',
    { level: 1, name: `Apply for ${JOB.name}` },
    { timeout: 5000 },
  );
  return result;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const resumeInput = () => screen.getByLabelText('Resume') as HTMLInputElement;
const cvInput = () => screen.getByLabelText('Cover letter') as HTMLInputElement;

function emptyProfile() {
  db.profiles.set(coachUser.id, {
    firstName: '',
    lastName: '',
    mobile: coachUser.mobile,
    address: '',
    addressb: '',
    state: '',
    city: '',
    zipcode: '',
  });
}

async function chooseOption(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  option: string,
) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, option);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/apply/{jobId}', { timeout: 20_000 }, () => {
  it('shows the job beside the form, prefilled from the profile, with a page title', async () => {
    await openForm();
    await waitFor(() => expect(document.title).toBe(`Apply for ${JOB.name} · Touchline`));
    expect(screen.getByRole('heading', { level: 2, name: JOB.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: JOB.organisation })).toBeTruthy();
    expect(field('First name').value).toBe('Casey');
    expect(field('Last name').value).toBe('Morgan');
    expect(field('Address line 1').value).toBe('12 Oval Street');
    expect(field('Address line 2 (optional)').value).toBe('Unit 3');
    expect(field('Zip code').value).toBe('2000');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe(
      'New South Wales',
    );
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe(
      'Sydney',
    );
  });

  it('redirects to / when the coach has already applied', async () => {
    const { location } = renderApp({ route: '/apply/2', user: 'coach' });
    await waitFor(() => expect(location.pathname).toBe('/landing'));
    expect(location.history).not.toContain('/apply/2');
  });

  it('shows the alert when the job cannot be loaded', async () => {
    mockError('get', '/api/job/job_detail/:id', 404, 'This role was not found.');
    renderApp({ route: `/apply/${JOB.id}`, user: 'coach' });
    const text = await screen.findByText(MESSAGES.errorFetchingJobDetails);
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('refuses a job id that is not a number without calling the API', async () => {
    const checks = recordRequests('/api/job-apply/job_applied/abc');
    renderApp({ route: '/apply/abc', user: 'coach' });
    const text = await screen.findByText(MESSAGES.errorFetchingJobDetails);
    expect(text.closest('[role="alert"]')).toBeTruthy();
    expect(checks).toHaveLength(0);
  });

  it('enforces every field it marks required, with no request sent', async () => {
    emptyProfile();
    const applies = recordRequests('/api/job-apply/apply');
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    // first and last name, address 1, state, city, zip, salary, notice, referred by, resume,
    // cover letter and terms
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(12);
    expect(field('Address line 2 (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    expect(applies).toHaveLength(0);
  });

  it('narrows the cities by state and clears the city when the state changes or is cleared', async () => {
    const cityLoads = recordRequests('/api/location/list');
    const { user } = await openForm();
    await waitFor(() =>
      expect(cityLoads.some((r) => new URL(r.url).searchParams.get('stateId') === '1')).toBe(true),
    );
    await chooseOption(user, 'State', 'Victoria');
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;
    expect(city.value).toBe('');
    await waitFor(() =>
      expect(cityLoads.some((r) => new URL(r.url).searchParams.get('stateId') === '2')).toBe(true),
    );
    await user.click(city);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'City' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Melbourne', 'Geelong']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Geelong' }));
    expect(city.value).toBe('Geelong');
    await user.click(screen.getByRole('button', { name: 'Clear State' }));
    expect(city.value).toBe('');
  });

  it('uploads on choose with a progress bar, then shows the file name and the success text', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/file/upload/resume', async () => {
        await held;
        return HttpResponse.json(
          { message: 'Resume uploaded Successfully', resumeId: 77, fileName: 'my-resume.pdf' },
          { status: 201 },
        );
      }),
    );
    const { user } = await openForm();
    await user.upload(resumeInput(), pdf());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Resume' });
    expect(bar.getAttribute('aria-valuenow')).not.toBeNull();
    expect(screen.getByText('my-resume.pdf')).toBeTruthy();
    release();
    expect(await screen.findByText(MESSAGES.resumeUploaded)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading Resume' })).toBeNull();
    expect(screen.getByText('my-resume.pdf')).toBeTruthy();
  });

  it('uploads a cover letter dropped on the zone', async () => {
    const uploads = recordRequests('/api/file/upload/cv');
    await openForm();
    const zone = cvInput().parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('letter.pdf')] } });
    expect(await screen.findByText(MESSAGES.coverLetterUploaded)).toBeTruthy();
    expect(screen.getByText('letter.pdf')).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });

  it('refuses a file that is not PDF, DOC or DOCX, or is over 5 MB, before uploading', async () => {
    const uploads = recordRequests('/api/file/upload/resume');
    await openForm();
    const zone = resumeInput().parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    let alert = await screen.findByText(MESSAGES.resumeUploadFailed);
    const region = alert.closest('[role="alert"]') as HTMLElement;
    expect(region.textContent).toContain(
      'Error uploading file: “notes.txt” is not a PDF, DOC or DOCX file.',
    );
    expect(region.textContent).toContain('up to 5 MB');

    // Right extension, wrong type.
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [new File(['MZ'], 'trick.pdf', { type: 'application/x-msdownload' })],
      },
    });
    await waitFor(() => expect(region.textContent).toContain('“trick.pdf” is not a PDF'));

    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    fireEvent.drop(zone, { dataTransfer: { files: [big] } });
    alert = await screen.findByText(/“huge\.pdf” is larger than 5 MB/);
    expect(alert.textContent).toContain('Error uploading file:');
    expect(screen.getByText(MESSAGES.resumeUploadFailed)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('shows the server reason when an upload fails', async () => {
    mockError('post', '/api/file/upload/cv', 415, 'Only PDF, DOC and DOCX files are accepted.');
    const { user } = await openForm();
    await user.upload(cvInput(), pdf('letter.pdf'));
    expect(await screen.findByText(MESSAGES.coverLetterUploadFailed)).toBeTruthy();
    expect(
      screen.getByText(MESSAGES.uploadErrorText('Only PDF, DOC and DOCX files are accepted.')),
    ).toBeTruthy();
  });

  async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
    await user.type(field('Salary expectation (including super)'), '$90,000 + super');
    await user.type(field('Notice period / available to work'), '4 weeks');
    await user.type(field('Referred by'), 'LinkedIn');
    await user.upload(resumeInput(), pdf());
    await screen.findByText(MESSAGES.resumeUploaded);
    await user.upload(cvInput(), pdf('letter.pdf'));
    await screen.findByText(MESSAGES.coverLetterUploaded);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
  }

  it('submits SPEC 3 payload, shows the success snackbar and goes to /success after 1 s', async () => {
    const applies = recordRequests('/api/job-apply/apply');
    const profileSaves = recordRequests('/api/user/update_profile');
    const { user, location } = await openForm();
    await fillAndSubmit(user);
    const status = await screen.findByText(MESSAGES.applicationSubmitted);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(applies).toHaveLength(1);
    const body = await applies[0].json();
    expect(body).toEqual({
      firstName: 'Casey',
      lastName: 'Morgan',
      resume: expect.any(Number),
      cv: expect.any(Number),
      jobId: JOB.id,
      salary: '$90,000 + super',
      notice: '4 weeks',
      referredBy: 'LinkedIn',
    });
    expect(body.resume).not.toBe(body.cv);
    // The profile already had an address: it is left alone.
    expect(profileSaves).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Submit application' }).getAttribute('aria-busy'),
    ).toBe('true');
    expect(location.pathname).toBe(`/apply/${JOB.id}`);
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe(`/success?jobId=${JOB.id}`));
  });

  it('saves the address to a profile that had none', async () => {
    emptyProfile();
    const profileSaves = recordRequests('/api/user/update_profile');
    const { user } = await openForm();
    await user.type(field('First name'), 'Casey');
    await user.type(field('Last name'), 'Morgan');
    await user.type(field('Address line 1'), '1 Stadium Way');
    await chooseOption(user, 'State', 'Queensland');
    await chooseOption(user, 'City', 'Brisbane');
    await user.type(field('Zip code'), '4000');
    await fillAndSubmit(user);
    await screen.findByText(MESSAGES.applicationSubmitted);
    await waitFor(() => expect(profileSaves).toHaveLength(1));
    expect(await profileSaves[0].json()).toEqual({
      firstName: 'Casey',
      lastName: 'Morgan',
      mobile: coachUser.mobile,
      address1: '1 Stadium Way',
      address2: '',
      state: 'Queensland',
      city: 'Brisbane',
      zipcode: '4000',
    });
    expect(db.profiles.get(coachUser.id)?.address).toBe('1 Stadium Way');
  });

  it('shows the failure snackbar and stays when the submission fails', async () => {
    mockError('post', '/api/job-apply/apply', 500, 'Something went wrong.');
    const { user, location } = await openForm();
    await fillAndSubmit(user);
    const alert = await screen.findByText(MESSAGES.applicationFailed);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await advance(SUCCESS_DELAY_MS);
    expect(location.pathname).toBe(`/apply/${JOB.id}`);
    expect(
      screen.getByRole('button', { name: 'Submit application' }).getAttribute('aria-busy'),
    ).toBeNull();
  });

  it('says the role has closed when the submit answers 404, keeping what was entered', async () => {
    // The role closed while the coach was on the form (issue 27): applying is 404.
    mockError('post', '/api/job-apply/apply', 404, API_ERRORS.jobNotFound);
    const { user, location } = await openForm();
    await fillAndSubmit(user);
    const alert = await screen.findByText(LIFECYCLE_ERRORS.roleClosed);
    const region = alert.closest('[role="alert"]') as HTMLElement;
    expect(region.textContent).toContain(COACH_LIFECYCLE_TEXTS.roleClosedKept);
    // Not the generic failure, and everything typed and uploaded is still there.
    expect(screen.queryByText(MESSAGES.applicationFailed)).toBeNull();
    expect(field('Salary expectation (including super)').value).toBe('$90,000 + super');
    expect(field('Notice period / available to work').value).toBe('4 weeks');
    expect(field('Referred by').value).toBe('LinkedIn');
    expect(field('First name').value).toBe('Casey');
    expect(screen.getByText('my-resume.pdf')).toBeTruthy();
    expect(screen.getByText('letter.pdf')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await advance(SUCCESS_DELAY_MS);
    expect(location.pathname).toBe(`/apply/${JOB.id}`);
  });
});
