// The admin calls of API.md part 2 "Trust and safety" (issue 32) and GET /api/admin/orgs, over
// db.admin (../admin-db.ts): 401 without a token, 403 for coaches and organisations, 403 with
// TRUST_ERRORS.secondFactorNeeded for an admin token without `mf`. Each action is audited.
// Users are found by the start of their e-mail, organisations by any part of their name, as the
// server does.
import { HttpResponse, http } from 'msw';
import { ROLE_ADMIN } from '../../../src/shared/constants';
import { MESSAGES } from '../../../src/shared/messages';
import { AdminReasonRequestSchema, SuspendRequestSchema } from '../../../src/shared/schemas/trust';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { TRUST_ERRORS as E, TRUST_MESSAGES as M } from '../../../src/shared/texts/trust';
import type { MockAuditEntry } from '../admin-db';
import { db } from '../db';
import { authenticate, checkXsrf, failure, readJson } from '../http';
import { readToken } from '../tokens';

type Guarded = { userId: number } | { response: Response };

async function guard(request: Request): Promise<Guarded> {
  const checked = authenticate(request, ROLE_ADMIN);
  if ('response' in checked) return checked;
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  if (readToken(token)?.mf !== 1) return { response: failure(403, E.secondFactorNeeded) };
  if (request.method !== 'GET') {
    const xsrf = checkXsrf(request);
    if (xsrf) return { response: xsrf };
  }
  return { userId: checked.user.id };
}

function audit(
  actorId: number,
  action: string,
  target: string,
  change: Pick<MockAuditEntry, 'before' | 'after' | 'orgId' | 'jobId'>,
) {
  const a = db.admin.audit;
  a.push({
    id: a.length + 1,
    at: new Date().toISOString(),
    actorId,
    actorRole: ROLE_ADMIN,
    action,
    target,
    ...change,
  });
}

async function reasonOf(request: Request): Promise<{ reason: string } | { response: Response }> {
  const parsed = AdminReasonRequestSchema.safeParse(await readJson(request));
  if (parsed.success) return parsed.data;
  return { response: failure(400, E.reasonRequired, { reason: parsed.error.issues[0].message }) };
}

const ok = (message: string) => HttpResponse.json({ message });

