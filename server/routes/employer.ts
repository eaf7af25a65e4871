/**
 * The organisation side (issue 10). Every call needs a bearer token with ROLE_ORG (401 without
 * one, 403 for coaches); unsafe methods also need the XSRF cookie + header. An organisation
 * reaches only its own roles, applications and files: another organisation's ids answer 404.
 *
 *   GET  /api/org/jobs
 *     -> 200 {list:[{id, name, location, open, views, datePosted, applicants,
 *        statusCounts:{Received:2, Reviewing:0, ...}}]}
 *   POST /api/org/jobs {name, city, state?, minLevel, role_type, categories, salary, tags:[...],
 *        description, subject, skills, desiredSkills, closingDate, respondBy?, payMin?, ...,
 *        sportType, ageGroups?, gender?, level, pay, days?, times?,
 *        requirements?:{wwcc, policeCheck, firstAid, cpr, accreditation, startDate}}
 *        (rich text sanitized; requirements, issue 30: checks false and level and start date
 *        null when left out; 400 fields['requirements.accreditation'] for an unknown level,
 *        fields['requirements.startDate'] for a date that does not exist)
 *     -> 201 {message:'Role Posted Successfully', id}
 *        (coaching context, issue 29: sportType a name of /api/sportstype/list, level and pay
 *        required; 400 fields.<name> for a missing or unknown value, `times` without days)
 *   GET  /api/org/jobs/{id} -> 200 {job:{id, name, city, state, location, minLevel, ..., tags, open,
 *        sportType, ageGroups, gender, level, pay, days, times, requirements}}
 *   PUT  /api/org/jobs/{id} (or POST) same body as posting, the coaching context optional (a
 *        field left out is kept; requirements given replace the stored ones whole, left out
 *        stay) -> 200 {message:'Role Updated Successfully'}
 *   POST /api/org/jobs/{id}/status: server/routes/role-status.ts (issue 27)
 *   GET  /api/org/jobs/{id}/applicants?meetsAll=true
 *     -> 200 {job:{id, name, open}, list:[{id, firstName, lastName, email, appliedOn, salary,
 *        notice, referredBy, status, statusChangedOn, resumeId, resumeName, cvId, cvName, history,
 *        credentials:[Credential], fit:[{requirement, status, detail}]}]}
 *        (issue 30: `credentials` the snapshot the application shared, numbers and documents
 *        included, expired ones too, each with its status on the role's today; `fit` the fit
 *        rule on them today; its documents download at GET /api/file/{fileId} for this
 *        organisation only. `meetsAll=true` keeps only applicants with every line met;
 *        'false' or left out keeps all; another value is 400 fields.meetsAll)
 *   POST /api/org/applications/{id}/status {status:'Shortlisted'}
 *     -> 200 {message:'Status Updated Successfully', status, statusChangedOn} (mails the coach)
 *   GET  /api/org/profile -> 200 {profile:{id, name, orgType, city, state, about, website, logo}}
 *   POST /api/org/profile {about, website, orgType, city?, state?}
 *     -> 200 {message:'Organisation Updated Successfully'}
 *   POST /api/org/logo  multipart logo=<PNG, JPEG or SVG up to 1 MB>
 *     -> 201 {message:'Logo uploaded Successfully', logo:'/api/org/logo/3', fileName}
 *   The logo is public: GET /api/org/logo/{orgId} (server/routes/org.ts).
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { ROLE_ORG } from '../../src/shared/constants';
import { MESSAGES } from '../../src/shared/messages';
import {
  ApplicationStatusRequestSchema,
  JobPostRequestSchema,
  JobRequestSchema,
  MAX_LOGO_BYTES,
  OrgProfileRequestSchema,
} from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { EMPLOYER_API_MESSAGES as EM } from '../../src/shared/texts/employer';
import { MAIL_TEXTS } from '../../src/shared/texts/mail';
import { tx } from '../db/connect';
import { listApplicants, setApplicationStatus } from '../db/queries/applicants';
import { recordAudit } from '../db/queries/audit';
import {
  getOrgProfile,
  orgIdOf,
  replaceOrgLogo,
  updateOrgProfile,
} from '../db/queries/organisations';
import { auditedRoleChange, auditRoleCreate } from '../db/queries/role-audit';
import {
  createOrgJob,
  getOrgJob,
  LookupError,
  listOrgJobs,
  updateOrgJob,
} from '../db/queries/roles';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { assertContentType, parseJson, parseQuery, pathId } from '../http/validate';
import { meetsAll, withApplicantCredentials } from '../lib/credential-fit';
import { sanitizeSvgLogo } from '../lib/svg';
import { CONTENT_TYPES, cleanFileName, detectImageType, withTypeExtension } from '../lib/uploads';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

/** The applicants call's filter: `meetsAll=true`, only those meeting every requirement. */
const ApplicantsQuerySchema = z.object({
  meetsAll: z.optional(z.enum(['true', 'false'], { error: MESSAGES.mustBeTrueOrFalse })),
});

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 16 * 1024;

