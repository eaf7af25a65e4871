import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_ALERTS } from '../../src/shared/constants';
import { ApiFailureSchema } from '../../src/shared/schemas';
import {
  AlertCreatedResponseSchema,
  AlertListResponseSchema,
  AlertUnsubscribeInfoResponseSchema,
} from '../../src/shared/schemas/alerts';
import { ALERT_MAIL_TEXTS } from '../../src/shared/texts/alert-mail';
import { ALERTS_API } from '../../src/shared/texts/alerts';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { PAY_ERRORS } from '../../src/shared/texts/pay';
import { findAlert } from '../db/queries/alerts';
import { unsubscribeSecret, unsubscribeToken } from '../lib/alert-token';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;
let coach = { id: 0, token: '' };
let other = { id: 0, token: '' };
let org = { token: '' };

const failure = async (res: Response) => ApiFailureSchema.parse(await res.json());
const create = (body: unknown, token?: string) => ctx.request('/api/alerts', { json: body, token });
const list = async (token = coach.token) =>
  AlertListResponseSchema.parse(await (await ctx.request('/api/alerts', { token })).json()).list;
const alertCount = async () =>
  Number(
    (
      await ctx.db.q
        .selectFrom('job_alerts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function newCoach() {
  const c = await ctx.registerCoach();
  return { id: c.id, token: (await ctx.loginAs(c.email, c.password)).token };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  coach = await newCoach();
  other = await newCoach();
  const o = await ctx.registerOrg();
  org = { token: (await ctx.loginAs(o.email, o.password)).token };
});
afterAll(() => ctx.close());

const query = { title: 'coach', orgtype: 'School', location: 'NSW', interests: ['Netball'] };

describe("a coach's alerts", () => {
  test('POST creates (201, id), GET lists it with its query, frequency and times', async () => {
    const res = await create({ query, frequency: 'daily' }, coach.token);
    expect(res.status).toBe(201);
    const { message, id } = AlertCreatedResponseSchema.parse(await res.json());
    expect(message).toBe(ALERTS_API.created);
    const [mine] = await list();
    expect(mine).toEqual({
      id,
      query,
      frequency: 'daily',
      paused: false,
      createdAt: new Date(ctx.clock.now()).toISOString(),
      lastSentAt: null,
    });
    // Another coach sees none of it.
    expect(await list(other.token)).toEqual([]);
    // A daily alert is next due at 07:00 Sydney time.
    const stored = await findAlert(ctx.db, id);
    expect(new Date(stored?.nextDue ?? 0).toISOString()).toBe('2026-03-01T20:00:00.000Z');
  });

  test('interests as a comma string; names in any case; an empty query is every role', async () => {
    const res = await create(
      { query: { interests: 'netball, Cricket ,', location: 'sydney' }, frequency: 'weekly' },
      other.token,
    );
    expect(res.status).toBe(201);
    const all = await create({ query: {}, frequency: 'instant' }, other.token);
    expect(all.status).toBe(201);
    const mine = await list(other.token);
    expect(mine.map((a) => a.query)).toEqual([
      { title: '', orgtype: '', location: '', interests: [] },
      { title: '', orgtype: '', location: 'sydney', interests: ['netball', 'Cricket'] },
    ]);
    for (const a of mine)
      await ctx.request(`/api/alerts/${a.id}`, { method: 'DELETE', token: other.token });
  });

  test('an unknown filter value, a keyword of punctuation or a bad frequency is 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ query: { orgtype: 'Circus' }, frequency: 'daily' }, 'query.orgtype'],
      [{ query: { location: 'Atlantis' }, frequency: 'daily' }, 'query.location'],
      [{ query: { location: 'Sydney, WA' }, frequency: 'daily' }, 'query.location'],
      [{ query: { interests: ['Netball', 'Quidditch'] }, frequency: 'daily' }, 'query.interests'],
      [{ query: { title: '%%' }, frequency: 'daily' }, 'query.title'],
      [{ query: { title: 'x'.repeat(201) }, frequency: 'daily' }, 'query.title'],
      [{ query: {}, frequency: 'hourly' }, 'frequency'],
      [
        { query: { interests: Array.from({ length: 51 }, (_, i) => `t${i}`) }, frequency: 'daily' },
        'query.interests',
      ],
      [{ frequency: 'daily' }, 'query'],
    ];
    const before = await alertCount();
    for (const [body, field] of cases) {
      const res = await create(body, coach.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await failure(res)).fields, JSON.stringify(body)).toHaveProperty([field]);
      // A visitor's request names the same field.
      const visitor = await create({ ...(body as object), email: 'someone@example.com' });
      expect(visitor.status, JSON.stringify(body)).toBe(400);
    }
    const res = await create({ query: { orgtype: 'Circus' }, frequency: 'daily' }, coach.token);
    expect((await failure(res)).fields).toEqual({
      'query.orgtype': API_ERRORS.unknownOrgType,
    });
    expect(await alertCount()).toBe(before);
  });

  test('minPay (issue 28): a whole number or its digits is kept and answered; anything else is 400', async () => {
    const made = await create(
      { query: { title: 'coach', minPay: 60000 }, frequency: 'instant' },
      other.token,
    );
    expect(made.status).toBe(201);
    const digits = await create({ query: { minPay: '0' }, frequency: 'daily' }, other.token);
    expect(digits.status).toBe(201);
    const none = await create({ query: { minPay: '' }, frequency: 'daily' }, other.token);
    expect(none.status).toBe(201);
    expect((await list(other.token)).map((a) => a.query)).toEqual([
      { title: '', orgtype: '', location: '', interests: [] },
      { title: '', orgtype: '', location: '', interests: [], minPay: 0 },
      { title: 'coach', orgtype: '', location: '', interests: [], minPay: 60000 },
    ]);
    const { id } = AlertCreatedResponseSchema.parse(await made.json());
    expect((await findAlert(ctx.db, id))?.plan.minPay).toBe(60000);
    // PUT keeps it with the query it comes in, and a query without one drops it.
    const put = (body: unknown) =>
      ctx.request(`/api/alerts/${id}`, { method: 'PUT', json: body, token: other.token });
    expect((await put({ query: { title: 'coach', minPay: '75000' } })).status).toBe(200);
    expect((await findAlert(ctx.db, id))?.query.minPay).toBe(75000);
    expect((await put({ query: { title: 'coach' } })).status).toBe(200);
    expect((await findAlert(ctx.db, id))?.plan.minPay).toBeUndefined();
    const before = await alertCount();
    for (const minPay of [
      -1,
      1.5,
      '60,000',
      '6e4',
      ' 1',
      'lots',
      true,
      [1],
      2 ** 53,
      '1'.repeat(16),
    ]) {
      const body = { query: { minPay }, frequency: 'daily' };
      const res = await create(body, coach.token);
      expect(res.status, JSON.stringify(minPay)).toBe(400);
      // The list's own message, under the alert query's field.
      expect((await failure(res)).fields, JSON.stringify(minPay)).toEqual({
        'query.minPay': PAY_ERRORS.minPay,
      });
      expect((await create({ ...body, email: 'someone@example.com' })).status).toBe(400);
    }
    expect((await put({ query: { minPay: -5 } })).status).toBe(400);
    expect(await alertCount()).toBe(before);
    for (const a of await list(other.token)) {
      await ctx.request(`/api/alerts/${a.id}`, { method: 'DELETE', token: other.token });
    }
  });

  test(`at most ${MAX_ALERTS} alerts: the next is 409`, async () => {
    const c = await newCoach();
    for (let i = 0; i < MAX_ALERTS; i++) {
      expect(
        (await create({ query: { title: `coach${i}` }, frequency: 'weekly' }, c.token)).status,
      ).toBe(201);
    }
    const res = await create({ query: {}, frequency: 'weekly' }, c.token);
    expect(res.status).toBe(409);
    expect((await failure(res)).detail).toBe(ALERTS_API.tooMany);
    expect(await list(c.token)).toHaveLength(MAX_ALERTS);
  });

  test(`three alerts at once at ${MAX_ALERTS - 1}: one is made, two are 409`, async () => {
    const c = await newCoach();
    for (let i = 0; i < MAX_ALERTS - 1; i++) {
      await create({ query: { title: `scout${i}` }, frequency: 'daily' }, c.token);
    }
    const statuses = (
      await Promise.all(
        [1, 2, 3].map((i) => create({ query: { title: `late${i}` }, frequency: 'daily' }, c.token)),
      )
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await list(c.token)).toHaveLength(MAX_ALERTS);
  });

  test("PUT changes the query, frequency and pause; another coach's alert is 404", async () => {
    const { id } = AlertCreatedResponseSchema.parse(
      await (await create({ query: { title: 'keeper' }, frequency: 'daily' }, coach.token)).json(),
    );
    const put = (body: unknown, token = coach.token, which: number | string = id) =>
      ctx.request(`/api/alerts/${which}`, { method: 'PUT', json: body, token });
    let res = await put({ query: { title: 'goalkeeper', location: 'VIC' }, frequency: 'instant' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ALERTS_API.updated });
    res = await put({ paused: true });
    expect(res.status).toBe(200);
    let mine = (await list()).find((a) => a.id === id);
    expect(mine).toMatchObject({
      query: { title: 'goalkeeper', location: 'VIC' },
      frequency: 'instant',
      paused: true,
    });
    // Paused: nothing is due (a new role marks running alerts only: server/work/alerts.test.ts).
    expect(await findAlert(ctx.db, id)).toMatchObject({ nextDue: null });
    res = await put({ paused: false });
    mine = (await list()).find((a) => a.id === id);
    expect(mine?.paused).toBe(false);
    // Running again: its search's keys are there (a new role finds it by them).
    const { match_sig } = await ctx.db.q
      .selectFrom('job_alerts')
      .select('match_sig')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const keys = await ctx.db.q
      .selectFrom('alert_keys')
      .select(['key', 'terms'])
      .where('sig', '=', match_sig)
      .execute();
    expect(keys).toEqual([{ key: expect.stringMatching(/^s\d+$/), terms: 'goalkeeper' }]);
    expect((await put({ paused: true }, other.token)).status).toBe(404);
    expect((await failure(await put({ paused: true }, other.token))).detail).toBe(
      ALERT_MAIL_TEXTS.alertNotFound,
    );
    expect((await put({ paused: true }, coach.token, 999999)).status).toBe(404);
    expect((await put({ paused: true }, coach.token, 'abc')).status).toBe(400);
    expect((await put({ frequency: 'yearly' })).status).toBe(400);
    expect((await put({ query: { location: 'Atlantis' } })).status).toBe(400);
    expect((await put({ paused: 'yes' })).status).toBe(400);
  });

  test("DELETE removes the caller's alert; another coach's is 404 and stays", async () => {
    const { id } = AlertCreatedResponseSchema.parse(
      await (await create({ query: { title: 'umpire' }, frequency: 'weekly' }, coach.token)).json(),
    );
    const del = (token: string) => ctx.request(`/api/alerts/${id}`, { method: 'DELETE', token });
    expect((await del(other.token)).status).toBe(404);
    const res = await del(coach.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ALERTS_API.deleted });
    expect((await list()).some((a) => a.id === id)).toBe(false);
    expect((await del(coach.token)).status).toBe(404);
  });

  test('401 without a token (or with a bad one), 403 for an organisation', async () => {
    expect((await ctx.request('/api/alerts')).status).toBe(401);
    expect((await ctx.request('/api/alerts', { token: org.token })).status).toBe(403);
    for (const method of ['PUT', 'DELETE']) {
      expect((await ctx.request('/api/alerts/1', { method, json: {} })).status).toBe(401);
      expect(
        (await ctx.request('/api/alerts/1', { method, json: {}, token: org.token })).status,
      ).toBe(403);
    }
    // POST: a bearer makes it a coach's call.
    expect((await create({ query: {}, frequency: 'daily' }, org.token)).status).toBe(403);
    expect((await create({ query: {}, frequency: 'daily' }, 'not.a.token')).status).toBe(401);
  });
});

