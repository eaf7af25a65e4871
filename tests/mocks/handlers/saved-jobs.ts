// Saved jobs (API.md part 2 "Saved jobs"): a coach's saves, the merge, the public summaries.
import { HttpResponse, http } from 'msw';
import { MAX_SAVED_JOBS, SAVED_DEFAULT_SIZE } from '../../../src/shared/constants';
import {
  fieldErrors,
  parsePage,
  parsePageSize,
  SavedJobsMergeRequestSchema,
} from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { SAVED_JOBS_API } from '../../../src/shared/texts/saved-jobs';
import { db } from '../db';
import { allJobs, summary } from '../fixtures';
import { authenticate, checkXsrf, failure, readJson } from '../http';

/** The coach's saves, newest first. */
const savesOf = (userId: number) =>
  db.savedJobs.filter((s) => s.userId === userId).sort((a, b) => (a.savedOn < b.savedOn ? 1 : -1));

function save(userId: number, jobId: number): boolean {
  if (db.savedJobs.some((s) => s.userId === userId && s.jobId === jobId)) return true;
  if (savesOf(userId).length >= MAX_SAVED_JOBS) return false;
  // Strictly later than any earlier save, so 'newest first' holds within one millisecond.
  const last = db.savedJobs.reduce((max, s) => Math.max(max, Date.parse(s.savedOn)), 0);
  const savedOn = new Date(Math.max(Date.now(), last + 1)).toISOString();
  db.savedJobs.push({ userId, jobId, savedOn });
  return true;
}

const jobOf = (id: unknown) => allJobs.find((j) => String(j.id) === String(id));

export const savedJobHandlers = [
  http.put('/api/saved-jobs/:jobId', async ({ request, params }) => {
    const auth = checkXsrf(request) ?? authenticate(request);
    if (auth instanceof Response) return auth;
    if ('response' in auth) return auth.response;
    const job = jobOf(params.jobId);
    if (!job) return failure(404, API_ERRORS.jobNotFound);
    if (!save(auth.user.id, job.id)) return failure(409, SAVED_JOBS_API.tooMany);
    return HttpResponse.json({ message: SAVED_JOBS_API.saved });
  }),

  http.delete('/api/saved-jobs/:jobId', async ({ request, params }) => {
    const auth = checkXsrf(request) ?? authenticate(request);
    if (auth instanceof Response) return auth;
    if ('response' in auth) return auth.response;
    db.savedJobs = db.savedJobs.filter(
      (s) => !(s.userId === auth.user.id && String(s.jobId) === params.jobId),
    );
    return HttpResponse.json({ message: SAVED_JOBS_API.removed });
  }),

  http.get('/api/saved-jobs/ids', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return HttpResponse.json({ ids: savesOf(auth.user.id).map((s) => s.jobId) });
  }),

  http.post('/api/saved-jobs/merge', async ({ request }) => {
    const auth = checkXsrf(request) ?? authenticate(request);
    if (auth instanceof Response) return auth;
    if ('response' in auth) return auth.response;
    const parsed = SavedJobsMergeRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    }
    // Oldest first, so the browser's newest stays the newest saved.
    for (const id of [...parsed.data.ids].reverse()) {
      if (jobOf(id)) save(auth.user.id, id);
    }
    return HttpResponse.json({
      message: SAVED_JOBS_API.merged,
      ids: savesOf(auth.user.id).map((s) => s.jobId),
    });
  }),

  http.get('/api/saved-jobs', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const q = new URL(request.url).searchParams;
    const page = parsePage(q.get('page'));
    const size = parsePageSize(q.get('postPerPage'), SAVED_DEFAULT_SIZE);
    const rows = savesOf(auth.user.id).flatMap((s) => {
      const job = jobOf(s.jobId);
      if (!job) return [];
      const applied = db.applications.some((a) => a.userId === auth.user.id && a.jobId === job.id);
      return [{ ...summary(job), savedOn: s.savedOn, applied }];
    });
    return HttpResponse.json({
      list: rows.slice((page - 1) * size, page * size),
      length: rows.length,
    });
  }),

  http.get('/api/job/summaries', ({ request }) => {
    const raw = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
    const parsed = SavedJobsMergeRequestSchema.safeParse({ ids: raw });
    if (!parsed.success) {
      return failure(400, API_ERRORS.validationFailed, {
        ids: 'Must be at most 500 whole numbers',
      });
    }
    const list = parsed.data.ids.flatMap((id) => {
      const job = jobOf(id);
      return job ? [summary(job)] : [];
    });
    return HttpResponse.json({ list });
  }),
];