function lookupFailure(e: unknown): never {
  if (e instanceof LookupError)
    throw badRequest(API_ERRORS.validationFailed, { [e.field]: e.message });
  throw e;
}

export function employerRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now()).toISOString();
  const guard = [requireAuth(deps), requireRole(ROLE_ORG, deps)] as const;
  for (const path of ['/org/jobs', '/org/jobs/*', '/org/applications/*', '/org/profile']) {
    app.use(path, ...guard);
  }
  app.on('POST', '/org/logo', ...guard);

  /** The caller's organisation (a ROLE_ORG account always has one; 403 otherwise). */
  const orgOf = async (c: Context<AppEnv>): Promise<number> => {
    const id = await orgIdOf(deps.db, c.get('user').id);
    if (id == null) throw forbidden(API_ERRORS.noOrganisation);
    return id;
  };
  const jobId = (c: Context<AppEnv>) => pathId(c.req.param('id') ?? '', API_ERRORS.invalidJobId);

  app.get('/org/jobs', async (c) =>
    c.json({ list: await listOrgJobs(deps.db, await orgOf(c), now()) }),
  );

  app.post('/org/jobs', async (c) => {
    const orgId = await orgOf(c);
    const body = await parseJson(c, JobPostRequestSchema);
    let id: number;
    try {
      // MODERATION=new-orgs (the default): an unverified organisation's role waits for review.
      const hold = (deps.config.moderation ?? 'new-orgs') === 'new-orgs';
      // The role and its audit entry (issue 32) in one transaction.
      id = await tx(deps.db, async (t) => {
        const created = await createOrgJob(t, orgId, body, now(), hold);
        await auditRoleCreate(t, c.get('user'), orgId, created, now());
        return created;
      });
    } catch (e) {
      lookupFailure(e);
    }
    return c.json({ message: EM.rolePosted, id }, 201);
  });

  app.get('/org/jobs/:id', async (c) => {
    const orgId = await orgOf(c);
    const job = await getOrgJob(deps.db, orgId, jobId(c), now());
    if (!job) throw notFound(API_ERRORS.jobNotFound);
    return c.json({ job });
  });

  const update = async (c: Context<AppEnv>) => {
    const orgId = await orgOf(c);
    const id = jobId(c);
    const body = await parseJson(c, JobRequestSchema);
    let ok = false;
    try {
      ok = await tx(deps.db, (t) =>
        auditedRoleChange(t, c.get('user'), orgId, id, 'job.update', now(), () =>
          updateOrgJob(t, orgId, id, body, now()),
        ),
      );
    } catch (e) {
      lookupFailure(e);
    }
    if (!ok) throw notFound(API_ERRORS.jobNotFound);
    return c.json({ message: EM.roleUpdated });
  };
  app.put('/org/jobs/:id', update);
  app.post('/org/jobs/:id', update);

  // POST /org/jobs/:id/status (close, extend, reopen): server/routes/role-status.ts.

  app.get('/org/jobs/:id/applicants', async (c) => {
    const orgId = await orgOf(c);
    const id = jobId(c);
    const q = parseQuery(c, ApplicantsQuerySchema);
    const result = await listApplicants(deps.db, orgId, id, now());
    if (!result) throw notFound(API_ERRORS.jobNotFound);
    // The credentials each applicant shared on applying, and their fit today (issue 30).
    const list = await withApplicantCredentials(deps.db, id, result.list, deps.clock.now());
    return c.json({
      ...result,
      list: q.meetsAll === 'true' ? list.filter((a) => meetsAll(a.fit)) : list,
    });
  });

  app.post('/org/applications/:id/status', async (c) => {
    const orgId = await orgOf(c);
    const id = pathId(c.req.param('id'), API_ERRORS.invalidApplicationId);
    const { status } = await parseJson(c, ApplicationStatusRequestSchema);
    const at = deps.clock.now();
    // The status and the coach's mail in one transaction (the outbox).
    const change = await tx(deps.db, async (t) => {
      const changed = await setApplicationStatus(t, orgId, id, status, c.get('user').id, now());
      if (changed?.changed) {
        const user = c.get('user');
        await recordAudit(t, {
          actorId: user.id,
          actorRole: user.role,
          action: 'application.status',
          target: `application:${id}`,
          orgId,
          jobId: changed.jobId,
          before: { status: changed.previous },
          after: { status: changed.status },
          at: now(),
        });
      }
      // A deleted applicant (issue 31) has no address: the status changes, no mail goes.
      if (changed?.changed && changed.coachEmail) {
        const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/jobsapplied`;
        const mail = {
          to: changed.coachEmail,
          subject: MAIL_TEXTS.statusSubject(changed.jobName, changed.status),
          text: MAIL_TEXTS.statusText({
            firstName: changed.coachFirstName,
            organisation: changed.organisation,
            jobName: changed.jobName,
            status: changed.status,
            link,
          }),
        };
        await queueMail(t, mail, at, deps.work);
      }
      return changed;
    });
    if (!change) throw notFound(API_ERRORS.applicationNotFound);
    return c.json({
      message: EM.statusUpdated,
      status: change.status,
      statusChangedOn: change.changedOn,
    });
  });

  app.get('/org/profile', async (c) => {
    const profile = await getOrgProfile(deps.db, await orgOf(c));
    if (!profile) throw notFound(API_ERRORS.orgNotFound);
    return c.json({ profile });
  });

  app.post('/org/profile', async (c) => {
    const orgId = await orgOf(c);
    const body = await parseJson(c, OrgProfileRequestSchema);
    try {
      await updateOrgProfile(deps.db, orgId, body);
    } catch (e) {
      lookupFailure(e);
    }
    return c.json({ message: EM.orgProfileUpdated });
  });

  app.post(
    '/org/logo',
    async (c, next) => {
      assertContentType(c, 'multipart/form-data');
      await next();
    },
    bodyLimit({
      maxSize: MAX_LOGO_BYTES + ENVELOPE_BYTES,
      onError: () => {
        throw new ApiError(413, API_ERRORS.logoTooLarge);
      },
    }),
    async (c) => {
      const orgId = await orgOf(c);
      let form: Record<string, string | File>;
      try {
        form = (await c.req.parseBody()) as Record<string, string | File>;
      } catch (e) {
        if (e instanceof ApiError) throw e;
        if (e instanceof Error && /limit|too large/i.test(e.message))
          throw new ApiError(413, API_ERRORS.logoTooLarge);
        throw badRequest(API_ERRORS.validationFailed, { _: API_ERRORS.uploadUnreadable });
      }
      const file = form.logo;
      if (!(file instanceof File))
        throw badRequest(API_ERRORS.validationFailed, { logo: MESSAGES.required });
      if (file.size > MAX_LOGO_BYTES) throw new ApiError(413, API_ERRORS.logoTooLarge);
      const raw = new Uint8Array(await file.arrayBuffer());
      const image = detectImageType(raw);
      let bytes: Uint8Array;
      let contentType: string;
      let ext: string;
      if (image) {
        bytes = raw;
        contentType = CONTENT_TYPES[image];
        ext = image === 'png' ? 'png' : 'jpg';
      } else {
        const svg = sanitizeSvgLogo(raw);
        if (!svg) throw new ApiError(415, API_ERRORS.unsupportedLogo);
        bytes = new TextEncoder().encode(svg);
        contentType = 'image/svg+xml';
        ext = 'svg';
      }
      const fileName = withTypeExtension(cleanFileName(file.name, `logo.${ext}`), ext);
      await replaceOrgLogo(deps.db, orgId, {
        ownerId: c.get('user').id,
        originalName: fileName,
        bytes,
        contentType,
        createdAt: now(),
      });
      return c.json({ message: EM.logoUploaded, logo: `/api/org/logo/${orgId}`, fileName }, 201);
    },
  );

  return app;
}
