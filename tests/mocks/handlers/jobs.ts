// Job search (filters and paging as API.md) and job details (a closed role's too, issue 27).
import { HttpResponse, http } from 'msw';
import { JOB_SEARCH_DEFAULT_SIZE } from '../../../src/shared/constants';
import { parseId } from '../../../src/shared/ids';
import { API_MESSAGES } from '../../../src/shared/messages';
import { payYearMax } from '../../../src/shared/pay';
import { parsePage, parsePageSize } from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { PAY_ERRORS } from '../../../src/shared/texts/pay';
import { allJobs, jobs, orgs, similarTo, summary } from '../fixtures';
import { failure } from '../http';

export const jobHandlers = [
  http.get('/api/job/list', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const title = (q.get('title') ?? '').trim().toLowerCase();
    const orgtype = (q.get('orgtype') ?? '').trim();
    const location = (q.get('location') ?? '').trim();
    const interests = (q.get('interests') ?? q.get('sport') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const orgId = Number(q.get('orgId') ?? 0);
    const minPayText = q.get('minPay') ?? '';
    if (!/^(\d{1,15})?$/.test(minPayText)) {
      return failure(400, API_ERRORS.validationFailed, { minPay: PAY_ERRORS.minPay });
    }
    const minPay = minPayText === '' ? null : Number(minPayText);
    const page = parsePage(q.get('page'));
    const size = parsePageSize(q.get('postPerPage'), JOB_SEARCH_DEFAULT_SIZE);
    const matches = jobs.filter((job) => {
      if (!job.open) return false;
      if (orgId > 0 && job.org_id !== orgId) return false;
      if (minPay !== null && (payYearMax(job as Parameters<typeof payYearMax>[0]) ?? -1) < minPay) {
        return false;
      }
      if (
        title &&
        !job.name.toLowerCase().includes(title) &&
        !job.organisation.toLowerCase().includes(title)
      )
        return false;
      if (orgtype && orgs.find((o) => o.id === job.org_id)?.orgType !== orgtype) return false;
      if (location && job.location !== location) return false;
      if (interests.length && !interests.some((t) => job.tags?.includes(t))) return false;
      return true;
    });
    const list = matches.slice((page - 1) * size, page * size).map(summary);
    return HttpResponse.json({ message: API_MESSAGES.success, list, length: matches.length });
  }),

  http.get('/api/job/job_detail/:id', ({ params }) => {
    const id = parseId(String(params.id));
    if (id === null) return failure(400, API_ERRORS.invalidJobId);
    const job = allJobs.find((j) => j.id === id);
    if (!job) return failure(404, API_ERRORS.jobNotFound);
    // A closed role still answers (issue 27), with up to 3 similar open roles.
    if (!job.open) return HttpResponse.json({ jobDetails: [{ ...job }], similar: similarTo(job) });
    return HttpResponse.json({ jobDetails: [{ ...job }] });
  }),
];
