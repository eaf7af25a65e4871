// /jobsapplied's URL state (see ./search-params.ts), read only by that page.
import { APPLIED_DEFAULT_SIZE } from '../shared/constants';
import { parsePage, parsePageSize } from '../shared/schemas/paging';
import { searchToRecord, text } from './search-params';

/** /jobsapplied: jobtitle, sport, location, page (1), size (10). */
export type AppliedParams = {
  jobtitle: string;
  sport: string;
  location: string;
  page: number;
  size: number;
};

/** Reads /jobsapplied's query string with the defaults filled in; never throws. */
export function parseAppliedParams(search: string): AppliedParams {
  const raw = searchToRecord(search);
  return {
    jobtitle: text(raw.jobtitle),
    sport: text(raw.sport),
    location: text(raw.location),
    page: parsePage(raw.page),
    size: parsePageSize(raw.size, APPLIED_DEFAULT_SIZE),
  };
}
