// Reports (issue 32; both engines): POST /api/report by visitors and signed-in users, its 400s,
// 404s and rate limit; three different reporters within 24 hours hide a role from lists,
// search and the sitemap (its page still answers), while two, three spread over more than a
// day, or one reporter three times do not; the admin's list, dismiss and take-down; 401/403.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiFailureSchema } from '../../src/shared/schemas';
import { ReportsResponseSchema } from '../../src/shared/schemas/trust';
import { MODERATION_MAIL } from '../../src/shared/texts/moderation-mail';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../src/shared/texts/trust';
import { RATE_LIMIT_DEFAULTS } from '../config';
import { createTestContext, type TestContext } from '../test-utils';
import { adminToken, postRole, signedInOrg } from '../testing/trust-fixtures';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof signedInOrg>>;
const HOUR = 3600_000;
let addresses = 0;
/** A fresh visitor address (TRUST_PROXY is on: the last X-Forwarded-For hop). */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

const report = (
  jobId: unknown,
  o: { token?: string; address?: string; reason?: unknown; details?: unknown } = {},
) =>
  ctx.request('/api/report', {
    token: o.token,
    headers: { 'x-forwarded-for': o.address ?? '198.51.100.1' },
    json: {
      jobId,
      reason: o.reason ?? 'Scam or fraud',
      details: o.details ?? 'Asks for bank details',
    },
  });

/** A fresh sign-in (the tests move the clock past access tokens' life). */
/** An admin's token now (with its second factor). */
const adm = async () => (await adminToken(ctx)).token;
const orgToken = async () => (await ctx.loginAs(org.email, org.password)).token;

async function coachToken() {
  const c = await ctx.registerCoach();
  return (await ctx.loginAs(c.email, c.password)).token;
}

/** Where the role shows: the lists (search by its unique word), the sitemap, its page. */
async function shows(jobId: number, word: string) {
  const list = (await (await ctx.request(`/api/job/list?title=${word}`)).json()) as {
    list: { id: number }[];
  };
  const sitemap = await (await ctx.request('/sitemap.xml')).text();
  return {
    listed: list.list.some((j) => j.id === jobId),
    sitemap: sitemap.includes(`jobId=${jobId}<`),
    page: (await ctx.request(`/api/job/job_detail/${jobId}`)).status,
  };
}

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    config: { trustProxy: true, rateLimits: { ...RATE_LIMIT_DEFAULTS } },
  });
  org = await signedInOrg(ctx, 'Reported Rovers');
});

afterAll(() => ctx.close());

