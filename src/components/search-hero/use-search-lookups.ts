// The lists the home search hero offers: organisation types and locations (cities). A failure is
// the page's 'Error fetching jobs' alert (SPEC 8). The interest tags load with the Filters panel
// that offers them (search-filters.tsx), not with the first visit. Loaded (aborted on unmount, retried
// by the alert's 'Try again') by useLoad, shared with the job list (../job/job-list-load.tsx).
import { getLocations, getOrgTypes } from '../../api/lookups';
import { useLoad } from '../job/job-list-load';

export type LookupStatus = 'loading' | 'success' | 'error';

export type SearchLookups = {
  orgTypes: string[];
  locations: string[];
  status: LookupStatus;
  retry: () => void;
};

export function useSearchLookups(): SearchLookups {
  return useLoad('', { orgTypes: [] as string[], locations: [] as string[] }, (signal) =>
    Promise.all([
      getOrgTypes({ signal }),
      getLocations(null, { signal }).then((list) => Array.from(new Set(list.map((c) => c.name)))),
    ]).then(([orgTypes, locations]) => ({ orgTypes, locations })),
  );
}
