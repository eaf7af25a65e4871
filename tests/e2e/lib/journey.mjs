// Helpers shared by the journeys: sessions (through the UI or the API + local storage exactly as
// the app stores them, src/state/persist.ts), waiting on the URL, field messages, colours and a
// real PDF for the uploads. No fixed sleeps: everything waits on a condition.
import assert from 'node:assert/strict';
import { api, getXsrfToken, loginApi } from './api.mjs';
import { BASE_URL } from './env.mjs';

/** The five local-storage keys of SPEC 3 (src/shared/constants.ts STORAGE_KEYS). */
export const AUTH_KEYS = ['token', 'refresh_token', 'user', 'profileCompletion', 'profilePicture'];

/** Wait until the page's path (and, when given, every listed query parameter) matches. */
export async function waitForPath(page, pathname, params = {}) {
  await page.waitForURL((u) => {
    if (u.pathname !== pathname) return false;
    return Object.entries(params).every(([k, v]) => u.searchParams.get(k) === String(v));
  });
  return new URL(page.url());
}

/** The signed-in user record the app keeps (first item of /api/user/get_logged_in_user). */
export async function loggedInUser(token) {
  const res = await api('/api/user/get_logged_in_user', { token, expectStatus: 200 });
  return res.body.userDetails[0];
}

/**
 * Sign `coach` in without the UI: log in through the API, then have the page's next load find
 * token, refresh_token and user in local storage as JSON (what login() in src/state/auth.ts
 * writes). Returns { token, refresh_token, user }.
 */
export async function signInWithStorage(page, coach, extra = {}) {
  const tokens = await loginApi(coach.email, coach.password);
  const user = await loggedInUser(tokens.token);
  await seedStorage(page, {
    token: tokens.token,
    refresh_token: tokens.refresh_token,
    user,
    ...extra,
  });
  return { ...tokens, user };
}

/**
 * Write values (JSON-encoded) into the app origin's local storage before the page's next load,
 * once per tab (a sessionStorage flag stops reloads from writing them again).
 */
export async function seedStorage(page, values) {
  await page.addInitScript(
    ([origin, items]) => {
      if (window.location.origin !== origin || sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, JSON.stringify(v));
    },
    [new URL(BASE_URL).origin, values],
  );
}

/** The five auth keys as stored (raw strings, null when absent). */
export function readAuthStorage(page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])),
    AUTH_KEYS,
  );
}

/** Sign in through /signin's form; waits until the page has left /signin. */
export async function signInThroughUi(page, email, password) {
  if (new URL(page.url()).pathname !== '/signin') await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/signin');
}

/** The header's account menu button of a signed-in user. */
export function accountMenu(page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
}

/** Open the account menu and choose `item` (Profile, Change password, Jobs applied, Logout). */
export async function chooseAccountMenuItem(page, item) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The text of everything a control's aria-describedby points at (hint and error messages). */
export function description(locator) {
  return locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

/** Wait until the control is marked invalid and describes `message` (its error text). */
export async function expectFieldError(locator, message) {
  const handle = await locator.elementHandle();
  try {
    await locator
      .page()
      .waitForFunction(
        ([el, msg]) =>
          el.getAttribute('aria-invalid') === 'true' &&
          (el.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .some((id) => id && document.getElementById(id)?.textContent === msg),
        [handle, message],
        { timeout: 5_000 },
      );
  } catch {
    const invalid = await locator.getAttribute('aria-invalid');
    assert.fail(
      `expected the field to show "${message}" (aria-invalid=${invalid}, described by "${await description(locator)}")`,
    );
  }
}

/** Wait until the control is no longer marked invalid. */
export async function expectFieldValid(locator) {
  await locator
    .page()
    .waitForFunction(
      (el) => el.getAttribute('aria-invalid') !== 'true',
      await locator.elementHandle(),
    );
}

/** The page's painted background and text colours (body, or <html> when body is transparent). */
export function pageColours(page) {
  return page.evaluate(() => {
    const transparent = (c) => c === 'transparent' || c === 'rgba(0, 0, 0, 0)';
    const body = getComputedStyle(document.body);
    const html = getComputedStyle(document.documentElement);
    return {
      background: transparent(body.backgroundColor) ? html.backgroundColor : body.backgroundColor,
      color: body.color,
    };
  });
}

/** Wait until no part of the page is loading (no aria-busy="true", no skeleton status). */
export async function waitForSettled(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout,
  });
}

/**
 * A small but real PDF 1.4 document (one page with `text`), with a correct cross-reference
 * table, as a file for setInputFiles.
 */
export function pdfFile(name, text) {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A job summary from the API's list (the newest by default). */
export async function someJob({ index = 0, query = '' } = {}) {
  const res = await api(`/api/job/list?page=1&postPerPage=50${query}`, { expectStatus: 200 });
  const job = res.body.list[index];
  assert.ok(job, 'the seeded database has jobs');
  return job;
}

/** Pick the option `name` of an autocomplete / tag-select combobox by typing and clicking. */
export async function chooseOption(page, combobox, name) {
  await combobox.click();
  await combobox.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** Upload a document through the API as the signed-in user: kind 'resume' or 'cv'; returns its id. */
export async function uploadDocumentApi(token, kind, file) {
  const xsrf = await getXsrfToken();
  const form = new FormData();
  form.append(kind, new Blob([file.buffer], { type: file.mimeType }), file.name);
  form.append(`${kind}FileName`, file.name);
  const res = await fetch(new URL(`/api/file/upload/${kind}`, BASE_URL), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
    body: form,
  });
  const body = await res.json();
  assert.equal(res.status, 201, `upload ${kind}: ${JSON.stringify(body)}`);
  return kind === 'resume' ? body.resumeId : body.cvId;
}

/** Apply to `jobId` through the API (uploads a PDF resume and cover letter first). */
export async function applyApi(token, coach, jobId) {
  const resume = await uploadDocumentApi(token, 'resume', pdfFile('resume.pdf', 'Resume'));
  const cv = await uploadDocumentApi(token, 'cv', pdfFile('cover-letter.pdf', 'Cover letter'));
  await api('/api/job-apply/apply', {
    method: 'POST',
    token,
    body: {
      firstName: coach.firstName,
      lastName: coach.lastName,
      resume,
      cv,
      jobId,
      salary: '$90,000',
      notice: 'Two weeks',
      referredBy: 'A friend',
    },
    expectStatus: 201,
  });
}
