// The screens of saved jobs and job alerts (issue 26) for lib/screens.mjs, with real data: the
// coach saves a role they applied to and one its organisation closed, and has an instant alert
// that a newly posted role has mailed (so the unsubscribe page has a real link); a visitor's
// /savedjobs, empty and with a save in this browser; the alert dialog of /jobsearch; the
// /alerts/confirm page of a link that is not valid; the server's plain unsubscribe pages.
import { randomBytes } from 'node:crypto';
import { SAVED_JOBS_STORAGE_KEY } from '../../../src/shared/constants-of/engagement.ts';
import { MESSAGES } from '../../../src/shared/messages.ts';
import { ALERT_MAIL_TEXTS } from '../../../src/shared/texts/alert-mail.ts';
import { ALERT_TEXTS, searchInWords } from '../../../src/shared/texts/alerts.ts';
import { SAVE_TEXTS } from '../../../src/shared/texts/save.ts';
import { SAVED_JOBS_TEXTS } from '../../../src/shared/texts/saved-jobs.ts';
import { api, findLink, newestMail } from './api.mjs';
import { postRoleApi, signUpOrgApi, waitForSettled } from './journey.mjs';

const h1 = (name) => (page) =>
  page.getByRole('heading', { level: 1, name, exact: true }).first().waitFor();

/**
 * `ready` of the server's plain pages: they leave their colours to the browser (color-scheme
 * light dark), whose canvas is dark in the dark scheme; axe reads the transparent root as white,
 * so it is given the colour Chromium paints there (Canvas), which changes nothing on screen.
 */
const plainPage = (name) => async (page) => {
  await h1(name)(page);
  await page.evaluate(() => {
    document.documentElement.style.backgroundColor = 'Canvas';
  });
};

/**
 * The saves and alert of `coach` (signed in with `tokens`): `applied` is a role they applied to,
 * `other` the public role a visitor saves. Returns { publicScreens(), signedInScreens(),
 * openAlertDialog(visitor) } once the alert's mail has arrived.
 */
export async function prepareEngagement({ coach, tokens, applied, other: visitorRole }) {
  const { token } = tokens;
  const word = `merlin${randomBytes(3).toString('hex')}`.replace(/\d/g, 'x');
  const org = await signUpOrgApi();
  const closed = await postRoleApi(org.storage.token, { name: `Assistant ${word} Coach` });
  for (const id of [closed.id, applied.id]) {
    await api(`/api/saved-jobs/${id}`, { method: 'PUT', token, expectStatus: 200 });
  }
  await api(`/api/org/jobs/${closed.id}/status`, {
    method: 'POST',
    token: org.storage.token,
    body: { open: false },
    expectStatus: 200,
  });
  // An instant alert, then a role it matches: the server's worker mails it within seconds.
  const since = Date.now();
  const query = { title: word };
  await api('/api/alerts', {
    method: 'POST',
    token,
    body: { query, frequency: 'instant' },
    expectStatus: 201,
  });
  await postRoleApi(org.storage.token, { name: `Head ${word} Coach` });
  const mail = await newestMail({
    to: coach.email,
    subject: / new roles? for /,
    since,
    timeoutMs: 30_000,
  });
  const unsubscribe = new URL(findLink(mail, '/alerts/unsubscribe'));
  const alertName = searchInWords(query);

  /** An `open` step: the alert dialog of /jobsearch (a visitor's sent empty, so it says why). */
  const openAlertDialog = (visitor) => async (page) => {
    await page.getByRole('button', { name: ALERT_TEXTS.getAlerts }).click();
    const dialog = page.getByRole('dialog', { name: ALERT_TEXTS.dialogTitle });
    await dialog.getByRole('radio', { name: 'Daily' }).waitFor();
    if (visitor) {
      await dialog.getByRole('button', { name: ALERT_TEXTS.create }).click();
      await dialog.getByText(MESSAGES.required).first().waitFor();
    }
  };

  const publicScreens = () => [
    {
      name: 'alerts-confirm-invalid',
      path: '/alerts/confirm',
      ready: h1(ALERT_TEXTS.invalidTitle),
    },
    {
      name: 'alerts-unsubscribe',
      path: `${unsubscribe.pathname}${unsubscribe.search}`,
      ready: plainPage(ALERT_MAIL_TEXTS.pageTitle),
    },
    {
      name: 'alerts-unsubscribed',
      path: '/alerts/unsubscribed',
      ready: plainPage(ALERT_MAIL_TEXTS.doneTitle),
    },
    // Last of the visitor's screens: its save stays in the browser's storage.
    {
      name: 'savedjobs-visitor',
      path: '/savedjobs',
      ready: async (page) => {
        await h1(SAVE_TEXTS.savedJobs)(page);
        await page.getByText(SAVED_JOBS_TEXTS.empty, { exact: true }).waitFor();
      },
      // With a role saved in this browser (and the header's link to the list).
      open: async (page) => {
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key, JSON.stringify(value)),
          [
            SAVED_JOBS_STORAGE_KEY,
            { owner: null, jobs: [{ id: visitorRole.id, savedOn: new Date().toISOString() }] },
          ],
        );
        await page.reload();
        await page
          .getByRole('list', { name: SAVE_TEXTS.savedJobs })
          .getByRole('link', { name: visitorRole.name, exact: true })
          .waitFor();
        await waitForSettled(page);
      },
    },
  ];

  const signedInScreens = () => [
    {
      name: 'savedjobs',
      path: '/savedjobs',
      ready: async (page) => {
        const list = page.getByRole('list', { name: SAVE_TEXTS.savedJobs });
        await list.getByRole('link', { name: applied.name }).first().waitFor();
        await list.getByText(SAVED_JOBS_TEXTS.closed, { exact: true }).waitFor();
      },
    },
    {
      name: 'alerts',
      path: '/alerts',
      ready: async (page) => {
        await page
          .getByRole('list', { name: SAVE_TEXTS.jobAlerts })
          .getByRole('heading', { level: 2, name: alertName, exact: true })
          .waitFor();
      },
      // The alert's search, edited in place.
      open: async (page) => {
        await page.getByRole('button', { name: ALERT_TEXTS.editSearch }).first().click();
        await page.getByLabel(ALERT_TEXTS.keywords, { exact: true }).waitFor();
        await waitForSettled(page);
      },
    },
  ];

  return { publicScreens, signedInScreens, openAlertDialog };
}