export const adminHandlers = [
  http.get('/api/admin/queue', async ({ request }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    return HttpResponse.json({ list: db.admin.queue });
  }),

  http.post('/api/admin/orgs/:orgId/verify', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const org = db.admin.orgs.find((o) => o.id === Number(params.orgId));
    if (!org) return failure(404, E.orgNotFound);
    org.verified = true;
    org.held = 0;
    db.admin.queue = db.admin.queue.filter((q) => q.orgId !== org.id);
    audit(g.userId, 'org.verify', `organisation ${org.id}`, {
      before: { verified: false },
      after: { verified: true },
      orgId: org.id,
      jobId: null,
    });
    return ok(M.organisationVerified);
  }),

  http.post('/api/admin/jobs/:jobId/approve', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const jobId = Number(params.jobId);
    const item = db.admin.queue.find((q) => q.jobId === jobId);
    if (!item) return failure(409, E.notHeld);
    db.admin.queue = db.admin.queue.filter((q) => q !== item);
    audit(g.userId, 'job.approve', `job ${jobId}`, {
      before: { review: 'held' },
      after: { review: 'approved' },
      orgId: item.orgId,
      jobId,
    });
    return ok(M.roleApproved);
  }),

  http.post('/api/admin/jobs/:jobId/reject', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const reason = await reasonOf(request);
    if ('response' in reason) return reason.response;
    const jobId = Number(params.jobId);
    const item = db.admin.queue.find((q) => q.jobId === jobId);
    if (!item) return failure(409, E.notHeld);
    db.admin.queue = db.admin.queue.filter((q) => q !== item);
    audit(g.userId, 'job.reject', `job ${jobId}`, {
      before: { review: 'held' },
      after: { review: 'rejected', reason: reason.reason },
      orgId: item.orgId,
      jobId,
    });
    return ok(M.roleRejected);
  }),

  http.post('/api/admin/jobs/:jobId/takedown', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const reason = await reasonOf(request);
    if ('response' in reason) return reason.response;
    const jobId = Number(params.jobId);
    const group = db.admin.reports.find((r) => r.jobId === jobId);
    if (!group) return failure(404, E.jobNotFound);
    db.admin.reports = db.admin.reports.filter((r) => r !== group);
    audit(g.userId, 'job.takedown', `job ${jobId}`, {
      before: { status: 'open' },
      after: { status: 'withdrawn', reason: reason.reason },
      orgId: group.orgId,
      jobId,
    });
    return ok(M.roleTakenDown);
  }),

  http.get('/api/admin/reports', async ({ request }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    return HttpResponse.json({ list: db.admin.reports });
  }),

  http.post('/api/admin/reports/:jobId/dismiss', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const group = db.admin.reports.find((r) => r.jobId === Number(params.jobId));
    if (!group) return failure(409, E.noOpenReports);
    db.admin.reports = db.admin.reports.filter((r) => r !== group);
    audit(g.userId, 'reports.dismiss', `job ${group.jobId}`, {
      before: { hidden: group.hidden },
      after: { hidden: false },
      orgId: group.orgId,
      jobId: group.jobId,
    });
    return ok(M.reportsDismissed);
  }),

  http.post('/api/admin/orgs/:orgId/suspend', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const body = SuspendRequestSchema.safeParse(await readJson(request));
    if (!body.success)
      return failure(400, API_ERRORS.validationFailed, { suspended: MESSAGES.required });
    const orgId = Number(params.orgId);
    const org = db.admin.orgs.find((o) => o.id === orgId);
    const reported = db.admin.reports.some((r) => r.orgId === orgId);
    if (!org && !reported) return failure(404, E.orgNotFound);
    const { suspended } = body.data;
    if (org) org.suspended = suspended;
    audit(g.userId, suspended ? 'org.suspend' : 'org.restore', `organisation ${orgId}`, {
      before: { suspended: !suspended },
      after: { suspended },
      orgId,
      jobId: null,
    });
    return ok(suspended ? M.organisationSuspended : M.organisationRestored);
  }),

  http.get('/api/admin/orgs', async ({ request }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
    return HttpResponse.json({
      list: db.admin.orgs.filter((o) => o.name.toLowerCase().includes(name)),
    });
  }),

  http.get('/api/admin/users', async ({ request }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const email = (new URL(request.url).searchParams.get('email') ?? '').toLowerCase();
    const list = db.users
      .filter((u) => u.email.toLowerCase().startsWith(email))
      .map((u) => ({
        id: u.id,
        email: u.email,
        role: u.role,
        orgId: u.orgId ?? null,
        suspended: db.admin.suspendedUsers.has(u.id),
      }));
    return HttpResponse.json({ list });
  }),

  http.post('/api/admin/users/:id/suspend', async ({ request, params }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const body = SuspendRequestSchema.safeParse(await readJson(request));
    if (!body.success)
      return failure(400, API_ERRORS.validationFailed, { suspended: MESSAGES.required });
    const user = db.users.find((u) => u.id === Number(params.id));
    if (!user) return failure(404, E.userNotFound);
    if (user.id === g.userId) return failure(409, E.notOwnAccount);
    const { suspended } = body.data;
    if (suspended) db.admin.suspendedUsers.add(user.id);
    else db.admin.suspendedUsers.delete(user.id);
    audit(g.userId, suspended ? 'user.suspend' : 'user.restore', `user ${user.id}`, {
      before: { suspended: !suspended },
      after: { suspended },
      orgId: user.orgId ?? null,
      jobId: null,
    });
    return ok(suspended ? M.userSuspended : M.userRestored);
  }),

  http.get('/api/admin/audit', async ({ request }) => {
    const g = await guard(request);
    if ('response' in g) return g.response;
    const q = new URL(request.url).searchParams;
    const num = (key: string) => (q.get(key) ? Number(q.get(key)) : null);
    const [actorId, orgId, jobId] = [num('actorId'), num('orgId'), num('jobId')];
    const from = q.get('from');
    const to = q.get('to');
    const matching = db.admin.audit
      .filter(
        (e) =>
          (actorId === null || e.actorId === actorId) &&
          (orgId === null || e.orgId === orgId) &&
          (jobId === null || e.jobId === jobId) &&
          (!from || e.at.slice(0, 10) >= from) &&
          (!to || e.at.slice(0, 10) <= to),
      )
      .reverse();
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
    const size = Math.max(1, Number(q.get('postPerPage') ?? 10) || 10);
    const list = matching
      .slice((page - 1) * size, page * size)
      .map(({ orgId: _o, jobId: _j, ...entry }) => entry);
    return HttpResponse.json({ list, length: matching.length });
  }),
];
