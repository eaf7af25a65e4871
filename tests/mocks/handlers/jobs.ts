// Job search (filters and paging as API.md; the filters are read and matched in ./facets.ts) and
// job details (a closed role's too, issue 27). Issue 32: `verified` from the fixtures, and
// POST /api/report (./report.ts).
import { HttpResponse, http } from 'msw';
import { JOB_SEARCH_DEFAULT_SIZE } from '../../../src/shared/constants';
import { parseId } from '../../../src/shared/ids';
import { API_MESSAGES } from '../../../src/shared/messages';
import { parsePage, parsePageSize } from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { allJobs, jobs, similarTo, summary } from '../fixtures';
import { failure } from '../http';
import { requirementsOf } from './credential-fit';
import { matchesJob, readJobFilter } from './facets';
import { reportHandlers } from './report';

export const jobHandlers = [
  http.get('/api/job/list', ({ request }) => {
    const q = new URL(request.url).searchParams;
    // The filters, the coaching-context facets among them (issue 29), as ./facets.ts reads them.
    const filter = readJobFilter(q);
    if (filter instanceof Response) return filter;
    const page = parsePage(q.get('page'));
    const size = parsePageSize(q.get('postPerPage'), JOB_SEARCH_DEFAULT_SIZE);
    const matches = jobs.filter((job) => matchesJob(job, filter));
    // Issue 32: the organisation's Verified badge (not on saved jobs' summaries, whose schema
    // has no such key).
    const list = matches
      .slice((page - 1) * size, page * size)
      .map((job) => ({ ...summary(job), verified: job.verified }));
    return HttpResponse.json({ message: API_MESSAGES.success, list, length: matches.length });
  }),

  http.get('/api/job/job_detail/:id', ({ params }) => {
    const id = parseId(String(params.id));
    if (id === null) return failure(400, API_ERRORS.invalidJobId);
    const job = allJobs.find((j) => j.id === id);
    if (!job) return failure(404, API_ERRORS.jobNotFound);
    // Issue 30: the role's requirements (./credential-fit.ts).
    const detail = { ...job, requirements: requirementsOf(job.id) };
    // A closed role still answers (issue 27), with up to 3 similar open roles.
    if (!job.open) return HttpResponse.json({ jobDetails: [detail], similar: similarTo(job) });
    return HttpResponse.json({ jobDetails: [detail] });
  }),

  // Issue 32: reporting a role (registered with the job calls, which it is about).
  ...reportHandlers,
];
