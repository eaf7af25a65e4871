// Several servers, one site (issue 24, item 1): two real server processes on one PostgreSQL
// schema, each with its own DATA_DIR and port and no JWT_SECRET, act as one board. Every point
// is proved through HTTP: what one server writes, the other serves (search within 1 s).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_KEY } from '../../server/db/queries/meta';
import { TEST_ENGINE, TEST_PASSWORD, TEST_ROLE_CONTEXT } from '../../server/test-utils';
import { CONFIRM_ACCOUNT_SCOPE } from '../../src/shared/constants-of/limits';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { Client, multipart } from '../security/lib/http';
import { HIGH_LIMITS } from '../security/lib/server';
import { linkToken, mailsTo, type ServerPair, startPair, until } from './lib/two-servers';

const WRONG = 'Wr0ng!Guess#1';
const NEW_PASSWORD = 'N3w!Reset#Pass';
const word = () =>
  `zq${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[+d])}`;
const role = (name: string) => ({
  name,
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Netball, Coaching',
  salary: '$90,000 + super',
  tags: ['Netball'],
  description: '<p>Lead the senior squad.</p>',
  subject: '<p>Netball</p>',
  skills: '<p>Accreditation</p>',
  desiredSkills: '<p>First aid</p>',
  // These servers run on the real clock: a month from today.
  closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  ...TEST_ROLE_CONTEXT,
});

let pair: ServerPair;
let A: Client;
let B: Client;
let orgToken: string;
/** Propagation times, printed at the end. */
const timings: string[] = [];

