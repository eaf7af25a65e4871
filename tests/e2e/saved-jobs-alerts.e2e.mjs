// Saved jobs and job alerts (issue 26), in Chromium against the real server:
// 1. a visitor saves a role on a job card, signs up, and finds it on /savedjobs (merged into the
//    account); as that coach they create an instant alert from /jobsearch, an organisation posts a
//    matching role, the alert mail arrives (the server runs due work: WORKER=on) with API.md's
//    subject and the RFC 8058 headers, and the one-click POST (no cookie, no XSRF header)
//    unsubscribes: /alerts no longer lists it.
// 2. a visitor's alert: double opt-in (the dialog's e-mail, the confirmation mail, the
//    /alerts/confirm page; the used link is refused), then `npm run worker -- --once --now` a day
//    later sends the daily mail (the server would only at 07:00), and the plain unsubscribe page
//    works with JavaScript off.
// SQLite only: the worker process is pointed at the e2e server's DATA_DIR (its database and
// mail folder); the alerts' PostgreSQL paths are the server tests' (both engines).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ALERT_TIMEZONE, nextDue } from '../../server/lib/alert-schedule.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { ALERT_MAIL_TEXTS } from '../../src/shared/texts/alert-mail.ts';
import { ALERT_TEXTS, ALERTS_API, searchInWords } from '../../src/shared/texts/alerts.ts';
import { SAVE_TEXTS } from '../../src/shared/texts/save.ts';
import { api, findLink, loginApi, newCoachData, newestMail } from './lib/api.mjs';
import { BASE_URL, browserTest, DATA_DIR, newPage } from './lib/browser.mjs';
import {
  chooseAccountMenuItem,
  postRoleApi,
  signUpOrgApi,
  waitForPath,
  waitForSettled,
} from './lib/journey.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A keyword no other role has (letters only: the search splits digits off). */
const uniqueWord = (base) => `${base}${randomBytes(3).toString('hex')}`.replace(/\d/g, 'x');

/** `npm run worker -- --once [--now ISO]` on the e2e server's data; resolves with its output. */
function runWorker(nowIso) {
  const env = { ...process.env, DATA_DIR, PUBLIC_URL: BASE_URL };
  // As an operator runs it: the test runner's loader and the server's mail setting left out.
  for (const key of ['NODE_OPTIONS', 'SMTP_URL', 'DATABASE_URL']) delete env[key];
  const args = ['run', '--silent', 'worker', '--', '--once', ...(nowIso ? ['--now', nowIso] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`npm run worker exited ${code}:\n${out}`)),
    );
  });
}

/** The alert mail to `to`, or null when none was written yet. */
const alertMailNow = (to) =>
  newestMail({ to, subject: / new roles? for /, timeoutMs: 0 }).catch(() => null);

/** Checks an alert mail: API.md's subject, the role, and the one-click unsubscribe headers. */
function checkAlertMail(mail, word, roleName) {
  assert.equal(mail.subject, ALERT_MAIL_TEXTS.subject(1, `"${word}"`));
  assert.ok(mail.text.includes(roleName), `the mail names the role ${roleName}`);
  const oneClick = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  assert.ok(oneClick, `List-Unsubscribe: ${mail.headers['list-unsubscribe']}`);
  const url = new URL(oneClick);
  assert.equal(url.origin, new URL(BASE_URL).origin);
  assert.equal(url.pathname, '/api/alerts/unsubscribe');
  assert.ok(url.searchParams.get('token'));
  assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
  return url;
}

