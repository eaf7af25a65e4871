/**
 * Reports, for admins (issue 32, API.md "Trust and safety"; registered by admin.ts behind
 * requireAdmin):
 *   GET  /api/admin/reports -> {list:[{jobId, name, orgId, count, reasons, lastReportedAt,
 *        hidden}]} open reports grouped by role, the latest report first (count: reports).
 *   POST /api/admin/reports/{jobId}/dismiss -> {message:'Reports Dismissed'}: the role's open
 *        reports are resolved and a role they hid shows again. 404 no role, 409 none open.
 *   POST /api/admin/jobs/{jobId}/takedown {reason} -> {message:'Role Taken Down'}: an open role
 *        closes as withdrawn (its applications in progress become Not successful, as an
 *        organisation's withdrawal does, without mail to applicants: the only mail that says so
 *        would say the organisation withdrew it; decision 027), review 'taken_down' with the
 *        reason (not public), its open reports resolved, the reason mailed to the organisation.
 * Each action is one transaction with its audit entry.
 */
import type { Hono } from 'hono';
import { parseId } from '../../src/shared/ids';
import { AdminReasonRequestSchema } from '../../src/shared/schemas/trust';
import { MODERATION_MAIL } from '../../src/shared/texts/moderation-mail';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../src/shared/texts/trust';
import { tx } from '../db/connect';
import { recordAudit } from '../db/queries/audit';
import { refreshVisibility } from '../db/queries/moderation';
import {
  clearHidden,
  openReportGroups,
  orgUserEmails,
  resolveReports,
  roleForAdmin,
  setTakenDown,
} from '../db/queries/reports';
import { closeRole } from '../db/queries/roles';
import { conflict, notFound } from '../http/errors';
import { parseJson } from '../http/validate';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

/** A role's id in an admin path: as in admin-moderation.ts, a malformed one is 404 too. */
function roleId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound(TRUST_ERRORS.jobNotFound);
  return id;
}

export function adminReportRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/admin/reports', async (c) => c.json({ list: await openReportGroups(deps.db) }));

  app.post('/admin/reports/:id/dismiss', async (c) => {
    const jobId = roleId(c.req.param('id'));
    const admin = c.get('user');
    const now = deps.clock.now();
    const at = new Date(now).toISOString();
    await tx(deps.db, async (t) => {
      const role = await roleForAdmin(t, jobId);
      if (!role) throw notFound(TRUST_ERRORS.jobNotFound);
      const resolved = await resolveReports(t, jobId, at);
      if (resolved === 0) throw conflict(TRUST_ERRORS.noOpenReports);
      await clearHidden(t, jobId);
      await refreshVisibility(t, { jobId });
      await recordAudit(t, {
        actorId: admin.id,
        actorRole: admin.role,
        action: 'reports.dismiss',
        target: `job:${jobId}`,
        orgId: role.orgId,
        jobId,
        before: { openReports: resolved, hidden: role.hidden_at !== null },
        after: { openReports: 0, hidden: false },
        at,
      });
    });
    return c.json({ message: TRUST_MESSAGES.reportsDismissed });
  });

  app.post('/admin/jobs/:id/takedown', async (c) => {
    const jobId = roleId(c.req.param('id'));
    const { reason } = await parseJson(c, AdminReasonRequestSchema);
    const admin = c.get('user');
    const now = deps.clock.now();
    const at = new Date(now).toISOString();
    await tx(deps.db, async (t) => {
      const role = await roleForAdmin(t, jobId);
      if (!role) throw notFound(TRUST_ERRORS.jobNotFound);
      if (role.is_open === 1) await closeRole(t, jobId, 'withdrawn', admin.id, at);
      await setTakenDown(t, jobId, reason);
      await resolveReports(t, jobId, at);
      await refreshVisibility(t, { jobId });
      await recordAudit(t, {
        actorId: admin.id,
        actorRole: admin.role,
        action: 'job.takedown',
        target: `job:${jobId}`,
        orgId: role.orgId,
        jobId,
        before: { open: role.is_open === 1, review: role.review, reviewReason: role.review_reason },
        after: { open: false, review: 'taken_down', reviewReason: reason },
        at,
      });
      const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/employer`;
      const subject = MODERATION_MAIL.takedownSubject(role.name);
      const text = MODERATION_MAIL.takedownText({
        jobName: role.name,
        organisation: role.organisation,
        reason,
        link,
      });
      for (const to of await orgUserEmails(t, role.orgId)) {
        await queueMail(t, { to, subject, text }, now, deps.work);
      }
    });
    return c.json({ message: TRUST_MESSAGES.roleTakenDown });
  });
}
