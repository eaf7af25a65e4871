// /jobsearch (SPEC 2): the search hero above the results; 'Roles for you' with the total count,
// job cards linking to /jobdetails?jobId={id}, 'No Roles Found.' when empty, and the Paginator.
// Filters, page and size live in the URL (page 1 by default; size 25, or the rows per page chosen
// last in this session: src/state/paging.ts), so back/forward and a shared link show the same list. A failure of the job list, the organisation-type list or the
// location list shows 'Error fetching jobs' (SPEC 8, docs/decisions/004). Visitors and coaches
// get 'Get job alerts for this search' (issue 26: ./alerts-button.tsx, loaded after the page).
// The Paginator, shown with the results, is not in the first visit's chunks: its code is requested
// as this page's chunk runs and is in long before the list (an API round trip) arrives.
// The hero's Filters panel offers the coaching-context facets here (issue 29: their counts, a
// choice searching at once; components/search-hero/facet-filters.tsx).
import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiRequestError } from '../../api/client';
import { jobSearchListParams } from '../../api/jobs';
import { JobList } from '../../components/job/job-list';
import { JobsAlert, useJobResults } from '../../components/job/job-list-load';
import { SearchHero } from '../../components/search-hero/search-hero';
import { useSearchLookups } from '../../components/search-hero/use-search-lookups';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy';
import { buildSearch, LIST_FACETS, parseJobSearchParams } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import {
  JOB_SEARCH_DEFAULT_PAGE,
  JOB_SEARCH_DEFAULT_SIZE,
  ROLE_COACH,
  ROLE_ORG,
} from '../../shared/constants';
import { NO_ROLES_FOUND, ROLES_FOR_YOU } from '../../shared/texts/browse';
import { JOB_SEARCH_TITLE, PAGES_OF_ROLES } from '../../shared/texts/search';
import { authState } from '../../state/auth';
import { pagingState, setPageSize } from '../../state/paging';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './job-search-page.module.css';

const AlertsButton = lazy(() => import('./alerts-button'));
// A chunk that cannot load is the route's error, with its retry, like a page's (lib/lazy.ts).
const Paginator = lazyPage(() =>
  import('../../components/ui/paginator/paginator').then((m) => ({ default: m.Paginator })),
);
void Paginator.preload();

export default function JobSearchPage() {
  usePageTitle(JOB_SEARCH_TITLE);
  const [, navigate] = useLocation();
  // Without a size in the URL, the rows per page chosen last (src/state/paging.ts).
  const params = parseJobSearchParams(useSearch(), pagingState.jobSearch);
  const go = (page: number, size: number, replace?: boolean) =>
    navigate(
      `${paths.jobSearch}${buildSearch(
        { ...params, page, size },
        { page: JOB_SEARCH_DEFAULT_PAGE, size: JOB_SEARCH_DEFAULT_SIZE },
      )}`,
      { replace },
    );
  const lookups = useSearchLookups();
  const results = useJobResults(jobSearchListParams(params), (matches) => {
    // A page past the end (an old link, fewer matches now): the last page instead.
    const lastPage = Math.ceil(matches / params.size);
    if (lastPage < 1 || params.page <= lastPage) return false;
    go(lastPage, params.size, true);
    return true;
  });
  // A facet value the API refused (a hand-edited or old link): the Filters panel, open for such a
  // URL, drops it from the URL (search-filters.tsx), so it is no failure to show meanwhile.
  const { error } = results;
  const refused = isApiRequestError(error) && LIST_FACETS.some((key) => key in error.fields);
  const total = results.data?.length ?? 0;
  const loading = results.status === 'loading';
  const auth = useSnapshot(authState);
  const role = auth.isAuthenticated ? auth.user?.role : undefined;

  return (
    <div className={styles.page}>
      <SearchHero lookups={lookups} busy={loading} facets />
      <JobsAlert loads={refused ? [lookups] : [results, lookups]} className={styles.alert} />
      <section className={styles.results} aria-labelledby="roles-heading" aria-busy={loading}>
        <div className={styles.head}>
          <h2 id="roles-heading" tabIndex={-1} className={styles.title}>
            {ROLES_FOR_YOU}
          </h2>
          <p className={styles.count}>
            {!results.data ? (
              <Skeleton width="5rem" height="1em" />
            ) : (
              `${total} ${total === 1 ? 'role' : 'roles'}`
            )}
          </p>
        </div>
        {role !== ROLE_ORG && (
          <Suspense fallback={<span className={styles.alertsSlot} />}>
            <AlertsButton coach={role === ROLE_COACH} params={params} />
          </Suspense>
        )}
        {loading ? (
          <JobList loading skeletons={Math.min(params.size, 10)} />
        ) : results.status === 'success' && results.data.list.length === 0 ? (
          <p className={styles.empty}>{NO_ROLES_FOUND}</p>
        ) : (
          <JobList jobs={results.data?.list ?? []} />
        )}
        {total > 0 && (
          <Suspense fallback={null}>
            <Paginator
              aria-label={PAGES_OF_ROLES}
              page={params.page}
              pageSize={params.size}
              total={total}
              onPageChange={(page) => {
                go(page, params.size);
                // The new page's list starts at its heading (its id names the section too).
                document.getElementById('roles-heading')?.focus();
              }}
              // Changing the size keeps the current page where it still exists, else the new last page.
              onPageSizeChange={(size) => {
                setPageSize('jobSearch', size);
                go(Math.min(params.page, Math.ceil(total / size)), size);
              }}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}
