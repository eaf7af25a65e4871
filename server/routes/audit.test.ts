// The audit log (issue 32; both engines): an organisation's role posting, edit, close and reopen
// and its application status changes are recorded with who, what, when and the changed fields;
// GET /api/admin/audit filters by actor, organisation, role and dates, pages, and refuses bad
// values naming the field; the database refuses UPDATE and DELETE of entries; an organisation
// user's data export holds its own entries.
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiFailureSchema } from '../../src/shared/schemas';
import { ExportDataSchema } from '../../src/shared/schemas/account-data';
import { type AuditEntry, AuditResponseSchema } from '../../src/shared/schemas/trust';
import { pdfBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, type TestContext } from '../test-utils';
import { adminToken, postRole, roleBody, signedInOrg } from '../testing/trust-fixtures';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;
let jobId = 0;
let otherJob = 0;
let applicationId = 0;
const HOUR = 3600_000;

const adm = async () => (await adminToken(ctx)).token;
const orgToken = async () => (await ctx.loginAs(org.email, org.password)).token;

async function audit(query = ''): Promise<{ list: AuditEntry[]; length: number }> {
  const res = await ctx.request(`/api/admin/audit${query}`, { token: await adm() });
  expect(res.status, await res.clone().text()).toBe(200);
  return AuditResponseSchema.parse(await res.json());
}

async function upload(token: string, kind: 'resume' | 'cv') {
  const fd = new FormData();
  fd.append(kind, new File([pdfBytes()], `${kind}.pdf`));
  const res = await ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: fd, token });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { resumeId?: number; cvId?: number };
  return (body.resumeId ?? body.cvId) as number;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  org = await signedInOrg(ctx, 'Audited Albatrosses');
  other = await signedInOrg(ctx, 'Other Ospreys');
  jobId = await postRole(ctx, org.token, 'Albatross Coach');
  ctx.clock.advance(HOUR);
  otherJob = await postRole(
    ctx,
    (await ctx.loginAs(other.email, other.password)).token,
    'Osprey Coach',
  );
  ctx.clock.advance(HOUR);
  const token = await orgToken();
  const edit = await ctx.request(`/api/org/jobs/${jobId}`, {
    method: 'PUT',
    token,
    json: roleBody('Albatross Head Coach'),
  });
  expect(edit.status, await edit.clone().text()).toBe(200);
  // A coach applies; the organisation moves the application on.
  const coach = await ctx.registerCoach();
  const ct = (await ctx.loginAs(coach.email, coach.password)).token;
  const applied = await ctx.request('/api/job-apply/apply', {
    token: ct,
    json: {
      firstName: 'Casey',
      lastName: 'Coach',
      resume: await upload(ct, 'resume'),
      cv: await upload(ct, 'cv'),
      jobId,
      salary: '$40 an hour',
      notice: '2 weeks',
      referredBy: 'A friend',
    },
  });
  expect(applied.status, await applied.clone().text()).toBe(201);
  applicationId = (
    await ctx.db.q
      .selectFrom('applications')
      .select('id')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow()
  ).id;
  ctx.clock.advance(HOUR);
  const moved = await ctx.request(`/api/org/applications/${applicationId}/status`, {
    token: await orgToken(),
    json: { status: 'Shortlisted' },
  });
  expect(moved.status, await moved.clone().text()).toBe(200);
  ctx.clock.advance(HOUR);
  const closed = await ctx.request(`/api/org/jobs/${jobId}/status`, {
    token: await orgToken(),
    json: { open: false, reason: 'filled', notifyApplicants: false },
  });
  expect(closed.status, await closed.clone().text()).toBe(200);
  ctx.clock.advance(HOUR);
  const reopened = await ctx.request(`/api/org/jobs/${jobId}/status`, {
    token: await orgToken(),
    json: { open: true, closingDate: '2026-04-15' },
  });
  expect(reopened.status, await reopened.clone().text()).toBe(200);
});
afterAll(() => ctx.close());

