/**
 * Job search and details.
 *
 *   GET /api/job/list?title=coach&orgtype=School&location=NSW&interests=Netball,Cricket&page=1&postPerPage=25
 *     -> 200 {message:'Success', list:[{id, name, org_id, organisation, location, role_type, salary, datePosted,
 *        closingDate, respondBy, open, closedReason}], length}   (open roles only)
 *     (`sport` is the older name of `interests`; `orgId=3` lists one organisation's open roles;
 *     `minPay=60000` only roles whose top of pay range a year is at least that; the coaching
 *     context's `sportType`, `ageGroup`, `gender`, `level`, `pay`, `days`, `times` and `state`,
 *     comma lists, OR within one and AND across, 400 for an unknown value or more than 30)
 *   GET /api/job/facets?<the same query>
 *     -> 200 {facets:{sportType:[{value, count}], ageGroup, gender, level, pay, days, times,
 *        orgtype, state}}: each value of each facet with the number of open roles that have it
 *        among those matching every other filter (issue 29)
 *   GET /api/job/job_detail/42
 *     -> 200 {jobDetails:[{id, name, org_id, organisation, location, minLevel, role_type, categories,
 *        salary, payMin, payMax, payPeriod, plusSuper, description, subject, skills,
 *        desiredSkills, views, datePosted, tags, open,
 *        closingDate, respondBy, closedReason, sportType, ..., requirements:{wwcc, policeCheck,
 *        firstAid, cpr, accreditation, startDate}}], similar?:[summary, ...]}
 *     (counts a view; 400 for a non-numeric id, 404 for an unknown one; a closed role is 200
 *     with open:false, its closedReason and up to 3 open roles like it in `similar`)
 */
import { Hono } from 'hono';
import { JOB_SEARCH_DEFAULT_SIZE } from '../../src/shared/constants';
import { API_MESSAGES } from '../../src/shared/messages';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { jobListVersion } from '../db/changes';
import { notFound } from '../http/errors';
import { parseJobSearch } from '../http/job-list-query';
import { pathId } from '../http/validate';
import { jobDetailBody } from '../lib/job-detail';
import { jobFacetsText, jobListText } from '../lib/search';
import { cacheableJsonText, cachedGet } from '../middleware/etag';
import type { AppDeps, AppEnv } from '../types';

export function jobRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Cached per URL until a job write, with a weak ETag and 304s (server/middleware/etag.ts).
  const listCache = cachedGet({
    version: () => jobListVersion(deps.db),
    cacheControl: 'public, max-age=0, must-revalidate',
    ready: deps.ready,
  });

  app.get('/job/list', listCache, async (c) => {
    const version = jobListVersion(deps.db);
    const search = await parseJobSearch(c, deps.db, version, JOB_SEARCH_DEFAULT_SIZE);
    // {message, list, length}: from the search thread when there is one (null: it could not),
    // else searched here.
    const text =
      (await deps.searchThread?.listJson(search, version, API_MESSAGES.success)) ??
      (await jobListText(deps.db, search, version, API_MESSAGES.success));
    return cacheableJsonText(c, text);
  });

  // Cached as the list is, in a cache of its own (per URL until a job write; search.ts keeps
  // the counts by filters too).
  const facetsCache = cachedGet({
    version: () => jobListVersion(deps.db),
    cacheControl: 'public, max-age=0, must-revalidate',
    ready: deps.ready,
  });
  app.get('/job/facets', facetsCache, async (c) => {
    const version = jobListVersion(deps.db);
    const search = await parseJobSearch(c, deps.db, version, JOB_SEARCH_DEFAULT_SIZE);
    const text =
      (await deps.searchThread?.facetsJson(search, version)) ??
      (await jobFacetsText(deps.db, search, version));
    return cacheableJsonText(c, text);
  });

  app.get('/job/job_detail/:id', async (c) => {
    const id = pathId(c.req.param('id'), API_ERRORS.invalidJobId);
    const body = await jobDetailBody(deps.db, id);
    if (!body) throw notFound(API_ERRORS.jobNotFound);
    return c.json(body);
  });

  return app;
}