browserTest(
  'a visitor saves a role, signs up, gets an instant alert mail and unsubscribes in one click',
  async (page) => {
    // 1. Signed out: save a role on its card (the page's last: a seeded role, not one that
    // another test file posts, and may close, meanwhile).
    await page.goto('/jobsearch');
    await waitForSettled(page);
    const card = page.getByRole('region', { name: MESSAGES.rolesForYou }).locator('article').last();
    const roleName = (await card.getByRole('heading', { level: 3 }).textContent()).trim();
    const toggle = card.getByRole('button', { name: SAVE_TEXTS.saveJob, exact: true });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await toggle.click();
    const saved = card.getByRole('button', { name: SAVE_TEXTS.saved, exact: true });
    await saved.waitFor();
    assert.equal(await saved.getAttribute('aria-pressed'), 'true');
    // The visitor's header link, and their list (kept in this browser).
    await page
      .getByRole('banner')
      .getByRole('link', { name: SAVE_TEXTS.savedJobs, exact: true })
      .click();
    await waitForPath(page, '/savedjobs');
    await waitForSettled(page);
    const list = page.getByRole('list', { name: SAVE_TEXTS.savedJobs });
    await list.getByRole('link', { name: roleName, exact: true }).waitFor();

    // Sign up: the save moves into the account.
    const coach = newCoachData();
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
    await waitForPath(page, '/landing');
    await chooseAccountMenuItem(page, SAVE_TEXTS.savedJobs);
    await waitForPath(page, '/savedjobs');
    await waitForSettled(page);
    await list.getByRole('link', { name: roleName, exact: true }).waitFor();
    assert.equal(await page.getByText(/^Saved on /).count(), 1, 'the account has its date');
    const { token } = await loginApi(coach.email, coach.password);
    const account = await api('/api/saved-jobs?page=1&postPerPage=10', {
      token,
      expectStatus: 200,
    });
    assert.deepEqual(
      account.body.list.map((j) => j.name),
      [roleName],
    );

    // 2. An instant alert for a keyword no role has yet.
    const word = uniqueWord('plover');
    await page.goto(`/jobsearch?jobtitle=${word}`);
    await waitForSettled(page);
    await page.getByRole('button', { name: ALERT_TEXTS.getAlerts }).click();
    const dialog = page.getByRole('dialog', { name: ALERT_TEXTS.dialogTitle });
    await dialog.getByText(searchInWords({ title: word }), { exact: true }).waitFor();
    await dialog.getByRole('radio', { name: 'Instant' }).check();
    await dialog.getByRole('button', { name: ALERT_TEXTS.create }).click();
    await page.getByText(ALERT_TEXTS.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await chooseAccountMenuItem(page, SAVE_TEXTS.jobAlerts);
    await waitForPath(page, '/alerts');
    await waitForSettled(page);
    const alerts = page.getByRole('list', { name: SAVE_TEXTS.jobAlerts });
    await alerts
      .getByRole('heading', { level: 2, name: searchInWords({ title: word }), exact: true })
      .waitFor();
    assert.equal(
      await alerts.getByRole('combobox', { name: ALERT_TEXTS.frequency }).inputValue(),
      'instant',
    );

    // 3. An organisation posts a matching role.
    const since = Date.now();
    const org = await signUpOrgApi();
    const role = await postRoleApi(org.storage.token, { name: `Head ${word} Coach` });

    // 4. The server's own worker (WORKER=on) sends the instant mail within seconds.
    const mail = await newestMail({
      to: coach.email,
      subject: / new roles? for /,
      since,
      timeoutMs: 60_000,
    });
    const oneClick = checkAlertMail(mail, word, role.name);
    assert.ok(mail.text.includes(`/jobdetails?jobId=${role.id}`), 'the mail links to the role');
    assert.ok(mail.text.includes(ALERT_MAIL_TEXTS.manage), "a coach's mail has the manage link");

    // 5. The one-click POST of RFC 8058: no cookie, no XSRF header, no bearer.
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { message: ALERTS_API.unsubscribed });
    await page.reload();
    await waitForSettled(page);
    await page.getByText(ALERT_TEXTS.none, { exact: true }).waitFor();
    assert.equal(await alerts.count(), 0);
  },
  { testTimeout: 170_000 },
);