describe('what is recorded', () => {
  test("an organisation's role posting, edit, status moves and application status", async () => {
    const { list, length } = await audit(`?orgId=${org.orgId}`);
    expect(length).toBe(5);
    // Newest first.
    expect(list.map((e) => e.action)).toEqual([
      'job.status',
      'job.status',
      'application.status',
      'job.update',
      'job.create',
    ]);
    for (const e of list) expect(e).toMatchObject({ actorId: org.id, actorRole: 'ROLE_ORG' });
    const [reopen, close, status, update, create] = list;
    expect(create.target).toBe(`job:${jobId}`);
    expect(create.before).toEqual({});
    expect(create.after).toMatchObject({ name: 'Albatross Coach', is_open: 1, tags: ['Netball'] });
    expect(update.before).toEqual({ name: 'Albatross Coach' });
    expect(update.after).toEqual({ name: 'Albatross Head Coach' });
    expect(status.target).toBe(`application:${applicationId}`);
    expect(status.before).toEqual({ status: 'Received' });
    expect(status.after).toEqual({ status: 'Shortlisted' });
    expect(close.before).toMatchObject({ is_open: 1, closed_reason: null });
    expect(close.after).toMatchObject({ is_open: 0, closed_reason: 'filled' });
    expect(reopen.before).toMatchObject({ is_open: 0, closed_reason: 'filled' });
    expect(reopen.after).toMatchObject({
      is_open: 1,
      closed_reason: null,
      closing_date: '2026-04-15',
    });
    expect(Date.parse(reopen.at)).toBeGreaterThan(Date.parse(close.at));
  });

  test('an edit that changes nothing records nothing', async () => {
    const before = (await audit(`?jobId=${otherJob}`)).length;
    const token = (await ctx.loginAs(other.email, other.password)).token;
    const res = await ctx.request(`/api/org/jobs/${otherJob}`, {
      method: 'PUT',
      token,
      json: roleBody('Osprey Coach'),
    });
    expect(res.status).toBe(200);
    expect((await audit(`?jobId=${otherJob}`)).length).toBe(before);
  });
});

describe('GET /api/admin/audit', () => {
  test('filters by actor, organisation, role and dates; pages', async () => {
    const byOther = await audit(`?actorId=${other.id}`);
    expect(byOther.list.map((e) => [e.action, e.target])).toEqual([
      ['job.create', `job:${otherJob}`],
    ]);
    expect((await audit(`?jobId=${jobId}`)).length).toBe(5);
    const start = new Date(ctx.clock.now() - 5 * HOUR);
    // From the edit's hour (2 h after the start) to the status change's (3 h): an ISO time range.
    const from = new Date(start.getTime() + 2 * HOUR).toISOString();
    const to = new Date(start.getTime() + 3 * HOUR).toISOString();
    const ranged = await audit(`?orgId=${org.orgId}&from=${from}&to=${to}`);
    expect(ranged.list.map((e) => e.action)).toEqual(['application.status', 'job.update']);
    // A date takes in its whole day (UTC).
    const day = start.toISOString().slice(0, 10);
    expect((await audit(`?orgId=${org.orgId}&from=${day}&to=${day}`)).length).toBe(5);
    expect((await audit(`?orgId=${org.orgId}&to=2000-01-01`)).length).toBe(0);

    const one = await audit(`?orgId=${org.orgId}&postPerPage=2&page=1`);
    const two = await audit(`?orgId=${org.orgId}&postPerPage=2&page=2`);
    const three = await audit(`?orgId=${org.orgId}&postPerPage=2&page=3`);
    expect([one.list.length, two.list.length, three.list.length]).toEqual([2, 2, 1]);
    expect(one.length).toBe(5);
    const ids = [...one.list, ...two.list, ...three.list].map((e) => e.id);
    expect(ids).toEqual((await audit(`?orgId=${org.orgId}`)).list.map((e) => e.id));
  });

  test('bad values are 400 naming the field', async () => {
    const token = await adm();
    for (const [query, field] of [
      ['actorId=abc', 'actorId'],
      ['orgId=0', 'orgId'],
      ['jobId=-3', 'jobId'],
      ['from=yesterday', 'from'],
      ['from=2026-02-30', 'from'],
      ['to=2026-03-01T25:00Z', 'to'],
    ]) {
      const res = await ctx.request(`/api/admin/audit?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(Object.keys(ApiFailureSchema.parse(await res.json()).fields ?? {}), query).toEqual([
        field,
      ]);
    }
  });

  test('401 without a token, 403 for an organisation user', async () => {
    expect((await ctx.request('/api/admin/audit')).status).toBe(401);
    expect((await ctx.request('/api/admin/audit', { token: await orgToken() })).status).toBe(403);
  });
});

describe('append-only', () => {
  test('the database refuses UPDATE and DELETE of entries', async () => {
    const [first] = (await audit(`?jobId=${jobId}`)).list;
    await expect(
      sql`UPDATE audit_log SET action = 'tampered' WHERE id = ${first.id}`.execute(ctx.db.q),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM audit_log WHERE id = ${first.id}`.execute(ctx.db.q),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(ctx.db.q)).rejects.toThrow(/append-only/);
    const [again] = (await audit(`?jobId=${jobId}`)).list;
    expect(again).toEqual(first);
  });
});

describe('the data export', () => {
  test("an organisation user's export holds its own entries, a coach's none", async () => {
    const res = await ctx.request('/api/user/export', {
      token: await orgToken(),
      json: { password: org.password },
    });
    expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = ExportDataSchema.parse(JSON.parse(new TextDecoder().decode(files['data.json'])));
    expect(data.auditEntries.map((e) => e.action)).toEqual([
      'job.create',
      'job.update',
      'application.status',
      'job.status',
      'job.status',
    ]);
    expect(data.auditEntries.every((e) => e.actorId === org.id)).toBe(true);
    expect(data.twoStepSignIn).toBe(false);
    expect(data.reports).toEqual([]);
  });
});
