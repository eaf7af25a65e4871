// Helpers shared by the journeys: sessions (through the UI or the API + local storage exactly as
// the app stores them, src/state/persist.ts), waiting on the URL, field messages, colours and a
// real PDF for the uploads. No fixed sleeps: everything waits on a condition.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { api, getXsrfToken, loginApi, newCoachData } from './api.mjs';
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

/** The focused element as '<role or tag>: <name>' (aria-label, label text or own text). */
export function describeFocus(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return '';
    const name = el.getAttribute('aria-label') ?? (el.labels?.[0] ?? el).textContent?.trim() ?? '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${name}`;
  });
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

/**
 * Wait until the app has taken over a prerendered page (no inert #root) and no part of the page
 * is loading (no aria-busy="true", no skeleton status).
 */
export async function waitForSettled(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], #root[inert]'),
    null,
    { timeout },
  );
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

/**
 * A fresh organisation signed up through the API (POST /api/org/signUp) and signed in.
 * Returns { account (the sign-up data: orgName, orgType, email, password, ...), storage (the
 * local-storage values of the signed-in organisation: token, refresh_token, user) }.
 */
export async function signUpOrgApi() {
  const types = await api('/api/orgtype/list', { expectStatus: 200 });
  const person = newCoachData({ firstName: 'Olive', lastName: 'Manager' });
  const word = person.email.slice(4, 12).replace(/[^a-z]/g, '') || 'bay';
  const account = {
    ...person,
    orgName: `Harbour ${word[0].toUpperCase()}${word.slice(1)} FC`,
    orgType: types.body.list[0].type,
  };
  await api('/api/org/signUp', { method: 'POST', body: account, expectStatus: 201 });
  const tokens = await loginApi(account.email, account.password);
  const user = await loggedInUser(tokens.token);
  return {
    account,
    storage: { token: tokens.token, refresh_token: tokens.refresh_token, user },
  };
}

/** Post an open role as the organisation signed in with `token`; returns { id, name }. */
export async function postRoleApi(token, overrides = {}) {
  const body = {
    name: 'Head Netball Coach',
    city: 'Sydney',
    state: 'NSW',
    minLevel: 'Level 2',
    role_type: 'Full-time',
    categories: 'Netball, Coaching',
    salary: '$85,000 + super',
    tags: ['Netball'],
    description: '<p>Lead our <strong>senior netball</strong> programme.</p>',
    subject: '<ul><li>Three sessions a week</li><li>Match days</li></ul>',
    skills: '<p>Netball Australia accreditation.</p>',
    desiredSkills: '',
    // Issue 27: posting needs a closing date (today to 180 days ahead in the role's zone).
    closingDate: new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10),
    // Issue 29: a new role's coaching context (sport, level and pay required).
    sportType: 'Netball',
    ageGroups: ['Open'],
    gender: 'Girls / Women',
    level: 'State league',
    pay: 'Paid',
    days: ['Tue', 'Thu', 'Sat'],
    times: ['Evenings'],
    ...overrides,
  };
  const res = await api('/api/org/jobs', { method: 'POST', token, body, expectStatus: 201 });
  return { id: res.body.id, name: body.name };
}

/** A real PNG image (striped, `width` x `height`, 8-bit RGB) as a file for setInputFiles. */
export function pngFile(name, width, height) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf) => {
    let crc = 0xffffffff;
    for (const byte of buf) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const stripe = Math.floor(x / 20) % 2 === 1;
      rows[at] = stripe ? 200 : 20;
      rows[at + 1] = 80;
      rows[at + 2] = stripe ? 40 : 180;
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
