// The lists the home search hero offers: organisation types and locations (cities), and on the
// landing page the sports of its Sport field (issue 29). A failure of the first two is the page's
// 'Error fetching jobs' alert (SPEC 8); without the sports the Sport field offers none. The
// interest tags load with the Filters panel that offers them (search-filters.tsx), not with the
// first visit. Loaded (aborted on unmount, retried by the alert's 'Try again') by useLoad
// (../../lib/use-load.ts).
import { getLocations, getOrgTypes, getSportsTypes } from '../../api/lookups';
import { type Load, useLoad } from '../../lib/use-load';

type Lookups = { orgTypes: string[]; locations: string[]; sports?: string[] };
export type SearchLookups = Load<Lookups>;

const loadLookups = (signal: AbortSignal, sports?: boolean): Promise<Lookups> =>
  Promise.all([
    getOrgTypes({ signal }),
    getLocations(null, { signal }).then((list) => Array.from(new Set(list.map((c) => c.name)))),
    sports &&
      getSportsTypes({ signal }).then(
        (list) => list.map((s) => s.name),
        () => [],
      ),
  ]).then(([orgTypes, locations, sports]) => ({ orgTypes, locations, sports: sports || [] }));

/** `sports`: load the sports list too (the landing page's Sport field). */
export function useSearchLookups(sports?: boolean): SearchLookups {
  return useLoad((signal) => loadLookups(signal, sports), [sports]);
}
