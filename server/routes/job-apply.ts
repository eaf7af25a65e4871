/**
 * Applications (bearer token with ROLE_COACH; POSTs also need the XSRF cookie + header).
 *
 *   POST /api/job-apply/apply  {firstName:'Casey', lastName:'Coach', resume:7, cv:8, jobId:42,
 *                               salary:'$80k + super', notice:'2 weeks', referredBy:'LinkedIn'}
 *     -> 201 {message:'Job Application Submitted Successfully'}
 *     (400 when resume/cv are not the caller's files of that kind, 404 unknown or closed job,
 *      409 already applied)
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
import { API_MESSAGES } from '../../src/shared/messages';
import { ApplyRequestSchema, parsePage, parsePageSize, QueryText } from '../../src/shared/schemas';
import {
  ApplyError,
  appliedCheck,
  createApplication,
  listApplications,
  withdrawApplication,
} from '../db/queries/applications';
import { badRequest, conflict, notFound } from '../http/errors';
import { assertContentType, parseJson, parseQuery, VALIDATION_FAILED } from '../http/validate';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';
import { INVALID_JOB_ID, JOB_NOT_FOUND, parseId } from './jobs';

export const APPLICATION_WITHDRAWN = 'Application Withdrawn Successfully';
export const ALREADY_APPLIED = 'You have already applied for this job.';
export const NOT_YOUR_RESUME = 'Upload your resume before applying.';
export const NOT_YOUR_CV = 'Upload your cover letter before applying.';
export const APPLICATION_NOT_FOUND = 'Application not found.';
export const CANNOT_WITHDRAW =
  'This application is already being processed and cannot be withdrawn.';
export const INVALID_APPLICATION_ID = 'The application id must be a positive whole number.';

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
    const body = await parseJson(c, ApplyRequestSchema);
    try {
      createApplication(deps.db, {
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
      if (e.reason === 'resume') throw badRequest(VALIDATION_FAILED, { resume: NOT_YOUR_RESUME });
      if (e.reason === 'cv') throw badRequest(VALIDATION_FAILED, { cv: NOT_YOUR_CV });
      if (e.reason === 'job') throw notFound(JOB_NOT_FOUND);
      throw conflict(ALREADY_APPLIED);
    }
    return c.json({ message: API_MESSAGES.applicationSubmitted }, 201);
  });

  app.get('/job-apply/applied_jobs', (c) => {
    const q = parseQuery(c, AppliedQuerySchema);
    const result = listApplications(deps.db, {
      userId: c.get('user').id,
      title: q.title,
      sport: q.sport,
      location: q.location,
      page: parsePage(q.page),
      pageSize: parsePageSize(q.postPerPage, APPLIED_DEFAULT_SIZE),
    });
    return c.json(result);
  });

  app.get('/job-apply/job_applied/:id', (c) => {
    const jobId = parseId(c.req.param('id'), INVALID_JOB_ID);
    return c.json({ jobDetails: [appliedCheck(deps.db, c.get('user').id, jobId)] });
  });

  app.post('/job-apply/withdraw/:id', (c) => {
    // No body is read here, but a body of another type is still refused like on every JSON
    // route (API.md: 415), after the token and role checks; a request with no Content-Type is
    // a plain bodyless POST.
    if (c.req.header('content-type') !== undefined) assertContentType(c, 'application/json');
    const id = parseId(c.req.param('id'), INVALID_APPLICATION_ID);
    const outcome = withdrawApplication(deps.db, c.get('user').id, id);
    if (outcome === 'missing') throw notFound(APPLICATION_NOT_FOUND);
    if (outcome === 'locked') throw conflict(CANNOT_WITHDRAW);
    return c.json({ message: APPLICATION_WITHDRAWN });
  });

  return app;
}