describe('POST /api/report', () => {
  test('a visitor and a signed-in coach report; keys hashed, never the address', async () => {
    const job = await postRole(ctx, await orgToken(), 'Quokka Keeper Coach');
    const address = newAddress();
    const res = await report(job, { address });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ message: TRUST_MESSAGES.reportReceived });
    const token = await coachToken();
    expect((await report(job, { token, address, reason: 'Other', details: '' })).status).toBe(201);
    const rows = await ctx.db.q
      .selectFrom('reports')
      .select(['reporter_key', 'reporter_id', 'reason', 'details'])
      .where('job_id', '=', job)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0].reporter_key).toMatch(/^a:[A-Za-z0-9_-]{43}$/);
    expect(rows[0].reporter_key).not.toContain(address);
    expect(rows[0]).toMatchObject({ reporter_id: null, reason: 'Scam or fraud' });
    expect(rows[1].reporter_key).toMatch(/^u:\d+$/);
    expect(rows[1].reporter_id).toBe(Number(rows[1].reporter_key.slice(2)));
    // A bearer that is not valid is 401, not a visitor's report.
    expect((await report(job, { token: 'not-a-token' })).status).toBe(401);
  });

  test('400s: an unknown reason, details over 1,000 characters, no jobId', async () => {
    const job = await postRole(ctx, await orgToken(), 'Numbat Coach');
    const fieldsOf = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBe(400);
      return Object.keys(ApiFailureSchema.parse(await res.json()).fields ?? {});
    };
    expect(await fieldsOf(await report(job, { reason: 'Boring' }))).toEqual(['reason']);
    expect(await fieldsOf(await report(job, { details: 'x'.repeat(1001) }))).toEqual(['details']);
    expect(
      await fieldsOf(await ctx.request('/api/report', { json: { reason: 'Other', details: '' } })),
    ).toEqual(['jobId']);
    expect((await report(job, { details: 'x'.repeat(1000) })).status).toBe(201);
  });

  test('404 for a role that is not public or does not exist', async () => {
    const job = await postRole(ctx, await orgToken(), 'Bilby Coach');
    await ctx.db.q
      .updateTable('jobs')
      .set({ review: 'held', visibility: 2 })
      .where('id', '=', job)
      .execute();
    expect((await report(job)).status).toBe(404);
    expect((await report(99_999_999)).status).toBe(404);
    const n = await ctx.db.q.selectFrom('reports').select('id').where('job_id', '=', job).execute();
    expect(n).toEqual([]);
  });

  test('20 an hour per address: the 21st is 429 with Retry-After; another address is not', async () => {
    const job = await postRole(ctx, await orgToken(), 'Wombat Coach');
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) expect((await report(job, { address })).status).toBe(201);
    const limited = await report(job, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report(job, { address: newAddress() })).status).toBe(201);
    ctx.clock.advance(HOUR);
    expect((await report(job, { address })).status).toBe(201);
  });
});

describe('three reporters within 24 hours', () => {
  test('two do not hide; a third (two coaches and a visitor) hides it from lists, search and the sitemap, not its page', async () => {
    const job = await postRole(ctx, await orgToken(), 'Platypus Coach');
    expect(await shows(job, 'platypus')).toEqual({ listed: true, sitemap: true, page: 200 });
    expect((await report(job, { token: await coachToken() })).status).toBe(201);
    ctx.clock.advance(HOUR);
    expect((await report(job, { token: await coachToken() })).status).toBe(201);
    expect(await shows(job, 'platypus')).toEqual({ listed: true, sitemap: true, page: 200 });
    ctx.clock.advance(HOUR);
    expect((await report(job, { address: newAddress() })).status).toBe(201);
    expect(await shows(job, 'platypus')).toEqual({ listed: false, sitemap: false, page: 200 });
    const row = await ctx.db.q
      .selectFrom('jobs')
      .select(['hidden_at', 'visibility'])
      .where('id', '=', job)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden_at: new Date(ctx.clock.now()).toISOString(), visibility: 1 });

    // The admin sees it grouped, with its count and reasons; dismissing shows it again.
    const list = ReportsResponseSchema.parse(
      await (await ctx.request('/api/admin/reports', { token: await adm() })).json(),
    ).list;
    expect(list.find((g) => g.jobId === job)).toEqual({
      jobId: job,
      name: 'Platypus Coach',
      orgId: org.orgId,
      count: 3,
      reasons: ['Scam or fraud'],
      lastReportedAt: new Date(ctx.clock.now()).toISOString(),
      hidden: true,
    });
    const dismiss = await ctx.request(`/api/admin/reports/${job}/dismiss`, {
      method: 'POST',
      token: await adm(),
    });
    expect(dismiss.status, await dismiss.clone().text()).toBe(200);
    expect(await dismiss.json()).toEqual({ message: TRUST_MESSAGES.reportsDismissed });
    expect(await shows(job, 'platypus')).toEqual({ listed: true, sitemap: true, page: 200 });
    const again = await ctx.request(`/api/admin/reports/${job}/dismiss`, {
      method: 'POST',
      token: await adm(),
    });
    expect(again.status).toBe(409);
    expect(ApiFailureSchema.parse(await again.json()).detail).toBe(TRUST_ERRORS.noOpenReports);
    expect(
      (
        await ctx.request('/api/admin/reports/99999999/dismiss', {
          method: 'POST',
          token: await adm(),
        })
      ).status,
    ).toBe(404);
  });

  test('three spread over more than 24 hours do not hide it', async () => {
    const job = await postRole(ctx, await orgToken(), 'Echidna Coach');
    expect((await report(job, { address: newAddress() })).status).toBe(201);
    ctx.clock.advance(13 * HOUR);
    expect((await report(job, { address: newAddress() })).status).toBe(201);
    ctx.clock.advance(12 * HOUR);
    expect((await report(job, { address: newAddress() })).status).toBe(201);
    expect(await shows(job, 'echidna')).toEqual({ listed: true, sitemap: true, page: 200 });
  });

  test('the same reporter three times counts once', async () => {
    const job = await postRole(ctx, await orgToken(), 'Dingo Coach');
    const token = await coachToken();
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await report(job, { token })).status).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await report(job, { address })).status).toBe(201);
    expect(await shows(job, 'dingo')).toEqual({ listed: true, sitemap: true, page: 200 });
    const group = ReportsResponseSchema.parse(
      await (await ctx.request('/api/admin/reports', { token: await adm() })).json(),
    ).list.find((g) => g.jobId === job);
    expect(group).toMatchObject({ count: 6, hidden: false });
  });
});

