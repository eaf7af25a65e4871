// Moderation and suspension (issue 32; API.md "Trust and safety"): MODERATION=new-orgs holds an
// unverified organisation's roles out of every public place until an admin verifies it or
// approves the role; rejection mails the reason; suspension takes an organisation's roles (or an
// account) out and ends its sessions; every admin call is audited. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JobListResponseSchema } from '../../src/shared/schemas';
import { OrgJobListResponseSchema, OrgJobResponseSchema } from '../../src/shared/schemas/employer';
import { JobDetailResponseSchema } from '../../src/shared/schemas/job-detail';
import { OrgPageDetailsResponseSchema } from '../../src/shared/schemas/org';
import {
  AdminOrgsResponseSchema,
  AdminUsersResponseSchema,
  QueueResponseSchema,
} from '../../src/shared/schemas/trust';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../src/shared/texts/trust';
import { publishedRoles } from '../db/queries/alert-runs';
import { createTestContext, type TestContext } from '../test-utils';
import { adminToken, postRole, signedInOrg } from '../testing/trust-fixtures';

let ctx: TestContext;
let admin: { id: number; token: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, config: { moderation: 'new-orgs' } });
  admin = await adminToken(ctx);
});
afterAll(() => ctx.close());

const post = (path: string, json?: unknown, token = admin.token) =>
  ctx.request(path, { method: 'POST', token, ...(json === undefined ? {} : { json }) });
const body = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
};

/** Where role `jobId` of organisation `orgId` shows in public. */
async function publicPlaces(jobId: number, orgId: number) {
  const list = JobListResponseSchema.parse(
    await body(await ctx.request(`/api/job/list?orgId=${orgId}&postPerPage=50`)),
  );
  const search = JobListResponseSchema.parse(
    await body(await ctx.request('/api/job/list?title=Quokka&postPerPage=50')),
  );
  const facets = (await body(await ctx.request(`/api/job/facets?orgId=${orgId}`))) as {
    facets: Record<string, { count: number }[]>;
  };
  const sitemap = await (await ctx.request('/sitemap.xml')).text();
  const feed = await (await ctx.request(`/feeds/jobs.xml?orgId=${orgId}`)).text();
  const published = await publishedRoles(ctx.db, 0, 1e9, 10_000, '2000-01-01T00:00:00Z');
  return {
    list: list.list.some((j) => j.id === jobId),
    search: search.list.some((j) => j.id === jobId),
    facetLevels: Object.values(facets.facets.level ?? []).reduce((n, v) => n + v.count, 0),
    sitemap: sitemap.includes(`jobId=${jobId}<`),
    feed: new RegExp(`jobId=${jobId}(?![0-9])`).test(feed),
    alerts: published.some((r) => r.jobId === jobId),
    page: (await ctx.request(`/api/job/job_detail/${jobId}`)).status,
  };
}
const OUT = { list: false, search: false, sitemap: false, feed: false, alerts: false, page: 404 };
const IN = { list: true, search: true, sitemap: true, feed: true, alerts: true, page: 200 };
const expectPlaces = (p: Awaited<ReturnType<typeof publicPlaces>>, want: typeof OUT) => {
  const { facetLevels: _f, ...rest } = p;
  expect(rest).toEqual(want);
};

/** The audit entries on `target`, newest first. */
const auditOf = (target: string) =>
  ctx.db.q
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .execute();

