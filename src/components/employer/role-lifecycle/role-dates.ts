// A role's "today" for the organisation's screens (issue 27): dates of a role are in its state's
// time zone (API.md part 2). The form knows the state by name ("Queensland") or code, the roles
// list by the end of the location ("Cairns, QLD"); anything else keeps Sydney's time.
import { dateIn, stateOfLocation, zoneOfState } from '../../../shared/zoned-time';

const CODES: Record<string, string> = {
  'new south wales': 'NSW',
  victoria: 'VIC',
  queensland: 'QLD',
  'south australia': 'SA',
  'western australia': 'WA',
  tasmania: 'TAS',
  'northern territory': 'NT',
  'australian capital territory': 'ACT',
};

/** The state's code from its name or code ('' and unknown names stay as given). */
export const stateCode = (state: string): string =>
  CODES[state.trim().toLowerCase()] ?? state.trim();

/** Today's date (YYYY-MM-DD) in the time zone of `state` (name or code), Sydney's by default. */
export const todayIn = (state: string, now = Date.now()): string =>
  dateIn(now, zoneOfState(stateCode(state)));

/** Today in the zone of a role known by its location ("City, CODE"). */
export const todayAt = (location: string, now = Date.now()): string =>
  todayIn(stateOfLocation(location), now);

/** The respond-by date the role form suggests: this many days after the closing date. */
export const RESPOND_SUGGEST_DAYS = 14;