browserTest(
  "a visitor's alert: double opt-in, the worker's daily mail, unsubscribe without JavaScript",
  async (page, session) => {
    // 1. The dialog on /jobsearch asks a visitor for an address; the answer is the same for any.
    const word = uniqueWord('avocet');
    const email = `e2e-alert-${word}@example.com`;
    await page.goto(`/jobsearch?jobtitle=${word}`);
    await waitForSettled(page);
    await page.getByRole('button', { name: ALERT_TEXTS.getAlerts }).click();
    const dialog = page.getByRole('dialog', { name: ALERT_TEXTS.dialogTitle });
    await dialog.getByRole('radio', { name: 'Daily' }).check();
    await dialog.getByLabel(ALERT_TEXTS.email, { exact: true }).fill(email);
    const since = Date.now();
    await dialog.getByRole('button', { name: ALERT_TEXTS.create }).click();
    await dialog.getByText(ALERTS_API.checkEmail, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: ALERT_TEXTS.close }).click();

    // 2. The confirmation mail's link confirms it, once.
    const confirmMail = await newestMail({
      to: email,
      subject: new RegExp(ALERT_MAIL_TEXTS.confirmSubject),
      since,
    });
    const confirmLink = new URL(findLink(confirmMail, '/alerts/confirm'));
    assert.ok(confirmLink.searchParams.get('token'));
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await page
      .getByRole('heading', { level: 1, name: ALERT_TEXTS.confirmedTitle, exact: true })
      .waitFor();
    session.allow(404); // the used link, and the unsubscribe link once used
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: ALERT_TEXTS.invalidTitle, exact: true })
      .waitFor();
    await page.getByText(ALERT_TEXTS.invalidBody, { exact: true }).waitFor();

    // 3. A matching role; a daily alert is not sent before 07:00 (ALERT_TIMEZONE).
    const org = await signUpOrgApi();
    const role = await postRoleApi(org.storage.token, { name: `Junior ${word} Coach` });
    const tz = process.env.ALERT_TIMEZONE || DEFAULT_ALERT_TIMEZONE;
    const at0700 = nextDue('daily', Date.now(), tz);
    // The server's worker could send it itself only if 07:00 came during this test.
    if (at0700 - Date.now() > 5 * 60_000) assert.equal(await alertMailNow(email), null);

    // 4. The separate worker, a day later, sends it (as an .eml in DATA_DIR/mail).
    const workerStart = Date.now();
    const out = await runWorker(new Date(Date.now() + 25 * 60 * 60_000).toISOString());
    assert.match(out, /worker: ran the work due at .*: [1-9]\d* done/);
    const mail = await newestMail({ to: email, subject: / new roles? for /, since: workerStart });
    checkAlertMail(mail, word, role.name);
    assert.ok(!mail.text.includes(ALERT_MAIL_TEXTS.manage), "a visitor's mail has no manage link");

    // 5. The mail's unsubscribe page, with JavaScript off: its one button unsubscribes.
    const unsubscribe = new URL(findLink(mail, '/alerts/unsubscribe'));
    const noJs = await newPage({ contextOptions: { javaScriptEnabled: false } });
    try {
      const p = noJs.page;
      await p.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
      await p.getByRole('heading', { level: 1, name: ALERT_MAIL_TEXTS.pageTitle }).waitFor();
      await p.getByText(`"${word}"`, { exact: true }).waitFor();
      await p.getByRole('button', { name: ALERT_MAIL_TEXTS.pageButton, exact: true }).click();
      await waitForPath(p, '/alerts/unsubscribed');
      await p.getByRole('heading', { level: 1, name: ALERT_MAIL_TEXTS.doneTitle }).waitFor();
      noJs.assertClean();
    } finally {
      await noJs.close();
    }
    // The alert is gone: its link is refused (the page and the call).
    const gone = await api(`/api/alerts/unsubscribe${unsubscribe.search}`);
    assert.equal(gone.status, 404);
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await page.getByRole('heading', { level: 1, name: ALERT_MAIL_TEXTS.invalidTitle }).waitFor();
  },
  { testTimeout: 170_000 },
);
