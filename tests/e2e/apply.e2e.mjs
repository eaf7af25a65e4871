// The application journey (SPEC 2, 4, 7): job details -> Apply Now -> the form with a real PDF
// resume and cover letter uploaded through the file inputs -> /success -> job details shows
// 'Applied on' -> /jobsapplied lists it -> /apply/{id} again redirects to /.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  chooseOption,
  expectFieldError,
  pdfFile,
  signInWithStorage,
  someJob,
  waitForPath,
  waitForSettled,
} from './lib/journey.mjs';

browserTest('apply with a PDF resume and cover letter, then see it applied', async (page) => {
  const coach = await signUpCoach();
  const job = await someJob({ index: 3 });
  const { token } = await signInWithStorage(page, coach);
  const states = (await api('/api/location/state/list', { expectStatus: 200 })).body.list;
  const state = states.find((s) => s.name === 'Victoria') ?? states[0];
  const cities = (await api(`/api/location/list?stateId=${state.id}`, { expectStatus: 200 })).body
    .list;
  const city = cities[0].name;

  await page.goto(`/jobdetails?jobId=${job.id}`);
  await page.getByRole('heading', { level: 1, name: job.name }).waitFor();
  await page.getByRole('link', { name: MESSAGES.applyNow }).click();
  await waitForPath(page, `/apply/${job.id}`);
  const form = page.getByRole('form', { name: 'Your application' });
  await form.waitFor();
  await page.getByRole('heading', { level: 1, name: `Apply for ${job.name}` }).waitFor();

  // Prefilled from the profile.
  assert.equal(await form.getByLabel('First name', { exact: true }).inputValue(), coach.firstName);
  assert.equal(await form.getByLabel('Last name', { exact: true }).inputValue(), coach.lastName);

  // Nothing filled in: the required fields say so and nothing is sent.
  const submit = form.getByRole('button', { name: 'Submit application' });
  await submit.click();
  await expectFieldError(
    form.getByLabel('Salary expectation (including super)'),
    MESSAGES.required,
  );
  await expectFieldError(form.getByLabel('Referred by', { exact: true }), MESSAGES.required);

  await form.getByLabel('Address line 1', { exact: true }).fill('1 Stadium Way');
  await chooseOption(page, form.getByRole('combobox', { name: 'State' }), state.name);
  await chooseOption(page, form.getByRole('combobox', { name: 'City' }), city);
  await form.getByLabel('Zip code', { exact: true }).fill('3000');
  await form.getByLabel('Salary expectation (including super)').fill('$95,000 + super');
  await form.getByLabel('Notice period / available to work').fill('Four weeks');
  await form.getByLabel('Referred by', { exact: true }).fill('A former teammate');

  // Real PDF files through the file inputs.
  await form
    .getByLabel('Resume', { exact: true })
    .setInputFiles(pdfFile('ada-resume.pdf', `Resume of ${coach.firstName} ${coach.lastName}`));
  await form.getByText(MESSAGES.resumeUploaded, { exact: true }).waitFor();
  await form.getByText('ada-resume.pdf').waitFor();
  await form
    .getByLabel('Cover letter', { exact: true })
    .setInputFiles(pdfFile('ada-cover-letter.pdf', `Why I want to be ${job.name}`));
  await form.getByText(MESSAGES.coverLetterUploaded, { exact: true }).waitFor();
  await form.getByText('ada-cover-letter.pdf').waitFor();
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();

  await submit.click();
  await page.getByText(MESSAGES.applicationSubmitted, { exact: true }).waitFor();
  await waitForPath(page, '/success', { jobId: job.id });
  await page.getByRole('heading', { level: 1, name: MESSAGES.congrats }).waitFor();
  await page.getByText(MESSAGES.applicationSubmittedFor(job.name), { exact: true }).waitFor();

  // The server holds the application.
  const check = await api(`/api/job-apply/job_applied/${job.id}`, { token, expectStatus: 200 });
  assert.equal(check.body.jobDetails[0].applied, true);

  // Job details now says 'Applied on {date}' instead of Apply Now.
  await page.goto(`/jobdetails?jobId=${job.id}`);
  await page.getByRole('heading', { level: 1, name: job.name }).waitFor();
  await waitForSettled(page);
  await page.getByText(/^Applied on /).waitFor();
  assert.equal(await page.getByRole('link', { name: MESSAGES.applyNow }).count(), 0);

  // /jobsapplied lists it.
  await page.goto('/jobsapplied');
  await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
  await waitForSettled(page);
  const list = page.getByRole('list', { name: MESSAGES.jobsApplied });
  await list.getByRole('link', { name: job.name, exact: true }).waitFor();
  await list
    .getByText(/^Applied on /)
    .first()
    .waitFor();

  // Applying again is not possible: /apply/{id} redirects to / (and / to /landing).
  await page.goto(`/apply/${job.id}`);
  await waitForPath(page, '/landing');
});
