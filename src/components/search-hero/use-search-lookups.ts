// The lists the home search hero offers: organisation types and locations (cities). A failure is
// the page's 'Error fetching jobs' alert (SPEC 8). The interest tags load with the Filters panel
// that offers them (search-filters.tsx), not with the first visit.
import { startTransition, useEffect, useReducer, useState } from 'react';
import { getLocations, getOrgTypes } from '../../api/lookups';

export type LookupStatus = 'loading' | 'success' | 'error';

export type SearchLookups = {
  orgTypes: string[];
  locations: string[];
  status: LookupStatus;
  retry: () => void;
};

export function useSearchLookups(): SearchLookups {
  const [state, setState] = useState<Omit<SearchLookups, 'retry'>>({
    orgTypes: [],
    locations: [],
    status: 'loading',
  });
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState((s) => ({ ...s, status: 'loading' }));
    Promise.all([
      getOrgTypes({ signal }),
      getLocations(null, { signal }).then((list) => Array.from(new Set(list.map((c) => c.name)))),
    ]).then(
      ([orgTypes, locations]) => {
        // A transition (as every list arriving on a first-visit page): rendered in slices.
        if (!signal.aborted)
          startTransition(() => setState({ orgTypes, locations, status: 'success' }));
      },
      () => {
        if (!signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, retry };
}
