/**
 * The admin's moderation and suspension calls (issue 32; API.md "Trust and safety"), under
 * /api/admin behind requireAdmin (routes/admin.ts). Unknown or malformed ids answer 404; each
 * action writes its audit entry in its own transaction (queries/audit.ts).
 *
 *   GET  /api/admin/queue -> {list:[{jobId, name, orgId, organisation, postedAt}]} (oldest first)
 *   POST /api/admin/orgs/{orgId}/verify -> {message:'Organisation Verified'} (held roles go out)
 *   POST /api/admin/jobs/{jobId}/approve -> {message:'Role Approved'} (409 when not held)
 *   POST /api/admin/jobs/{jobId}/reject {reason} -> {message:'Role Rejected'} (409 when not
 *        held; the reason mailed to the organisation's users through the outbox)
 *   POST /api/admin/orgs/{orgId}/suspend {suspended} -> 'Organisation Suspended' / 'Restored'
 *        (suspending ends every session of its users)
 *   GET  /api/admin/users?email= -> {list:[{id, email, role, orgId, suspended}]} (exact or prefix)
 *   POST /api/admin/users/{id}/suspend {suspended} -> 'User Suspended' / 'User Restored'
 *        (409 for oneself; suspending ends the account's sessions)
 *   GET  /api/admin/orgs?name= -> {list:[{id, name, verified, suspended, held, createdAt}]}
 *        (beyond API.md: /admin's organisations; decision 027)
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { parseId } from '../../src/shared/ids';
import { MESSAGES } from '../../src/shared/messages';
import { AdminReasonRequestSchema, SuspendRequestSchema } from '../../src/shared/schemas/trust';
import { MODERATION_MAIL } from '../../src/shared/texts/moderation-mail';
import { TRUST_ERRORS as E, TRUST_MESSAGES as M } from '../../src/shared/texts/trust';
import { tx } from '../db/connect';
import { type AuditInput, changedFields, recordAudit } from '../db/queries/audit';
import {
  findOrgs,
  findUsers,
  jobReview,
  orgState,
  orgUserAddresses,
  reviewQueue,
  setOrgSuspended,
  setReview,
  setUserSuspended,
  userState,
  verifyOrg,
} from '../db/queries/moderation';
import { endUserSessions } from '../db/queries/tokens';
import { conflict, notFound } from '../http/errors';
import { assertContentType, parseJson, parseQuery } from '../http/validate';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

const UsersQuerySchema = z.object({
  email: z
    .string({ error: MESSAGES.required })
    .check(z.trim(), z.minLength(1, { error: MESSAGES.required }), z.maxLength(254)),
});
const OrgsQuerySchema = z.object({ name: z.optional(z.string().check(z.maxLength(200))) });

/** A bodyless POST: a body of another type is still refused (415), as on every JSON route. */
function noBody(c: Context<AppEnv>): void {
  if (c.req.header('content-type') !== undefined) assertContentType(c, 'application/json');
}

