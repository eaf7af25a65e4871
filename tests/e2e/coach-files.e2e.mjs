// A coach's own files in a real browser (issue 6): after applying with a resume and a cover
// letter, the account menu and /jobsapplied download them under their own names, byte for byte
// what was uploaded.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { MESSAGES } from '../../src/shared/messages.ts';
import { loginApi, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  accountMenu,
  applyApi,
  pdfFile,
  signInWithStorage,
  someJob,
  waitForSettled,
} from './lib/journey.mjs';

/** Click `trigger` and return the saved download: { name, bytes }. */
async function download(page, trigger) {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

browserTest('a coach downloads their own resume and cover letter', async (page) => {
  const coach = await signUpCoach();
  const job = await someJob({ index: 5 });
  // Applied before the session starts, so the stored user already names both files.
  const { token } = await loginApi(coach.email, coach.password);
  await applyApi(token, coach, job.id);
  await signInWithStorage(page, coach);
  const resume = pdfFile('resume.pdf', 'Resume');
  const letter = pdfFile('cover-letter.pdf', 'Cover letter');

  // The account menu.
  await page.goto('/landing');
  await page.getByRole('heading', { level: 1, name: MESSAGES.searchHeading }).waitFor();
  await accountMenu(page).click();
  const fromMenu = await download(
    page,
    page.getByRole('menuitem', { name: 'Download resume (resume.pdf)' }),
  );
  assert.equal(fromMenu.name, 'resume.pdf');
  assert.deepEqual(fromMenu.bytes, resume.buffer);

  // /jobsapplied, per application.
  await page.goto('/jobsapplied');
  await page.getByRole('heading', { level: 1, name: MESSAGES.jobsApplied }).waitFor();
  await waitForSettled(page);
  const fromList = await download(
    page,
    page.getByRole('button', { name: `Download cover letter for ${job.name}` }),
  );
  assert.equal(fromList.name, 'cover-letter.pdf');
  assert.deepEqual(fromList.bytes, letter.buffer);
});
