/**
 * Saved jobs (issue 26, API.md part 2 "Saved jobs"). The saved-jobs calls need a coach's bearer
 * token (401 without one, 403 for an organisation); unsafe ones also the XSRF cookie + header.
 *
 *   PUT    /api/saved-jobs/42      -> 200 {message:'Job Saved'} (also when saved already;
 *                                     404 unknown role; 409 past 500 saves)
 *   DELETE /api/saved-jobs/42      -> 200 {message:'Job Removed'} (also when not saved)
 *   GET    /api/saved-jobs?page=1&postPerPage=10
 *     -> 200 {list:[{id, name, org_id, organisation, location, role_type, salary, datePosted,
 *        savedOn, open, applied}], length}  (newest saved first, closed roles included)
 *   GET    /api/saved-jobs/ids     -> 200 {ids:[42, 7]} (newest saved first)
 *   POST   /api/saved-jobs/merge {ids:[42, 7]}
 *     -> 200 {message:'Saved Jobs Merged', ids:[...every saved id]} (unknown ids skipped, ids
 *        past 500 saves left out; 400 for non-integers or more than 500 ids)
 *   GET    /api/job/summaries?ids=42,7   (public; counts no view)
 *     -> 200 {list:[{...job summary, open}]} in the order asked, unknown ids left out
 */
import { Hono } from 'hono';
import { ROLE_COACH, SAVED_DEFAULT_SIZE } from '../../src/shared/constants';
import { fieldErrors, parsePage, parsePageSize } from '../../src/shared/schemas';
import {
  SavedJobIdsSchema,
  SavedJobsMergeRequestSchema,
} from '../../src/shared/schemas/saved-jobs';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { SAVED_JOBS_API } from '../../src/shared/texts/saved-jobs';
import {
  jobSummariesByIds,
  listSavedJobs,
  mergeSavedJobs,
  savedJobIds,
  saveJob,
  unsaveJob,
} from '../db/queries/saved-jobs';
import { badRequest, conflict, notFound } from '../http/errors';
import { assertContentType, parseJson, pathId } from '../http/validate';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

export function savedJobRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireAuth(deps), requireRole(ROLE_COACH, deps)] as const;
  app.use('/saved-jobs', ...guard);
  app.use('/saved-jobs/*', ...guard);
  const now = () => deps.clock.now();
  const nowIso = () => new Date(now()).toISOString();

  app.get('/saved-jobs', async (c) => {
    const page = parsePage(c.req.query('page'));
    const size = parsePageSize(c.req.query('postPerPage'), SAVED_DEFAULT_SIZE);
    return c.json(await listSavedJobs(deps.db, c.get('user').id, page, size, nowIso()));
  });

  app.get('/saved-jobs/ids', async (c) =>
    c.json({ ids: await savedJobIds(deps.db, c.get('user').id) }),
  );

  app.post('/saved-jobs/merge', async (c) => {
    const { ids } = await parseJson(c, SavedJobsMergeRequestSchema);
    const saved = await mergeSavedJobs(deps.db, c.get('user').id, ids, now());
    return c.json({ message: SAVED_JOBS_API.merged, ids: saved });
  });

  // No body is read; a body of another type than JSON is still refused (API.md: 415), after
  // the token and role checks.
  const noBody = (type: string | undefined) => type === undefined;

  app.put('/saved-jobs/:id', async (c) => {
    if (!noBody(c.req.header('content-type'))) assertContentType(c, 'application/json');
    const jobId = pathId(c.req.param('id'), API_ERRORS.invalidJobId);
    const at = new Date(now()).toISOString();
    const outcome = await saveJob(deps.db, c.get('user').id, jobId, at);
    if (outcome === 'missing') throw notFound(API_ERRORS.jobNotFound);
    if (outcome === 'full') throw conflict(SAVED_JOBS_API.tooMany);
    return c.json({ message: SAVED_JOBS_API.saved });
  });

  app.delete('/saved-jobs/:id', async (c) => {
    if (!noBody(c.req.header('content-type'))) assertContentType(c, 'application/json');
    const jobId = pathId(c.req.param('id'), API_ERRORS.invalidJobId);
    // An unknown role is 404, as for PUT (a role not saved is still 'Job Removed').
    if ((await unsaveJob(deps.db, c.get('user').id, jobId)) === 'missing') {
      throw notFound(API_ERRORS.jobNotFound);
    }
    return c.json({ message: SAVED_JOBS_API.removed });
  });

  app.get('/job/summaries', async (c) => {
    const raw = (new URL(c.req.url).searchParams.get('ids') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const parsed = SavedJobIdsSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw badRequest(API_ERRORS.validationFailed, { ids: Object.values(fields)[0] });
    }
    return c.json({ list: await jobSummariesByIds(deps.db, parsed.data, nowIso()) });
  });

  return app;
}