describe('admin: take down', () => {
  test('closes the role as withdrawn, not public, reports resolved, the reason mailed', async () => {
    const job = await postRole(ctx, await orgToken(), 'Cassowary Coach');
    const coach = await ctx.registerCoach();
    expect((await report(job, { address: newAddress(), reason: 'Inaccurate' })).status).toBe(201);
    ctx.mail.length = 0;
    const res = await ctx.request(`/api/admin/jobs/${job}/takedown`, {
      token: await adm(),
      json: { reason: 'Asks applicants for their bank details.' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: TRUST_MESSAGES.roleTakenDown });
    const row = await ctx.db.q
      .selectFrom('jobs')
      .select(['is_open', 'closed_reason', 'review', 'review_reason', 'visibility'])
      .where('id', '=', job)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      is_open: 0,
      closed_reason: 'withdrawn',
      review: 'taken_down',
      review_reason: 'Asks applicants for their bank details.',
      visibility: 2,
    });
    expect((await ctx.request(`/api/job/job_detail/${job}`)).status).toBe(404);
    expect(await shows(job, 'cassowary')).toMatchObject({ listed: false, sitemap: false });
    const open = ReportsResponseSchema.parse(
      await (await ctx.request('/api/admin/reports', { token: await adm() })).json(),
    ).list;
    expect(open.some((g) => g.jobId === job)).toBe(false);
    const mail = ctx.mail.find((m) => m.to === org.email);
    expect(mail?.subject).toBe(MODERATION_MAIL.takedownSubject('Cassowary Coach'));
    expect(mail?.text).toContain('Asks applicants for their bank details.');
    expect(ctx.mail.some((m) => m.to === coach.email)).toBe(false);
    // A reason is required; an unknown role is 404.
    const noReason = await ctx.request(`/api/admin/jobs/${job}/takedown`, {
      token: await adm(),
      json: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const unknown = await ctx.request('/api/admin/jobs/99999999/takedown', {
      token: await adm(),
      json: { reason: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  test('401 without a token, 403 for coaches, organisations and an admin without its second factor', async () => {
    const coach = await coachToken();
    const noMf = await adminToken(ctx);
    const { signAccessToken } = await import('../lib/tokens');
    const half = await signAccessToken(ctx.db, ctx.deps.config.jwtSecret, noMf.id, ctx.clock.now());
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/1/dismiss'],
      ['POST', '/api/admin/jobs/1/takedown', { reason: 'x' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await ctx.request(path, { method, json })).status, path).toBe(401);
      for (const token of [coach, await orgToken(), half]) {
        expect((await ctx.request(path, { method, json, token })).status, path).toBe(403);
      }
    }
  });
});