describe.runIf(TEST_ENGINE === 'postgres')('two servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    // every limit high but the one under test: 10 failed logins per account (the default)
    pair = await startPair({ ...HIGH_LIMITS, RATE_LIMIT_LOGIN_ACCOUNT: undefined });
    A = await new Client(pair.a.baseUrl).init();
    B = await new Client(pair.b.baseUrl).init();
    // an organisation signed up and signed in through A
    const types = await A.json<{ list: { type: string }[] }>('/api/orgtype/list');
    const email = `org-${word()}@example.com`;
    const signUp = await A.json('/api/org/signUp', {
      json: {
        orgName: 'Two Servers Netball Club',
        orgType: types.body.list[0].type,
        firstName: 'Olive',
        lastName: 'Org',
        mobileNumber: '0412345678',
        email,
        password: TEST_PASSWORD,
        termsAndConditions: true,
      },
    });
    expect(signUp.status, signUp.text).toBe(201);
    orgToken = (await A.login(email)).token;
  }, 120_000);
  afterAll(async () => {
    if (timings.length) console.log(`multi-server propagation:\n  ${timings.join('\n  ')}`);
    await pair?.close();
  });

  /** A coach registered through A. */
  const coach = async () => (await A.registerCoach(`coach-${word()}@example.com`)).email;

  it('GET /api/health answers 200 on both; both sign with the one secret in the database', async () => {
    for (const c of [A, B]) {
      const r = await c.json('/api/health');
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'ok' });
    }
    const kept = await pair.db.q
      .selectFrom('server_meta')
      .select('value')
      .where('key', '=', JWT_SECRET_KEY)
      .executeTakeFirst();
    expect(kept?.value.length).toBeGreaterThanOrEqual(32);
    for (const s of [pair.a, pair.b]) expect(existsSync(join(s.dataDir, 'jwt-secret'))).toBe(false);
  });

  it('an access token from A works on B; an XSRF cookie set by A is accepted by B', async () => {
    const email = await coach();
    const { token } = await A.login(email);
    const me = await B.json<{ userDetails: { email: string }[] }>('/api/user/get_logged_in_user', {
      token,
    });
    expect(me.status).toBe(200);
    expect(me.body.userDetails[0].email).toBe(email);
    // A's cookie on a POST to B
    const withA = new Client(pair.b.baseUrl);
    withA.xsrf = A.xsrf;
    expect(
      (await withA.json('/api/login', { json: { username: email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(200);
    // a cookie of the same shape that no server signed: refused, so B did check A's
    const forged = new Client(pair.b.baseUrl);
    forged.xsrf = `${A.xsrf.slice(0, -4)}${A.xsrf.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(
      (await forged.json('/api/login', { json: { username: email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(403);
  });

  it('a role posted, edited and closed through A is found, changed and gone in B’s search within 1 s', async () => {
    const [first, second] = [word(), word()];
    const search = async (w: string) =>
      (await B.json<{ list: { id: number; name: string }[] }>(`/api/job/list?title=${w}`)).body
        .list;
    expect(await search(first)).toEqual([]); // B has built its index before the write
    const posted = await A.json<{ id: number }>('/api/org/jobs', {
      token: orgToken,
      json: role(`Head Coach ${first}`),
    });
    expect(posted.status, posted.text).toBe(201);
    const id = posted.body.id;
    const found = await until('posted role in B’s search', async () =>
      (await search(first)).some((j) => j.id === id),
    );
    timings.push(`posted on A -> in B's search: ${found.ms.toFixed(0)} ms`);

    const edit = await A.json(`/api/org/jobs/${id}`, {
      method: 'PUT',
      token: orgToken,
      json: role(`Assistant Coach ${second}`),
    });
    expect(edit.status, edit.text).toBe(200);
    const edited = await until('edited role in B’s search', async () => {
      const now = await search(second);
      return now.some((j) => j.id === id && j.name === `Assistant Coach ${second}`);
    });
    expect(await search(first)).toEqual([]);
    timings.push(`edited on A -> edit in B's search: ${edited.ms.toFixed(0)} ms`);

    const close = await A.json(`/api/org/jobs/${id}/status`, {
      token: orgToken,
      json: { open: false },
    });
    expect(close.status, close.text).toBe(200);
    const gone = await until('closed role gone from B’s search', async () =>
      (await search(second)).every((j) => j.id !== id),
    );
    timings.push(`closed on A -> gone from B's search: ${gone.ms.toFixed(0)} ms`);
  });

  it('views of one job through A and through B add up', async () => {
    const posted = await A.json<{ id: number }>('/api/org/jobs', {
      token: orgToken,
      json: role(`Views Coach ${word()}`),
    });
    expect(posted.status).toBe(201);
    const id = posted.body.id;
    for (const c of [A, A, A, B, B]) {
      expect((await c.call(`/api/job/job_detail/${id}`)).status).toBe(200);
    }
    // each server writes its counts at least every second; the organisation's list reads them
    const views = async (c: Client) =>
      (
        await c.json<{ list: { id: number; views: number }[] }>('/api/org/jobs', {
          token: orgToken,
        })
      ).body.list.find((j) => j.id === id)?.views;
    const added = await until(
      'views from both servers in both servers’ counts',
      async () => (await views(A)) === 5 && (await views(B)) === 5,
      { timeoutMs: 5000 },
    );
    timings.push(`3 views on A + 2 on B -> 5 on both: ${added.ms.toFixed(0)} ms`);
  });

  it('failed logins for one account alternating between A and B: the 11th is 429 with Retry-After', async () => {
    const email = await coach();
    const attempt = (c: Client) =>
      c.json('/api/login', { json: { username: email, password: WRONG } });
    for (let i = 0; i < 10; i++)
      expect((await attempt(i % 2 ? B : A)).status, `try ${i + 1}`).toBe(401);
    for (const c of [A, B]) {
      const r = await attempt(c);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('refresh rotation and reuse detection hold across servers', async () => {
    const email = await coach();
    const first = (await A.login(email)).refresh_token;
    const rotated = await A.json<{ refresh_token: string }>('/api/token/refresh', {
      json: { refresh_token: first },
    });
    expect(rotated.status).toBe(200);
    const reuse = await B.json<{ detail: string }>('/api/token/refresh', {
      json: { refresh_token: first },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.detail).toBe(API_ERRORS.sessionExpired);
    // the whole family is revoked: the token A handed out last fails too
    const next = await A.json('/api/token/refresh', {
      json: { refresh_token: rotated.body.refresh_token },
    });
    expect(next.status).toBe(401);
  });

  it('a reset token and a confirmation token mailed by A work on B, once', async () => {
    const email = await coach();
    const forgot = await A.json('/api/reset-password/forgot-password', { json: { email } });
    expect(forgot.status).toBe(200);
    // the server that queued a mail sends it right after the commit; whichever sent it, once
    const mails = (
      await until(
        'the reset and confirmation mails',
        async () => {
          const all = [pair.a, pair.b].flatMap((s) => mailsTo(s.dataDir, email));
          return all.length >= 2 && all;
        },
        { timeoutMs: 5000 },
      )
    ).value;
    expect(mails).toHaveLength(2);
    timings.push(
      `mails to ${email.split('@')[0]}: ${mailsTo(pair.a.dataDir, email).length} written by A, ${mailsTo(pair.b.dataDir, email).length} by B`,
    );
    const reset = linkToken(mails, 'Reset your Touchline password', 'resetPasswordToken');
    const confirm = linkToken(mails, 'Confirm your Touchline account', 'token');
    expect(reset && confirm).toBeTruthy();

    expect((await B.json(`/api/reset-password/validate/${reset}`)).status).toBe(200);
    const done = await B.json('/api/reset-password/reset', {
      json: { token: reset, password: NEW_PASSWORD },
    });
    expect(done.status, done.text).toBe(200);
    expect((await A.json(`/api/reset-password/validate/${reset}`)).status).toBe(404);
    await A.login(email, NEW_PASSWORD);

    const ok = await B.json('/api/user/validateUserToken', {
      json: { token: confirm, scope: CONFIRM_ACCOUNT_SCOPE },
    });
    expect(ok.status, ok.text).toBe(200);
    const again = await A.json('/api/user/validateUserToken', {
      json: { token: confirm, scope: CONFIRM_ACCOUNT_SCOPE },
    });
    expect(again.status).toBe(404);
  });

  it('a file uploaded through A downloads through B with the same bytes', async () => {
    const email = await coach();
    const { token } = await A.login(email);
    const bytes = new TextEncoder().encode(
      `%PDF-1.4\n% ${randomBytes(64).toString('hex')}\ntrailer << >>\n%%EOF\n`,
    );
    const up = await A.json<{ resumeId: number }>('/api/file/upload/resume', {
      token,
      body: multipart('resume', bytes, 'resume.pdf'),
    });
    expect(up.status, up.text).toBe(201);
    const down = await B.call(`/api/file/${up.body.resumeId}`, { token });
    expect(down.status).toBe(200);
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(bytes);
  });
});