describe('holding under MODERATION=new-orgs', () => {
  test('a new organisation starts unverified; its role is held and out of every public place', async () => {
    const org = await signedInOrg(ctx, 'Quokka Queens');
    const jobId = await postRole(ctx, org.token, 'Quokka Held Coach');
    const row = await ctx.db.q
      .selectFrom('jobs')
      .select(['review', 'visibility'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ review: 'held', visibility: 2 });
    const places = await publicPlaces(jobId, org.orgId);
    expectPlaces(places, OUT);
    expect(places.facetLevels).toBe(0);

    // The organisation sees it waiting, in its list and on its own read.
    const mine = OrgJobListResponseSchema.parse(
      await body(await ctx.request('/api/org/jobs', { token: org.token })),
    );
    expect(mine.list.find((j) => j.id === jobId)).toMatchObject({
      pendingReview: true,
      review: 'held',
    });
    const one = OrgJobResponseSchema.parse(
      await body(await ctx.request(`/api/org/jobs/${jobId}`, { token: org.token })),
    );
    expect(one.job).toMatchObject({ pendingReview: true, review: 'held', reviewReason: null });

    // A coach cannot apply to it (not public: 404).
    const coach = await ctx.registerCoach();
    const { token } = await ctx.loginAs(coach.email, coach.password);
    const apply = await ctx.request('/api/job-apply/apply', { token, json: { jobId } });
    expect([400, 404]).toContain(apply.status);

    // It waits in the admin's queue.
    const queue = QueueResponseSchema.parse(
      await body(await ctx.request('/api/admin/queue', { token: admin.token })),
    );
    expect(queue.list.find((q) => q.jobId === jobId)).toMatchObject({
      orgId: org.orgId,
      organisation: 'Quokka Queens',
    });
  });

  test('MODERATION=off publishes at once', async () => {
    const off = await createTestContext({ store: ctx.store, config: { moderation: 'off' } });
    const org = await off.registerOrg();
    const { token } = await off.loginAs(org.email, org.password);
    const jobId = await postRole(off, token, 'Quokka Open Coach');
    const row = await off.db.q
      .selectFrom('jobs')
      .select(['review', 'visibility'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ review: null, visibility: 0 });
    expect((await off.request(`/api/job/job_detail/${jobId}`)).status).toBe(200);
    await off.deps.work?.stop(); // the store stays open: it is ctx's
  });

  test('verifying publishes its held roles, and later roles at once; verified on cards, details and the org page', async () => {
    const org = await signedInOrg(ctx, 'Quokka Verified');
    const held = await postRole(ctx, org.token, 'Quokka Verify Coach');
    const before = await publicPlaces(held, org.orgId);
    expectPlaces(before, OUT);
    const res = await post(`/api/admin/orgs/${org.orgId}/verify`);
    expect(await body(res)).toEqual({ message: TRUST_MESSAGES.organisationVerified });
    const after = await publicPlaces(held, org.orgId);
    expectPlaces(after, IN);
    expect(after.facetLevels).toBe(before.facetLevels + 1);

    const later = await postRole(ctx, org.token, 'Quokka Later Coach');
    expectPlaces(await publicPlaces(later, org.orgId), IN);

    const list = JobListResponseSchema.parse(
      await body(await ctx.request(`/api/job/list?orgId=${org.orgId}`)),
    );
    expect(list.list.every((j) => j.verified === true)).toBe(true);
    const detail = JobDetailResponseSchema.parse(
      await body(await ctx.request(`/api/job/job_detail/${held}`)),
    );
    expect(detail.jobDetails[0].verified).toBe(true);
    const page = OrgPageDetailsResponseSchema.parse(
      await body(await ctx.request(`/api/org/getOrgPageDetails?orgid=${org.orgId}`)),
    );
    expect(page.orgData.verified).toBe(true);
    const mine = OrgJobListResponseSchema.parse(
      await body(await ctx.request('/api/org/jobs', { token: org.token })),
    );
    expect(mine.list.every((j) => j.pendingReview === false && j.review === null)).toBe(true);

    const [entry] = await auditOf(`org:${org.orgId}`);
    expect(entry).toMatchObject({
      action: 'org.verify',
      actor_id: admin.id,
      actor_role: 'ROLE_ADMIN',
      org_id: org.orgId,
    });
    expect(JSON.parse(entry.before)).toMatchObject({ verified_at: null });
    expect(JSON.parse(entry.after).verified_at).toEqual(expect.any(String));
  });

  test('an unverified organisation shows verified:false', async () => {
    const org = await signedInOrg(ctx, 'Quokka Unverified');
    const page = OrgPageDetailsResponseSchema.parse(
      await body(await ctx.request(`/api/org/getOrgPageDetails?orgid=${org.orgId}`)),
    );
    expect(page.orgData.verified).toBe(false);
  });

  test('approve lets one role out (its alert sees it as new); a second approve is 409', async () => {
    const org = await signedInOrg(ctx);
    const a = await postRole(ctx, org.token, 'Quokka Approve Coach');
    const b = await postRole(ctx, org.token, 'Quokka Still Held Coach');
    const seqBefore = await ctx.db.q
      .selectFrom('job_publications')
      .select((eb) => eb.fn.max('seq').as('s'))
      .executeTakeFirstOrThrow();
    expect(await body(await post(`/api/admin/jobs/${a}/approve`))).toEqual({
      message: TRUST_MESSAGES.roleApproved,
    });
    expectPlaces(await publicPlaces(a, org.orgId), IN);
    expectPlaces(await publicPlaces(b, org.orgId), OUT);
    // Published now, after every role published before: new to every alert's watermark.
    const pub = await ctx.db.q
      .selectFrom('job_publications')
      .select(['seq', 'public_at'])
      .where('job_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(pub.seq).toBeGreaterThan(Number(seqBefore.s ?? 0));
    expect(pub.public_at).toBe(ctx.clock.now());

    const again = await post(`/api/admin/jobs/${a}/approve`);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(TRUST_ERRORS.notHeld);
    const [entry] = await auditOf(`job:${a}`);
    expect(entry).toMatchObject({
      action: 'job.approve',
      job_id: a,
      org_id: org.orgId,
      actor_id: admin.id,
    });
    expect(JSON.parse(entry.before)).toEqual({ review: 'held' });
    expect(JSON.parse(entry.after)).toEqual({ review: null });
  });

  test('reject keeps the role out, records the reason and mails it through the outbox', async () => {
    const org = await signedInOrg(ctx, 'Quokka Rejected');
    const jobId = await postRole(ctx, org.token, 'Quokka Reject Coach');
    const sent = ctx.mail.length;
    const reason = 'Roles must name the club running them.';
    expect(await body(await post(`/api/admin/jobs/${jobId}/reject`, { reason }))).toEqual({
      message: TRUST_MESSAGES.roleRejected,
    });
    expectPlaces(await publicPlaces(jobId, org.orgId), OUT);
    // The test mailer receives only what the outbox sends (server/work/mail.ts).
    const mails = ctx.mail.slice(sent);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(org.email);
    expect(mails[0].text).toContain(reason);
    const one = OrgJobResponseSchema.parse(
      await body(await ctx.request(`/api/org/jobs/${jobId}`, { token: org.token })),
    );
    expect(one.job).toMatchObject({
      pendingReview: false,
      review: 'rejected',
      reviewReason: reason,
    });
    const [entry] = await auditOf(`job:${jobId}`);
    expect(entry).toMatchObject({ action: 'job.reject' });
    expect(JSON.parse(entry.after)).toEqual({ review: 'rejected', review_reason: reason });
    // Verifying the organisation later does not publish a rejected role.
    await body(await post(`/api/admin/orgs/${org.orgId}/verify`));
    expect((await ctx.request(`/api/job/job_detail/${jobId}`)).status).toBe(404);
    // Bad bodies: 400, nothing written.
    for (const bad of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const held = await postRole(ctx, (await signedInOrg(ctx)).token, 'Quokka Bad Body Coach');
      expect((await post(`/api/admin/jobs/${held}/reject`, bad)).status).toBe(400);
      const row = await ctx.db.q
        .selectFrom('jobs')
        .select('review')
        .where('id', '=', held)
        .executeTakeFirstOrThrow();
      expect(row.review).toBe('held');
    }
  });
});

describe('suspension', () => {
  test("a suspended organisation's roles leave every public place and its users' sessions end; restoring brings them back", async () => {
    const org = await signedInOrg(ctx, 'Quokka Suspended');
    await body(await post(`/api/admin/orgs/${org.orgId}/verify`));
    const jobId = await postRole(ctx, org.token, 'Quokka Suspend Coach');
    expectPlaces(await publicPlaces(jobId, org.orgId), IN);
    const { refresh_token } = await ctx.loginAs(org.email, org.password);

    expect(
      await body(await post(`/api/admin/orgs/${org.orgId}/suspend`, { suspended: true })),
    ).toEqual({
      message: TRUST_MESSAGES.organisationSuspended,
    });
    expectPlaces(await publicPlaces(jobId, org.orgId), OUT);
    expect((await ctx.request('/api/org/jobs', { token: org.token })).status).toBe(401);
    const refreshed = await ctx.request('/api/token/refresh', { json: { refresh_token } });
    expect(refreshed.status).toBeGreaterThanOrEqual(400);
    const [entry] = await auditOf(`org:${org.orgId}`);
    expect(entry).toMatchObject({ action: 'org.suspend' });
    expect(JSON.parse(entry.before)).toEqual({ suspended_at: null });

    expect(
      await body(await post(`/api/admin/orgs/${org.orgId}/suspend`, { suspended: false })),
    ).toEqual({
      message: TRUST_MESSAGES.organisationRestored,
    });
    expectPlaces(await publicPlaces(jobId, org.orgId), IN);
    expect((await auditOf(`org:${org.orgId}`))[0]).toMatchObject({ action: 'org.restore' });
    const orgs = AdminOrgsResponseSchema.parse(
      await body(await ctx.request('/api/admin/orgs?name=quokka%20susp', { token: admin.token })),
    );
    expect(orgs.list).toEqual([
      expect.objectContaining({ id: org.orgId, verified: true, suspended: false, held: 0 }),
    ]);
  });

  test('a suspended coach cannot apply, even with a valid token; found by e-mail; restored', async () => {
    const coach = await ctx.registerCoach();
    const found = AdminUsersResponseSchema.parse(
      await body(
        await ctx.request(
          `/api/admin/users?email=${encodeURIComponent(coach.email.slice(0, 12))}`,
          { token: admin.token },
        ),
      ),
    );
    expect(found.list).toContainEqual({
      id: coach.id,
      email: coach.email,
      role: 'ROLE_COACH',
      orgId: null,
      suspended: false,
    });
    expect(found.list.length).toBeLessThanOrEqual(50);

    const { token: old } = await ctx.loginAs(coach.email, coach.password);
    expect(
      await body(await post(`/api/admin/users/${coach.id}/suspend`, { suspended: true })),
    ).toEqual({
      message: TRUST_MESSAGES.userSuspended,
    });
    // Its sessions ended: the old token is refused.
    expect((await ctx.request('/api/job-apply/apply', { token: old, json: {} })).status).toBe(401);
    // A token made after the suspension (as if still valid) still cannot apply.
    const { signAccessToken } = await import('../lib/tokens');
    const fresh = await signAccessToken(
      ctx.db,
      ctx.deps.config.jwtSecret,
      coach.id,
      ctx.clock.now() + 1000,
    );
    ctx.clock.advance(2000);
    const res = await ctx.request('/api/job-apply/apply', { token: fresh, json: {} });
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe(TRUST_ERRORS.accountSuspended);
    expect((await auditOf(`user:${coach.id}`))[0]).toMatchObject({
      action: 'user.suspend',
      actor_id: admin.id,
    });

    expect(
      await body(await post(`/api/admin/users/${coach.id}/suspend`, { suspended: false })),
    ).toEqual({
      message: TRUST_MESSAGES.userRestored,
    });
    const again = await ctx.request('/api/job-apply/apply', { token: fresh, json: {} });
    expect(again.status).toBe(400);
    expect((await auditOf(`user:${coach.id}`))[0]).toMatchObject({ action: 'user.restore' });
  });

  test('an admin cannot suspend its own account', async () => {
    const res = await post(`/api/admin/users/${admin.id}/suspend`, { suspended: true });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(TRUST_ERRORS.notOwnAccount);
  });
});

describe('admin calls: access and bad input', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/queue'],
    ['POST', '/api/admin/orgs/1/verify'],
    ['POST', '/api/admin/jobs/1/approve'],
    ['POST', '/api/admin/jobs/1/reject', { reason: 'No.' }],
    ['POST', '/api/admin/orgs/1/suspend', { suspended: true }],
    ['GET', '/api/admin/users?email=a'],
    ['POST', '/api/admin/users/1/suspend', { suspended: true }],
    ['GET', '/api/admin/orgs?name=a'],
  ];

  test('401 without a token, 403 for a coach and an organisation, writing nothing', async () => {
    const coach = await ctx.registerCoach();
    const { token: coachToken } = await ctx.loginAs(coach.email, coach.password);
    const org = await signedInOrg(ctx);
    const entries = (await ctx.db.q.selectFrom('audit_log').select('id').execute()).length;
    for (const [method, path, json] of calls) {
      expect((await ctx.request(path, { method, json })).status, path).toBe(401);
      for (const token of [coachToken, org.token]) {
        expect((await ctx.request(path, { method, json, token })).status, path).toBe(403);
      }
    }
    expect((await ctx.db.q.selectFrom('audit_log').select('id').execute()).length).toBe(entries);
  });

  test('404 on unknown or malformed ids; 400 on bad bodies and queries', async () => {
    for (const path of [
      '/api/admin/orgs/999999/verify',
      '/api/admin/jobs/999999/approve',
      '/api/admin/orgs/abc/verify',
      '/api/admin/jobs/0/approve',
    ]) {
      expect((await post(path)).status, path).toBe(404);
    }
    expect((await post('/api/admin/jobs/999999/reject', { reason: 'No.' })).status).toBe(404);
    expect((await post('/api/admin/orgs/999999/suspend', { suspended: true })).status).toBe(404);
    expect((await post('/api/admin/users/999999/suspend', { suspended: true })).status).toBe(404);
    expect((await post('/api/admin/orgs/1/suspend', { suspended: 'yes' })).status).toBe(400);
    expect((await post('/api/admin/users/1/suspend', {})).status).toBe(400);
    expect((await ctx.request('/api/admin/users', { token: admin.token })).status).toBe(400);
  });
});