/** Adds the calls to the admin router (routes/admin.ts), behind its requireAdmin. */
export function adminModerationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const nowMs = () => deps.clock.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  /** The path id, or 404 with `detail` (a malformed id is as unknown as a missing one). */
  const idOf = (c: Context<AppEnv>, name: string, detail: string) => {
    const id = parseId(c.req.param(name));
    if (id === null) throw notFound(detail);
    return id;
  };
  /** The audit entry of the caller's action, with only the fields that changed. */
  const audit = (
    c: Context<AppEnv>,
    at: number,
    e: Omit<AuditInput, 'actorId' | 'actorRole' | 'at'>,
  ): AuditInput => ({
    ...e,
    ...changedFields(e.before ?? {}, e.after ?? {}),
    actorId: c.get('user').id,
    actorRole: c.get('user').role,
    at: iso(at),
  });

  app.get('/admin/queue', async (c) => c.json({ list: await reviewQueue(deps.db) }));

  app.post('/admin/orgs/:orgId/verify', async (c) => {
    noBody(c);
    const orgId = idOf(c, 'orgId', E.orgNotFound);
    const at = nowMs();
    await tx(deps.db, async (t) => {
      const org = await orgState(t, orgId);
      if (!org) throw notFound(E.orgNotFound);
      const released = await verifyOrg(t, orgId, iso(at));
      await recordAudit(
        t,
        audit(c, at, {
          action: 'org.verify',
          target: `org:${orgId}`,
          orgId,
          before: { verified_at: org.verified_at, ...(released.length ? { held: released } : {}) },
          after: {
            verified_at: org.verified_at ?? iso(at),
            ...(released.length ? { held: [] } : {}),
          },
        }),
      );
    });
    return c.json({ message: M.organisationVerified });
  });

  /** A held role's review by an admin: approve (public now) or reject (with a mailed reason). */
  const review = async (c: Context<AppEnv>, reason: string | null) => {
    const jobId = idOf(c, 'jobId', E.jobNotFound);
    const at = nowMs();
    await tx(deps.db, async (t) => {
      const job = await jobReview(t, jobId);
      if (!job) throw notFound(E.jobNotFound);
      if (job.review !== 'held') throw conflict(E.notHeld);
      await setReview(
        t,
        jobId,
        reason === null ? { review: null } : { review: 'rejected', reason },
        iso(at),
      );
      await recordAudit(
        t,
        audit(c, at, {
          action: reason === null ? 'job.approve' : 'job.reject',
          target: `job:${jobId}`,
          orgId: job.org_id,
          jobId,
          before: { review: 'held', review_reason: job.review_reason },
          after:
            reason === null
              ? { review: null, review_reason: job.review_reason }
              : { review: 'rejected', review_reason: reason },
        }),
      );
      if (reason === null) return;
      const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/employer`;
      for (const u of await orgUserAddresses(t, job.org_id)) {
        const text = MODERATION_MAIL.rejectedText({
          firstName: u.firstName,
          jobName: job.name,
          reason,
          link,
        });
        await queueMail(
          t,
          { to: u.email, subject: MODERATION_MAIL.rejectedSubject(job.name), text },
          at,
          deps.work,
        );
      }
    });
  };

  app.post('/admin/jobs/:jobId/approve', async (c) => {
    noBody(c);
    await review(c, null);
    return c.json({ message: M.roleApproved });
  });

  app.post('/admin/jobs/:jobId/reject', async (c) => {
    const { reason } = await parseJson(c, AdminReasonRequestSchema);
    await review(c, reason);
    return c.json({ message: M.roleRejected });
  });

  app.post('/admin/orgs/:orgId/suspend', async (c) => {
    const { suspended } = await parseJson(c, SuspendRequestSchema);
    const orgId = idOf(c, 'orgId', E.orgNotFound);
    const at = nowMs();
    await tx(deps.db, async (t) => {
      const org = await orgState(t, orgId);
      if (!org) throw notFound(E.orgNotFound);
      const users = await setOrgSuspended(t, orgId, suspended, iso(at));
      // Its users are signed out everywhere: their tokens must not outlive the suspension.
      if (suspended) for (const id of users) await endUserSessions(t, id, at);
      const after = suspended ? (org.suspended_at ?? iso(at)) : null;
      await recordAudit(
        t,
        audit(c, at, {
          action: suspended ? 'org.suspend' : 'org.restore',
          target: `org:${orgId}`,
          orgId,
          before: { suspended_at: org.suspended_at },
          after: { suspended_at: after },
        }),
      );
    });
    return c.json({ message: suspended ? M.organisationSuspended : M.organisationRestored });
  });

  app.get('/admin/users', async (c) => {
    const { email } = parseQuery(c, UsersQuerySchema);
    return c.json({ list: await findUsers(deps.db, email) });
  });

  app.post('/admin/users/:id/suspend', async (c) => {
    const { suspended } = await parseJson(c, SuspendRequestSchema);
    const userId = idOf(c, 'id', E.userNotFound);
    if (userId === c.get('user').id) throw conflict(E.notOwnAccount);
    const at = nowMs();
    await tx(deps.db, async (t) => {
      const user = await userState(t, userId);
      if (!user) throw notFound(E.userNotFound);
      await setUserSuspended(t, userId, suspended, iso(at));
      if (suspended) await endUserSessions(t, userId, at);
      await recordAudit(
        t,
        audit(c, at, {
          action: suspended ? 'user.suspend' : 'user.restore',
          target: `user:${userId}`,
          orgId: user.org_id,
          before: { suspended_at: user.suspended_at },
          after: { suspended_at: suspended ? (user.suspended_at ?? iso(at)) : null },
        }),
      );
    });
    return c.json({ message: suspended ? M.userSuspended : M.userRestored });
  });

  app.get('/admin/orgs', async (c) => {
    const { name } = parseQuery(c, OrgsQuerySchema);
    return c.json({ list: await findOrgs(deps.db, name ?? '') });
  });
}
