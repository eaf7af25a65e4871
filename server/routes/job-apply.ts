/**
 * Applications (bearer token with ROLE_COACH; POSTs also need the XSRF cookie + header).
 *
 *   POST /api/job-apply/apply  {firstName:'Casey', lastName:'Coach', resume:7, cv:8, jobId:42,
 *                               salary:'$80k + super', notice:'2 weeks', referredBy:'LinkedIn'}
 *     -> 201 {message:'Job Application Submitted Successfully'}
 *     (400 when resume/cv are not the caller's files of that kind, 404 unknown, closed or not
 *      public job, 409 already applied, 403 'Account suspended' for a suspended coach)
 *   GET /api/job-apply/applied_jobs?title=coach&sport=Netball&location=NSW&page=1&postPerPage=10
 *     -> 200 {list:[{id, name, org_id, organisation, location, role_type, salary, datePosted,
 *        applicationId, appliedOn, status, statusChangedOn, resumeId, cvId}], length}
 *   GET /api/job-apply/job_applied/42
 *     -> 200 {jobDetails:[{applied:true, datePosted:'2026-03-01T09:00:00.000Z', status:'Received'}]}
 *   POST /api/job-apply/withdraw/15
 *     -> 200 {message:'Application Withdrawn Successfully'}
 *     (404 not the caller's application, 409 once its status has moved past 'Received')
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { APPLIED_DEFAULT_SIZE, ROLE_COACH } from '../../src/shared/constants';
import { ApplyRequestSchema, parsePage, parsePageSize, QueryText } from '../../src/shared/schemas';
import { API_MESSAGES } from '../../src/shared/texts/api';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { TRUST_ERRORS } from '../../src/shared/texts/trust';
import { DEFAULT_RETENTION_DAYS } from '../config';
import {
  ApplyError,
  appliedCheck,
  createApplication,
  listApplications,
  withdrawApplication,
} from '../db/queries/applications';
import { isUserSuspended } from '../db/queries/moderation';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { assertContentType, parseJson, parseQuery, pathId } from '../http/validate';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

const AppliedQuerySchema = z.object({
  title: QueryText(200),
  sport: QueryText(100),
  location: QueryText(200),
  page: z.optional(z.string()),
  postPerPage: z.optional(z.string()),
});

export function jobApplyRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/job-apply/*', requireAuth(deps), requireRole(ROLE_COACH, deps));

  app.post('/job-apply/apply', async (c) => {
    // A suspended coach cannot apply, even with a token issued before the suspension (issue 32).
    if (await isUserSuspended(deps.db, c.get('user').id)) {
      throw forbidden(TRUST_ERRORS.accountSuspended);
    }
    const body = await parseJson(c, ApplyRequestSchema);
    try {
      await createApplication(deps.db, {
        userId: c.get('user').id,
        jobId: body.jobId,
        resumeId: body.resume,
        cvId: body.cv,
        firstName: body.firstName,
        lastName: body.lastName,
        salary: body.salary,
        notice: body.notice,
        referredBy: body.referredBy,
        at: new Date(deps.clock.now()).toISOString(),
      });
    } catch (e) {
      if (!(e instanceof ApplyError)) throw e;
      if (e.reason === 'resume') {
        throw badRequest(API_ERRORS.validationFailed, { resume: API_ERRORS.notYourResume });
      }
      if (e.reason === 'cv') {
        throw badRequest(API_ERRORS.validationFailed, { cv: API_ERRORS.notYourCv });
      }
      if (e.reason === 'job') throw notFound(API_ERRORS.jobNotFound);
      throw conflict(API_ERRORS.alreadyApplied);
    }
    return c.json({ message: API_MESSAGES.applicationSubmitted }, 201);
  });

  app.get('/job-apply/applied_jobs', async (c) => {
    const q = parseQuery(c, AppliedQuerySchema);
    const result = await listApplications(deps.db, {
      userId: c.get('user').id,
      title: q.title,
      sport: q.sport,
      location: q.location,
      page: parsePage(q.page),
      pageSize: parsePageSize(q.postPerPage, APPLIED_DEFAULT_SIZE),
      nowIso: new Date(deps.clock.now()).toISOString(),
      retentionDays: deps.config.retentionDays ?? DEFAULT_RETENTION_DAYS,
    });
    return c.json(result);
  });

  app.get('/job-apply/job_applied/:id', async (c) => {
    const jobId = pathId(c.req.param('id'), API_ERRORS.invalidJobId);
    return c.json({ jobDetails: [await appliedCheck(deps.db, c.get('user').id, jobId)] });
  });

  app.post('/job-apply/withdraw/:id', async (c) => {
    // No body is read here, but a body of another type is still refused like on every JSON
    // route (API.md: 415), after the token and role checks; a request with no Content-Type is
    // a plain bodyless POST.
    if (c.req.header('content-type') !== undefined) assertContentType(c, 'application/json');
    const id = pathId(c.req.param('id'), API_ERRORS.invalidApplicationId);
    const outcome = await withdrawApplication(deps.db, c.get('user').id, id);
    if (outcome === 'missing') throw notFound(API_ERRORS.applicationNotFound);
    if (outcome === 'locked') throw conflict(API_ERRORS.cannotWithdraw);
    return c.json({ message: API_MESSAGES.applicationWithdrawn });
  });

  return app;
}
