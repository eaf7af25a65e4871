// The first screen's main request starts as soon as the app runs (render as you fetch), while
// React renders and the page's chunk arrives, instead of after the page's first render: the
// recent roles of /landing, the results of /jobsearch, the role of /jobdetails (issue 8). The
// page then asks for the same URL as usual and request() hands it this answer (client.ts,
// primeGet), once, with its usual checks.
import { jobSearchListParams, primeJobDetail, primeJobList } from '../api/jobs';
import { parseJobId, parseJobSearchParams, searchToRecord } from '../lib/search-params';
import { RECENT_ROLES_COUNT } from '../shared/constants';

/** Primes the main request of the page at `pathname` + `search` (a location.search). */
export function primeFirstScreen(pathname: string, search: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/landing') {
    primeJobList({ page: 1, postPerPage: RECENT_ROLES_COUNT });
  } else if (path === '/jobsearch') {
    primeJobList(jobSearchListParams(parseJobSearchParams(search)));
  } else if (path === '/jobdetails') {
    const jobId = parseJobId(searchToRecord(search).jobId);
    if (jobId !== null) primeJobDetail(jobId);
  }
}
