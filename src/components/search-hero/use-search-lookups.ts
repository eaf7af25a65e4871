// The lists the home search hero offers: organisation types and locations (cities). A failure is
// the page's 'Error fetching jobs' alert (SPEC 8). The interest tags load with the Filters panel
// that offers them (search-filters.tsx), not with the first visit. Loaded (aborted on unmount,
// retried by the alert's 'Try again') by useLoad (../../lib/use-load.ts).
import { getLocations, getOrgTypes } from '../../api/lookups';
import { type Load, useLoad } from '../../lib/use-load';

export type SearchLookups = Load<{ orgTypes: string[]; locations: string[] }>;

const loadLookups = (signal: AbortSignal) =>
  Promise.all([
    getOrgTypes({ signal }),
    getLocations(null, { signal }).then((list) => Array.from(new Set(list.map((c) => c.name)))),
  ]).then(([orgTypes, locations]) => ({ orgTypes, locations }));

export function useSearchLookups(): SearchLookups {
  return useLoad(loadLookups, []);
}
