// The lists the home search hero offers: organisation types, locations (cities) and interest tags.
// A failure of the organisation-type or location list is the page's 'Error fetching jobs' alert
// (SPEC 8); the tag list is optional (the Interests field then offers nothing).
import { startTransition, useEffect, useReducer, useState } from 'react';
import { getLocations, getOrgTypes, getTagList } from '../../api/lookups';

export type LookupStatus = 'loading' | 'success' | 'error';

export type SearchLookups = {
  orgTypes: string[];
  locations: string[];
  tags: string[];
  status: LookupStatus;
  retry: () => void;
};

export function useSearchLookups(): SearchLookups {
  const [state, setState] = useState<Omit<SearchLookups, 'retry'>>({
    orgTypes: [],
    locations: [],
    tags: [],
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
      getTagList({ signal }).catch(() => [] as string[]),
    ]).then(
      ([orgTypes, locations, tags]) => {
        // A transition (as every list arriving on a first-visit page): rendered in slices.
        if (!signal.aborted)
          startTransition(() => setState({ orgTypes, locations, tags, status: 'success' }));
      },
      () => {
        if (!signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, retry };
}
