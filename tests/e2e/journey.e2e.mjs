// The whole coach journey in one test, through the screens only: sign up, search, open a role,
// apply with a resume and a cover letter. It runs in the SQLite pass with the rest, and again
// with the server on PostgreSQL (tests/e2e/run.mjs, issue 11): the same screens, the same texts.
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, newCoachData } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import { chooseOption, pdfFile, waitForPath, waitForSettled } from './lib/journey.mjs';

browserTest('a coach signs up, searches, opens a role and applies', async (page) => {
  const coach = newCoachData();

  // Sign up.
  await page.goto('/signup');
  await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill(coach.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(coach.lastName);
  await page.getByLabel('Mobile number', { exact: true }).fill(coach.mobileNumber);
  await page.getByLabel('Email', { exact: true }).fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill(coach.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(coach.password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByText(MESSAGES.userRegistered, { exact: true }).waitFor();
  await waitForPath(page, '/landing');

  // Search from the landing page.
  const expected = await api('/api/job/list?title=coach&location=Sydney&page=1&postPerPage=25', {
    expectStatus: 200,
  });
  assert.ok(expected.body.length > 0, 'the seed has roles for the search');
  await page.getByRole('searchbox', { name: 'Role' }).fill('coach');
  await chooseOption(page, page.getByRole('combobox', { name: 'Location' }), 'Sydney');
  await page.getByRole('button', { name: MESSAGES.searchNow }).click();
  await waitForPath(page, '/jobsearch', { jobtitle: 'coach', location: 'Sydney' });
  await waitForSettled(page);
  const results = page.getByRole('region', { name: MESSAGES.rolesForYou });
  const total = expected.body.length;
  await results.getByText(`${total} ${total === 1 ? 'role' : 'roles'}`, { exact: true }).waitFor();
  const links = results.getByRole('heading', { level: 3 }).getByRole('link');
  assert.deepEqual(
    await links.allTextContents(),
    expected.body.list.map((j) => j.name),
  );

  // Open the first role and apply.
  const job = expected.body.list[0];
  await links.first().click();
  await waitForPath(page, '/jobdetails', { jobId: job.id });
  await page.getByRole('heading', { level: 1, name: job.name }).waitFor();
  await page.getByRole('link', { name: MESSAGES.applyNow }).click();
  await waitForPath(page, `/apply/${job.id}`);
  const form = page.getByRole('form', { name: 'Your application' });
  await form.waitFor();
  await form.getByLabel('Address line 1', { exact: true }).fill('1 Harbour Road');
  await chooseOption(page, form.getByRole('combobox', { name: 'State' }), 'New South Wales');
  await chooseOption(page, form.getByRole('combobox', { name: 'City' }), 'Sydney');
  await form.getByLabel('Zip code', { exact: true }).fill('2000');
  await form.getByLabel('Salary expectation (including super)').fill('$70,000');
  await form.getByLabel('Notice period / available to work').fill('Two weeks');
  await form.getByLabel('Referred by', { exact: true }).fill('The club website');
  await form.getByLabel('Resume', { exact: true }).setInputFiles(pdfFile('resume.pdf', 'Resume'));
  await form.getByText(MESSAGES.resumeUploaded, { exact: true }).waitFor();
  await form
    .getByLabel('Cover letter', { exact: true })
    .setInputFiles(pdfFile('cover-letter.pdf', 'Cover letter'));
  await form.getByText(MESSAGES.coverLetterUploaded, { exact: true }).waitFor();
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await waitForPath(page, '/success', { jobId: job.id });
  await page.getByText(MESSAGES.applicationSubmittedFor(job.name), { exact: true }).waitFor();

  // The applied list has it.
  await page.goto('/jobsapplied');
  await waitForSettled(page);
  await page
    .getByRole('list', { name: MESSAGES.jobsApplied })
    .getByRole('link', { name: job.name, exact: true })
    .waitFor();
});
