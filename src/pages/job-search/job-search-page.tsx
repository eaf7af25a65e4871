// /jobsearch (SPEC 2): the search hero above the results; 'Roles for you' with the total count,
// job cards linking to /jobdetails?jobId={id}, 'No Roles Found.' when empty, and the Paginator.
// Filters, page and size live in the URL (page 1 and size 25 by default), so back/forward and a
// shared link show the same list. A failure of the job list, the organisation-type list or the
// location list shows 'Error fetching jobs' (SPEC 8, docs/decisions/004).
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { jobSearchListParams, listJobs } from '../../api/jobs';
import { paths } from '../../app/paths';
import { JobList } from '../../components/job/job-list';
import { SearchHero } from '../../components/search-hero/search-hero';
import { useSearchLookups } from '../../components/search-hero/use-search-lookups';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Paginator } from '../../components/ui/paginator/paginator';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { buildSearch, type JobSearchParams, parseJobSearchParams } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { JOB_SEARCH_DEFAULT_PAGE, JOB_SEARCH_DEFAULT_SIZE } from '../../shared/constants';
import type { JobSummary } from '../../shared/schemas';
import { BROWSE_TEXTS } from '../../shared/texts/browse';
import { setPage, setPageSize } from '../../state/paging';
import styles from './job-search-page.module.css';

type Results = {
  status: 'loading' | 'success' | 'error';
  list: JobSummary[];
  /** The total number of matches (null until the first answer). */
  total: number | null;
};

function searchHref(params: JobSearchParams, page: number, size: number): string {
  return `${paths.jobSearch}${buildSearch(
    {
      jobtitle: params.jobtitle,
      orgtype: params.orgtype,
      location: params.location,
      interests: params.interests,
      page,
      size,
    },
    { page: JOB_SEARCH_DEFAULT_PAGE, size: JOB_SEARCH_DEFAULT_SIZE },
  )}`;
}

export default function JobSearchPage() {
  usePageTitle('Job search');
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => parseJobSearchParams(search), [search]);
  const key = JSON.stringify(params);
  const lookups = useSearchLookups();
  const [results, setResults] = useState<Results>({ status: 'loading', list: [], total: null });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // The client-side paging state mirrors the URL (SPEC 4).
  useEffect(() => {
    setPage('jobSearch', params.page);
    setPageSize('jobSearch', params.size);
  }, [params.page, params.size]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`; `attempt` retries
  useEffect(() => {
    const controller = new AbortController();
    setResults((r) => ({ ...r, status: 'loading' }));
    listJobs(jobSearchListParams(params), { signal: controller.signal }).then(
      (body) => {
        if (controller.signal.aborted) return;
        const lastPage = Math.max(1, Math.ceil(body.length / params.size));
        if (body.list.length === 0 && body.length > 0 && params.page > lastPage) {
          // A page past the end (an old link, fewer matches now): show the last page instead.
          navigate(searchHref(params, lastPage, params.size), { replace: true });
          return;
        }
        startTransition(() =>
          setResults({ status: 'success', list: body.list, total: body.length }),
        );
      },
      () => {
        if (!controller.signal.aborted) setResults((r) => ({ ...r, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const total = results.total ?? 0;
  const loading = results.status === 'loading';
  const failed = results.status === 'error' || lookups.status === 'error';

  const goToPage = (page: number) => {
    navigate(searchHref(params, page, params.size));
    heading.current?.focus();
  };
  // Changing the size keeps the current page where it still exists, else the new last page.
  const changeSize = (size: number) => {
    const lastPage = Math.max(1, Math.ceil(total / size));
    navigate(searchHref(params, Math.min(params.page, lastPage), size));
  };
  const retry = () => {
    if (results.status === 'error') setAttempt((n) => n + 1);
    if (lookups.status === 'error') lookups.retry();
  };

  return (
    <div className={styles.page}>
      <SearchHero lookups={lookups} busy={loading} />
      {failed && (
        <Alert severity="error" className={styles.alert}>
          <span>{BROWSE_TEXTS.errorFetchingJobs}</span>{' '}
          <Button type="button" variant="text" onClick={retry}>
            Try again
          </Button>
        </Alert>
      )}
      <section className={styles.results} aria-labelledby="roles-heading" aria-busy={loading}>
        <div className={styles.head}>
          <h2 id="roles-heading" ref={heading} tabIndex={-1} className={styles.title}>
            {BROWSE_TEXTS.rolesForYou}
          </h2>
          <p className={styles.count}>
            {results.total === null ? (
              <Skeleton width="5rem" height="1em" />
            ) : (
              `${total} ${total === 1 ? 'role' : 'roles'}`
            )}
          </p>
        </div>
        {loading ? (
          <JobList loading skeletons={Math.min(params.size, 10)} />
        ) : results.status === 'success' && results.list.length === 0 ? (
          <p className={styles.empty}>{BROWSE_TEXTS.noRolesFound}</p>
        ) : (
          <JobList jobs={results.list} />
        )}
        {total > 0 && (
          <Paginator
            className={styles.paginator}
            aria-label="Pages of roles"
            page={params.page}
            pageSize={params.size}
            total={total}
            onPageChange={goToPage}
            onPageSizeChange={changeSize}
          />
        )}
      </section>
    </div>
  );
}
