// Applications: apply (issue 30: with the snapshot of the coach's credentials), the applied list,
// the applied check.
import { HttpResponse, http } from 'msw';
import { APPLIED_DEFAULT_SIZE } from '../../../src/shared/constants';
import { API_MESSAGES } from '../../../src/shared/messages';
import {
  ApplyRequestSchema,
  fieldErrors,
  parsePage,
  parsePageSize,
} from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { db, nextId } from '../db';
import { allJobs, jobs, summary } from '../fixtures';
import { authenticate, checkXsrf, failure, readJson } from '../http';
import { credentialFitMock, credentialsOf } from './credential-fit';

/**
 * The organisation's promise is broken (issue 27): its respond-by date has passed with the
 * application still Received or Reviewing (by UTC's date here; the server uses the role's zone).
 */
const overdue = (respondBy: string | null, status: string) =>
  respondBy !== null &&
  respondBy < new Date().toISOString().slice(0, 10) &&
  (status === 'Received' || status === 'Reviewing');

export const jobApplyHandlers = [
  http.post('/api/job-apply/apply', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const parsed = ApplyRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const body = parsed.data;
    // In the server's order (db/queries/applications.ts): the files, the job, then a conflict.
    const owns = (id: number, kind: 'resume' | 'cv') =>
      db.files.some((f) => f.id === id && f.kind === kind && f.userId === auth.user.id);
    if (!owns(body.resume, 'resume'))
      return failure(400, API_ERRORS.validationFailed, { resume: API_ERRORS.notYourResume });
    if (!owns(body.cv, 'cv'))
      return failure(400, API_ERRORS.validationFailed, { cv: API_ERRORS.notYourCv });
    if (!jobs.some((j) => j.id === body.jobId && j.open !== false))
      return failure(404, API_ERRORS.jobNotFound);
    if (db.applications.some((a) => a.userId === auth.user.id && a.jobId === body.jobId)) {
      return failure(409, API_ERRORS.alreadyApplied);
    }
    const id = nextId();
    // Issue 30: the coach's credentials now, expired ones too, go with it (the snapshot).
    credentialFitMock().snapshots.set(id, credentialsOf(auth.user.id));
    db.applications.push({
      id,
      userId: auth.user.id,
      jobId: body.jobId,
      appliedOn: new Date().toISOString(),
      status: 'Received',
      salary: body.salary,
      notice: body.notice,
      referredBy: body.referredBy,
      resume: body.resume,
      cv: body.cv,
    });
    return HttpResponse.json({ message: API_MESSAGES.applicationSubmitted }, { status: 201 });
  }),

  http.get('/api/job-apply/applied_jobs', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const q = new URL(request.url).searchParams;
    const title = (q.get('title') ?? '').trim().toLowerCase();
    const location = (q.get('location') ?? '').trim();
    const sport = (q.get('sport') ?? '').trim();
    const page = parsePage(q.get('page'));
    const size = parsePageSize(q.get('postPerPage'), APPLIED_DEFAULT_SIZE);
    const rows = db.applications
      .filter((a) => a.userId === auth.user.id)
      .map((a) => ({ a, job: allJobs.find((j) => j.id === a.jobId)! }))
      .filter(
        ({ job }) =>
          (!title || job.name.toLowerCase().includes(title)) &&
          (!sport || (job.tags ?? []).includes(sport)) &&
          (!location || job.location === location),
      )
      .map(({ a, job }) => ({
        ...summary(job),
        applicationId: a.id,
        appliedOn: a.appliedOn,
        status: a.status,
        statusChangedOn: null,
        resumeId: a.resume,
        cvId: a.cv,
        overdue: overdue(job.respondBy, a.status),
      }));
    return HttpResponse.json({
      list: rows.slice((page - 1) * size, page * size),
      length: rows.length,
    });
  }),

  http.get('/api/job-apply/job_applied/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const app = db.applications.find(
      (a) => a.userId === auth.user.id && String(a.jobId) === params.id,
    );
    return HttpResponse.json({
      jobDetails: [
        { applied: Boolean(app), datePosted: app?.appliedOn ?? null, status: app?.status ?? null },
      ],
    });
  }),

  http.post('/api/job-apply/withdraw/:id', ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const index = db.applications.findIndex(
      (a) => String(a.id) === params.id && a.userId === auth.user.id,
    );
    if (index < 0) return failure(404, API_ERRORS.applicationNotFound);
    if (db.applications[index].status !== 'Received')
      return failure(409, API_ERRORS.cannotWithdraw);
    db.applications.splice(index, 1);
    return HttpResponse.json({ message: API_MESSAGES.applicationWithdrawn });
  }),
];
