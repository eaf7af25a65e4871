// /jobsapplied's query string: only the applied jobs page reads it, so a first visit's entry does
// not carry it (issue 8). The readers it shares with /jobsearch are in ./search-params.ts.
import { APPLIED_DEFAULT_SIZE } from '../shared/constants';
import { parseJobSearchParams, queryText, searchToRecord } from './search-params';

/** /jobsapplied: jobtitle, sport, location, page (1), size (10). */
export type AppliedParams = {
  jobtitle: string;
  sport: string;
  location: string;
  page: number;
  size: number;
};

/**
 * Reads /jobsapplied's query string with the defaults filled in (jobtitle, location, page and
 * size read as on /jobsearch); never throws.
 */
export function parseAppliedParams(search: string, size = APPLIED_DEFAULT_SIZE): AppliedParams {
  const { jobtitle, location, page, size: rows } = parseJobSearchParams(search, size);
  return { jobtitle, sport: queryText(searchToRecord(search).sport), location, page, size: rows };
}