describe("a visitor's alerts (double opt-in)", () => {
  const visitor = (email: string, q: unknown = { title: 'coach', location: 'QLD' }) =>
    create({ email, query: q, frequency: 'weekly' });

  test('202 with the same answer for any address; the confirmation link works once', async () => {
    const known = (await ctx.registerCoach()).email;
    const answers: unknown[] = [];
    for (const email of ['new-visitor@example.com', known]) {
      const res = await visitor(email);
      expect(res.status).toBe(202);
      answers.push(await res.json());
    }
    expect(answers[0]).toEqual({ message: ALERTS_API.checkEmail });
    expect(answers[1]).toEqual(answers[0]);
    const sent = ctx.mail.filter((m) => m.to === 'new-visitor@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(ALERT_MAIL_TEXTS.confirmSubject);
    expect(sent[0].text).toContain('"coach" · QLD');
    const link = /http:\/\/localhost:3000\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
      sent[0].text,
    );
    expect(link).not.toBeNull();
    const token = link?.[1] as string;
    // Not active until confirmed.
    const pending = await ctx.db.q
      .selectFrom('job_alerts')
      .select(['id', 'confirmed', 'next_due'])
      .where('email', '=', 'new-visitor@example.com')
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ confirmed: 0, next_due: null });
    const confirm = (t: string) => ctx.request('/api/alerts/confirm', { json: { token: t } });
    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: ALERTS_API.confirmed });
    expect(await findAlert(ctx.db, pending.id)).toMatchObject({ confirmed: true });
    // Used, forged, empty: 404.
    for (const t of [token, `${token.slice(0, -2)}xx`, 'forged-token-value']) {
      const res = await confirm(t);
      expect(res.status).toBe(404);
      expect((await failure(res)).detail).toBe(ALERT_MAIL_TEXTS.invalidConfirmLink);
    }
    expect((await confirm('')).status).toBe(400);
  });

  test('an expired confirmation link is 404; a visitor without an address is 400', async () => {
    await visitor('late@example.com');
    const token = /token=([A-Za-z0-9_-]+)/.exec(ctx.mail.at(-1)?.text ?? '')?.[1] as string;
    ctx.clock.advance(8 * 24 * 3600_000);
    expect((await ctx.request('/api/alerts/confirm', { json: { token } })).status).toBe(404);
    const res = await create({ query: {}, frequency: 'daily' });
    expect(res.status).toBe(400);
    expect((await failure(res)).fields).toHaveProperty('email');
    // The coaches' access tokens expired with the clock moved on: sign in again.
    coach = await newCoach();
    other = await newCoach();
  });

  test('RATE_LIMIT_ALERT_EMAIL: past it the same 202, and nothing sent or stored', async () => {
    ctx.deps.config.rateLimits.alertEmail = 2;
    const email = 'often@example.com';
    for (let i = 0; i < 4; i++) expect((await visitor(email)).status).toBe(202);
    expect(ctx.mail.filter((m) => m.to === email)).toHaveLength(2);
    const stored = await ctx.db.q
      .selectFrom('job_alerts')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(2);
    // Any case of the address counts as the same one.
    expect((await visitor('OFTEN@example.com')).status).toBe(202);
    expect(ctx.mail.filter((m) => m.to.toLowerCase() === email)).toHaveLength(2);
    ctx.deps.config.rateLimits.alertEmail = 5;
  });

  test('RATE_LIMIT_ALERT_ADDRESS: past it 429 with Retry-After', async () => {
    const c = await createTestContext({
      seed: true,
      config: { rateLimits: { ...ctx.deps.config.rateLimits, alertAddress: 3 } },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await c.request('/api/alerts', {
          json: { email: `v${i}@example.com`, query: {}, frequency: 'daily' },
        });
        expect(res.status).toBe(202);
      }
      const res = await c.request('/api/alerts', {
        json: { email: 'v9@example.com', query: {}, frequency: 'daily' },
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(c.mail).toHaveLength(3);
    } finally {
      await c.close();
    }
  });
});

