/**
 * A role's lifecycle, for its organisation (issue 27, API.md part 2 "Role lifecycle"), and the
 * coach's reminder setting.
 *
 *   POST /api/org/jobs/{id}/status (ROLE_ORG)
 *        {open:false, reason?:'filled'|'withdrawn' (default withdrawn), notifyApplicants?:true}
 *     -> 200 {message:'Role Closed Successfully', open:false}: every application still Received,
 *        Reviewing, Shortlisted or Interview becomes Not successful, and each applicant gets one
 *        mail saying so (none with notifyApplicants:false). A closed role: 409.
 *        {open:true, closingDate, respondBy?}
 *     -> 200 {message:'Role Extended Successfully', open:true} on an open role,
 *        {message:'Role Reopened Successfully', open:true} on a closed one. The closing date is
 *        today to 180 days ahead in the role's state's zone (400 fields.closingDate); a stored
 *        respond-by date before it needs a new one (400 fields.respondBy).
 *     Another organisation's role, or none: 404.
 *   GET /api/user/settings (ROLE_COACH) -> 200 {closingReminders:true, credentialReminders:true}
 *   PUT /api/user/settings {closingReminders:false} and/or {credentialReminders:false} (issue 30)
 *     -> 200 {message:'Settings Updated Successfully', closingReminders:false,
 *        credentialReminders:true}
 */
import { type Context, Hono } from 'hono';
import { ROLE_COACH, ROLE_ORG } from '../../src/shared/constants';
import { closingDateProblem, respondByProblem } from '../../src/shared/role-dates';
import { JobStatusRequestSchema, UserSettingsRequestSchema } from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { EMPLOYER_API_MESSAGES as EM } from '../../src/shared/texts/employer';
import { LIFECYCLE_API, LIFECYCLE_ERRORS } from '../../src/shared/texts/lifecycle';
import { MAIL_TEXTS } from '../../src/shared/texts/mail';
import { dateIn, zoneOfState } from '../../src/shared/zoned-time';
import { tx } from '../db/connect';
import { credentialRemindersOf, setCredentialReminders } from '../db/queries/credentials';
import { lifecycleOf, orgRoleState, roleDates } from '../db/queries/lifecycle';
import { orgIdOf } from '../db/queries/organisations';
import { auditedRoleChange } from '../db/queries/role-audit';
import { closeRole, openRoleUntil } from '../db/queries/roles';
import { closingRemindersOf, setClosingReminders } from '../db/queries/users';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { parseJson, pathId } from '../http/validate';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

export function roleStatusRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.post('/org/jobs/:id/status', auth, requireRole(ROLE_ORG, deps), async (c) => {
    const orgId = await orgIdOf(deps.db, c.get('user').id);
    if (orgId == null) throw forbidden(API_ERRORS.noOrganisation);
    const id = pathId(c.req.param('id') ?? '', API_ERRORS.invalidJobId);
    const body = await parseJson(c, JobStatusRequestSchema);
    const at = deps.clock.now();
    const nowIso = new Date(at).toISOString();
    const role = await orgRoleState(deps.db, orgId, id);
    if (!role) throw notFound(API_ERRORS.jobNotFound);
    const { open } = lifecycleOf(role, nowIso);

    if (!body.open) {
      if (!open) throw conflict(LIFECYCLE_ERRORS.alreadyClosed);
      await tx(deps.db, async (t) => {
        let moved: Awaited<ReturnType<typeof closeRole>> = [];
        // The status move and its audit entry (issue 32) in the one transaction.
        await auditedRoleChange(t, c.get('user'), orgId, id, 'job.status', nowIso, async () => {
          moved = await closeRole(t, id, body.reason, c.get('user').id, nowIso);
          return true;
        });
        if (!body.notifyApplicants) return;
        const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/jobsapplied`;
        for (const m of moved) {
          if (!m.email) continue; // a deleted applicant (issue 31): no address
          const text = MAIL_TEXTS.roleClosedText({
            firstName: m.firstName,
            organisation: role.organisation,
            jobName: role.name,
            filled: body.reason === 'filled',
            link,
          });
          const subject = MAIL_TEXTS.roleClosedSubject(role.name, role.organisation);
          await queueMail(t, { to: m.email, subject, text }, at, deps.work);
        }
      });
      return c.json({ message: EM.roleClosed, open: false });
    }

    const closing = body.closingDate;
    const today = dateIn(at, zoneOfState(role.state));
    const problem = closing ? closingDateProblem(closing, today) : LIFECYCLE_ERRORS.closingRequired;
    if (problem || !closing) {
      throw badRequest(API_ERRORS.validationFailed, { closingDate: problem ?? '' });
    }
    // A promise stays unless a new one comes (null or '' removes it); it may not come before
    // the new closing date.
    const respondBy = body.respondBy === undefined ? role.respond_by : body.respondBy || null;
    if (respondBy) {
      const late = respondByProblem(respondBy, closing);
      if (late) {
        const message =
          body.respondBy === undefined && late === LIFECYCLE_ERRORS.respondBeforeClosing
            ? LIFECYCLE_ERRORS.respondBeforeNewClosing
            : late;
        throw badRequest(API_ERRORS.validationFailed, { respondBy: message });
      }
    }
    await tx(deps.db, (t) =>
      auditedRoleChange(t, c.get('user'), orgId, id, 'job.status', nowIso, async () => {
        await openRoleUntil(t, id, roleDates(role.state, closing, respondBy), nowIso);
        return true;
      }),
    );
    return c.json({ message: open ? LIFECYCLE_API.roleExtended : EM.roleReopened, open: true });
  });

  const coach = [auth, requireRole(ROLE_COACH, deps)] as const;
  const settings = async (c: Context<AppEnv>) => ({
    closingReminders: await closingRemindersOf(deps.db, c.get('user').id),
    credentialReminders: await credentialRemindersOf(deps.db, c.get('user').id),
  });
  app.get('/user/settings', ...coach, async (c) => c.json(await settings(c)));
  app.put('/user/settings', ...coach, async (c) => {
    const body = await parseJson(c, UserSettingsRequestSchema);
    if (body.closingReminders !== undefined) {
      await setClosingReminders(deps.db, c.get('user').id, body.closingReminders);
    }
    if (body.credentialReminders !== undefined) {
      await setCredentialReminders(deps.db, c.get('user').id, body.credentialReminders);
    }
    return c.json({ message: LIFECYCLE_API.settingsUpdated, ...(await settings(c)) });
  });

  return app;
}
