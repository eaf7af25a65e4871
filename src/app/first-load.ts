// The first screen's main request starts as soon as the app runs (render as you fetch), while
// React renders and the page's chunk arrives, instead of after the page's first render: the role
// of /jobdetails, whose text is that page's main content (issue 8). The page then asks for the
// same URL as usual and request() hands it this answer (client.ts, primeGet), once, with its
// usual checks. /landing and /jobsearch are not primed: their largest content, the search hero,
// needs no data, and a list arriving before the first render makes that render longer on a slow
// phone (decision 009).
//
// The server sends /jobdetails with its answer inside the HTML (server/http/static.ts,
// `first-data`): then nothing is requested at all, and the role shows one round trip sooner.
import { jobDetailPath, primeJobDetail } from '../api/jobs';
import { searchToRecord } from '../lib/search-params';
import { parseId } from '../shared/ids';

/** Primes the main request of the page at `pathname` + `search` (a location.search). */
export function primeFirstScreen(pathname: string, search: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/jobdetails') {
    const jobId = parseId(searchToRecord(search).jobId?.trim());
    if (jobId === null) return;
    // The answer the HTML carried, taken once, when it is this role's.
    const block = document.getElementById('first-data');
    block?.remove();
    primeJobDetail(jobId, block?.dataset.for === jobDetailPath(jobId) ? block.textContent : null);
  }
}
