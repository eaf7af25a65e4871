// What the landing and job search pages share around their job list (issue 8: one copy on the
// first visit): useJobResults loads a page of jobs with useLoad (../../lib/use-load.ts: aborted
// when the query changes or the page unmounts, with its loading / success / error state and a
// retry); `redirect(total)` may go elsewhere instead of showing the answer (job search: a page
// past the end). JobsAlert is 'Error fetching jobs' (SPEC 8) when the list or the search hero's
// lookups failed; its 'Try again' retries what failed.
import { type JobListParams, listJobs } from '../../api/jobs';
import { type Load, type LoadStatus, useLoad } from '../../lib/use-load';
import type { JobSummary } from '../../shared/schemas';
import { ERROR_FETCHING_JOBS } from '../../shared/texts/browse';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { Alert } from '../ui/alert/alert';
import { Button } from '../ui/button/button';

type Loadable = { status: LoadStatus; retry: () => void };

/** A page of jobs: `list`, and `length`, the total number of matches. */
export type JobResults = Load<{ list: JobSummary[]; length: number }>;

export function useJobResults(
  query: JobListParams,
  redirect?: (total: number) => boolean,
): JobResults {
  return useLoad(
    (signal) =>
      listJobs(query, { signal }).then((body) =>
        signal.aborted || redirect?.(body.length)
          ? // Never settles: the redirect's own query replaces (and aborts) this load.
            new Promise<never>(() => {})
          : body,
      ),
    [JSON.stringify(query)],
  );
}

export function JobsAlert({ loads, className }: { loads: Loadable[]; className?: string }) {
  const failed = loads.filter((load) => load.status === 'error');
  return (
    failed.length > 0 && (
      <Alert severity="error" className={className}>
        <span>{ERROR_FETCHING_JOBS}</span>{' '}
        <Button
          type="button"
          variant="text"
          onClick={() => {
            for (const load of failed) load.retry();
          }}
        >
          {TRY_AGAIN}
        </Button>
      </Alert>
    )
  );
}
