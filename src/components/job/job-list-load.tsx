// What the landing and job search pages share around their job list (issue 8: one copy on the
// first visit): useLoad, the load / abort / retry state of a list (the search hero's lookups use
// it too); useJobResults loads a page of jobs (aborted when the query changes or the page
// unmounts) with its loading / success / error state and a retry; `redirect(total)` may go
// elsewhere instead of showing the answer (job search: a page past the end). JobsAlert is
// 'Error fetching jobs' (SPEC 8) when the list or the search hero's lookups failed; its
// 'Try again' retries what failed.
import { startTransition, useEffect, useReducer, useState } from 'react';
import { type JobListParams, listJobs } from '../../api/jobs';
import type { JobSummary } from '../../shared/schemas';
import { BROWSE_TEXTS } from '../../shared/texts/browse';
import type { LookupStatus } from '../search-hero/use-search-lookups';
import { Alert } from '../ui/alert/alert';
import { Button } from '../ui/button/button';

type Loadable = { status: LookupStatus; retry: () => void };

/**
 * Loads what `load` answers (merged into `initial`) when `key` changes, aborting the previous
 * load (and on unmount), with its loading / success / error state and a retry; the last answer
 * stays while the next one loads. `load` answers null to drop the answer (a redirect instead).
 * The answer arrives in a transition (as every list arriving on a first-visit page): rendered in
 * slices.
 */
export function useLoad<S extends object>(
  key: string,
  initial: S,
  load: (signal: AbortSignal) => Promise<S | null>,
): S & Loadable {
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const [state, setState] = useState({ ...initial, status: 'loading' as LookupStatus });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `load`; `attempt` retries
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState((s) => ({ ...s, status: 'loading' }));
    load(signal).then(
      (answer) => {
        if (answer && !signal.aborted)
          startTransition(() => setState({ ...answer, status: 'success' }));
      },
      () => {
        if (!signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { ...state, retry };
}

export type JobResults = Loadable & {
  list: JobSummary[];
  /** The total number of matches (null until the first answer). */
  total: number | null;
};

export function useJobResults(
  query: JobListParams,
  redirect?: (total: number) => boolean,
): JobResults {
  return useLoad(
    JSON.stringify(query),
    { list: [] as JobSummary[], total: null as number | null },
    (signal) =>
      listJobs(query, { signal }).then((body) =>
        signal.aborted || redirect?.(body.length) ? null : { list: body.list, total: body.length },
      ),
  );
}

export function JobsAlert({ loads, className }: { loads: Loadable[]; className?: string }) {
  const failed = loads.filter((load) => load.status === 'error');
  return (
    failed.length > 0 && (
      <Alert severity="error" className={className}>
        <span>{BROWSE_TEXTS.errorFetchingJobs}</span>{' '}
        <Button
          type="button"
          variant="text"
          onClick={() => {
            for (const load of failed) load.retry();
          }}
        >
          Try again
        </Button>
      </Alert>
    )
  );
}
