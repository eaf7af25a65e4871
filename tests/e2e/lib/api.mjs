// API helpers for e2e journeys: talk to the server under test the way a same-origin client
// does (XSRF cookie echoed in the X-XSRF-TOKEN header), make fresh users, read sent mail.
import { randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BASE_URL, DATA_DIR } from './env.mjs';

let xsrfToken = null;

/** The XSRF-TOKEN cookie the server hands out (fetched once per test file). */
export async function getXsrfToken() {
  if (xsrfToken) return xsrfToken;
  const res = await fetch(new URL('/api/orgtype/list', BASE_URL));
  await res.arrayBuffer();
  for (const cookie of res.headers.getSetCookie()) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
    if (match) xsrfToken = match[1];
  }
  if (!xsrfToken) throw new Error('the server set no XSRF-TOKEN cookie on GET /api/orgtype/list');
  return xsrfToken;
}

/**
 * Call the API. `body` is sent as JSON; unsafe methods carry the XSRF cookie and header;
 * `token` adds the bearer. Returns { status, headers, body } (body parsed when JSON).
 * Throws when `expectStatus` is given and differs.
 */
export async function api(p, { method = 'GET', body, token, headers = {}, expectStatus } = {}) {
  const h = { Accept: 'application/json', ...headers };
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
    const xsrf = await getXsrfToken();
    h.Cookie = `XSRF-TOKEN=${xsrf}`;
    h['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  }
  if (body !== undefined) h['Content-Type'] = 'application/json';
  if (token) h.Authorization = `Bearer ${token}`;
  const res = await fetch(new URL(p, BASE_URL), {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (expectStatus !== undefined && res.status !== expectStatus) {
    throw new Error(
      `${method} ${p}: expected HTTP ${expectStatus}, got ${res.status} ${text.slice(0, 300)}`,
    );
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A unique, valid coach sign-up (SPEC 5 rules: 10-digit mobile, strong password). */
export function newCoachData(overrides = {}) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Ada',
    lastName: `Tester${id.replace(/\d/g, '')}`.slice(0, 30) || 'Tester',
    mobileNumber: `04${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    email: `e2e-${id}@example.com`,
    password: `Tl!${randomBytes(4).toString('hex')}Aa9`,
    termsAndConditions: true,
    ...overrides,
  };
}

/** Register a fresh coach through the API; returns the data used (email, password, ...). */
export async function signUpCoach(overrides = {}) {
  const user = newCoachData(overrides);
  await api('/api/coach/register', { method: 'POST', body: user, expectStatus: 201 });
  return user;
}

/** Sign in through the API; returns { token, refresh_token }. */
export async function loginApi(email, password, rememberMe = false) {
  const res = await api('/api/login', {
    method: 'POST',
    body: { username: email, password, rememberMe },
    expectStatus: 200,
  });
  return { token: res.body.token, refresh_token: res.body.refresh_token };
}

// ── mail (SMTP_URL unset: every message is DATA_DIR/mail/<time>-<id>.eml) ──────────────────
const MAIL_DIR = () => path.join(DATA_DIR, 'mail');

function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_, _charset, enc, data) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(head) {
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0)
      headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

function decodeBody(headers, body) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const [h, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
        return decodeBody(parseHeaders(h), rest.join('\n\n'));
      })
      .join('\n');
  }
  const cte = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (cte === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** Parse one .eml file: { file, headers, subject, to, text (decoded bodies), raw }. */
export async function readMail(file) {
  const raw = await readFile(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const text = decodeBody(headers, raw.slice(split).replace(/^\r?\n\r?\n/, ''));
  return { file, headers, subject: headers.subject ?? '', to: headers.to ?? '', text, raw };
}

/**
 * The newest .eml under DATA_DIR/mail; filters: `to` (address contained in To), `subject`
 * (RegExp), `since` (epoch ms: only files written at or after it). Waits up to `timeoutMs` for
 * a match to appear (mail may be written just after the API answers).
 */
export async function newestMail({ to, subject, since = 0, timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files = [];
    try {
      files = (await readdir(MAIL_DIR())).filter((f) => f.endsWith('.eml'));
    } catch {
      // no mail folder yet
    }
    const withTimes = await Promise.all(
      files.map(async (f) => {
        const full = path.join(MAIL_DIR(), f);
        return { full, mtime: (await stat(full)).mtimeMs, name: f };
      }),
    );
    withTimes.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
    for (const { full, mtime } of withTimes) {
      if (mtime < since - 1000) break; // 1 s of slack for coarse file times
      const mail = await readMail(full);
      if (to && !mail.to.toLowerCase().includes(to.toLowerCase())) continue;
      if (subject && !subject.test(mail.subject)) continue;
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail${to ? ` to ${to}` : ''} in ${MAIL_DIR()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in a mail's text whose path starts with `pathPrefix`. */
export function findLink(mail, pathPrefix) {
  const links = mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return link.replace(/&amp;/g, '&');
}