describe('unsubscribing with the signed token', () => {
  async function alertWithToken() {
    const { id } = AlertCreatedResponseSchema.parse(
      await (await create({ query: { title: 'physio' }, frequency: 'daily' }, coach.token)).json(),
    );
    const a = await findAlert(ctx.db, id);
    const token = unsubscribeToken(await unsubscribeSecret(ctx.db), id, a?.nonce as string);
    return { id, token, q: encodeURIComponent(token) };
  }

  test('GET answers the alert; the one-click POST needs no cookie, XSRF or bearer; then 404', async () => {
    const { id, q } = await alertWithToken();
    const info = await ctx.request(`/api/alerts/unsubscribe?token=${q}`);
    expect(info.status).toBe(200);
    expect(AlertUnsubscribeInfoResponseSchema.parse(await info.json())).toEqual({
      message: ALERTS_API.validToken,
      query: { title: 'physio', orgtype: '', location: '', interests: [] },
      frequency: 'daily',
    });
    const res = await ctx.app.request(`/api/alerts/unsubscribe?token=${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ALERTS_API.unsubscribed });
    expect(await findAlert(ctx.db, id)).toBeUndefined();
    expect((await ctx.request(`/api/alerts/unsubscribe?token=${q}`)).status).toBe(404);
    const again = await ctx.app.request(`/api/alerts/unsubscribe?token=${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(404);
    expect((await failure(again)).detail).toBe(ALERT_MAIL_TEXTS.invalidUnsubscribeLink);
  });

  test("also multipart (RFC 8058), from another site, and the app's JSON {}", async () => {
    const a = await alertWithToken();
    const fd = new FormData();
    fd.append('List-Unsubscribe', 'One-Click');
    const multipart = await ctx.app.request(`/api/alerts/unsubscribe?token=${a.q}`, {
      method: 'POST',
      body: fd,
      headers: { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
    });
    expect(multipart.status).toBe(200);
    const b = await alertWithToken();
    const json = await ctx.request(`/api/alerts/unsubscribe?token=${b.q}`, { json: {} });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ message: ALERTS_API.unsubscribed });
  });

  test('a browser form POST is sent on (303) to a plain page; a bad token gets a 404 page', async () => {
    const { q } = await alertWithToken();
    const form = (token: string) =>
      ctx.app.request(`/api/alerts/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        },
        body: 'List-Unsubscribe=One-Click',
      });
    const res = await form(q);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/alerts/unsubscribed');
    const bad = await form(q);
    expect(bad.status).toBe(404);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await bad.text();
    expect(html).toContain(ALERT_MAIL_TEXTS.invalidBody);
    expect(html).toContain('href="/"');
  });

  test('forged, tampered or malformed tokens are 404; other body types 415, bad JSON 400', async () => {
    const { id, token, q } = await alertWithToken();
    const nonce = (await findAlert(ctx.db, id))?.nonce as string;
    for (const t of [
      '',
      'abc',
      `${token}x`,
      `${id + 1}${token.slice(String(id).length)}`,
      unsubscribeToken('another secret of 32 bytes or more!!', id, nonce),
      unsubscribeToken(await unsubscribeSecret(ctx.db), id, 'someothernonce00'),
    ]) {
      expect(
        (await ctx.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(t)}`)).status,
        t,
      ).toBe(404);
    }
    const post = (type: string, body: string) =>
      ctx.app.request(`/api/alerts/unsubscribe?token=${q}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    expect((await post('text/plain', 'List-Unsubscribe=One-Click')).status).toBe(415);
    expect((await post('application/json', '{oops')).status).toBe(400);
    expect(await findAlert(ctx.db, id)).toBeDefined();
  });
});

describe('the XSRF and Content-Type exemption is this one path only', () => {
  test('every neighbour of /api/alerts/unsubscribe still needs the XSRF cookie and header', async () => {
    const paths = [
      '/api/alerts',
      '/api/alerts/',
      '/api/alerts/unsubscribe/',
      '/api/alerts/unsubscribeX',
      '/api/alerts/unsubscribe2',
      '/api/alerts/unsubscribe/x',
      '/api/alerts/confirm',
      '/api/alerts%2Funsubscribe',
      '/api/Alerts/unsubscribe',
      '/api/alerts/UNSUBSCRIBE',
      '//api/alerts/unsubscribe',
      '/api//alerts/unsubscribe',
      '/api/alerts/unsubscribe%2F',
      '/api/alerts/unsubscribe;x',
      '/api/alerts/./unsubscribe/..',
      '/api/saved-jobs/merge',
      '/api/login',
    ];
    for (const path of paths) {
      const res = await ctx.app.request(`${path}?token=x`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      // 403, or 405 for a path outside /api (nothing is answered there)
      expect(res.status === 403 || (res.status === 405 && !path.startsWith('/api/')), path).toBe(
        true,
      );
    }
    // Other methods on the path itself are not exempt either.
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await ctx.app.request('/api/alerts/unsubscribe?token=x', {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status, method).toBe(403);
    }
  });

  test('with the XSRF header, a form body elsewhere is still 415', async () => {
    const res = await ctx.request('/api/alerts/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=x',
    });
    expect(res.status).toBe(415);
    const created = await ctx.request('/api/alerts', {
      method: 'POST',
      token: coach.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'frequency=daily',
    });
    expect(created.status).toBe(415);
  });

  test('a percent-encoded spelling of the same path is the same call, nothing more', async () => {
    const res = await ctx.app.request('/api/alerts/%75nsubscribe?token=x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    // Hono decodes it to /api/alerts/unsubscribe: the unsubscribe call itself, token checked.
    expect(res.status).toBe(404);
    expect((await failure(res)).detail).toBe(ALERT_MAIL_TEXTS.invalidUnsubscribeLink);
  });
});

describe('the pages of the unsubscribe link', () => {
  test('a valid link: the alert in words and one form button, no script; the done page', async () => {
    const { id } = AlertCreatedResponseSchema.parse(
      await (
        await create(
          { query: { title: 'coach', location: 'NSW' }, frequency: 'weekly' },
          coach.token,
        )
      ).json(),
    );
    const a = await findAlert(ctx.db, id);
    const token = unsubscribeToken(await unsubscribeSecret(ctx.db), id, a?.nonce as string);
    const res = await ctx.app.request(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('&quot;coach&quot; · NSW');
    expect(html).toContain(
      `<form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}">`,
    );
    expect(html).toContain(`<button type="submit">${ALERT_MAIL_TEXTS.pageButton}</button>`);
    expect(html).not.toContain('<script');
    const done = await ctx.app.request('/alerts/unsubscribed');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(ALERT_MAIL_TEXTS.doneTitle);
  });

  test("served by the server ahead of the app's pages (which /alerts and /alerts/confirm are)", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'touchline-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const withApp = await createTestContext({ config: { distDir: dist } });
    try {
      const page = await withApp.request('/alerts/unsubscribe?token=nope');
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(ALERT_MAIL_TEXTS.invalidTitle);
      for (const path of ['/alerts', '/alerts/confirm?token=abc']) {
        const app = await withApp.request(path);
        expect(app.status, path).toBe(200);
        expect(await app.text(), path).toContain('<div id="root">');
      }
    } finally {
      await withApp.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('a bad link: a 404 page with a way back', async () => {
    for (const q of ['', '?token=', '?token=1.abcdefghijkl.xyz', '?token=%3Cscript%3E']) {
      const res = await ctx.app.request(`/alerts/unsubscribe${q}`);
      expect(res.status, q).toBe(404);
      const html = await res.text();
      expect(html).toContain(ALERT_MAIL_TEXTS.invalidTitle);
      expect(html).toContain('<a href="/">');
      expect(html).not.toContain('<script');
    }
  });
});
