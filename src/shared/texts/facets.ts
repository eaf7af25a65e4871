// The job search's Filters panel's coaching-context facets (issue 29; API.md part 2
// "Coaching-context facets"): each value with its count, the long lists' toggle, clearing, and
// the counts' failure. The groups' legends are the fields' labels (./coaching.ts, ./fields.ts);
// the values are src/shared/facets.ts's. Only the panel's chunk (loaded on demand) reads these.
import {
  AGE_GROUPS_LABEL,
  GENDER,
  LEVEL,
  PAY_KIND,
  SPORT,
  TIMES_LABEL,
  TRAINING_DAYS,
} from './coaching';
import { ORGANISATION_TYPE, STATE } from './fields';

/** Each facet's legend, by its query parameter. */
export const FACET_LEGENDS = {
  sportType: SPORT,
  ageGroup: AGE_GROUPS_LABEL,
  gender: GENDER,
  level: LEVEL,
  pay: PAY_KIND,
  days: TRAINING_DAYS,
  times: TIMES_LABEL,
  orgtype: ORGANISATION_TYPE,
  state: STATE,
} as const;

export const FACET_TEXTS = {
  /** A value with the number of open roles it would match: 'Netball (42)'. */
  option: (value: string, count: number) => `${value} (${count})`,
  /** A long list's toggle (the first few values show until it is pressed). */
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show fewer',
  /** The single-choice groups' (organisation type, state) choice of none. */
  any: 'Any',
  /** One action for every filter of the panel (the keywords stay). */
  clear: 'Clear filters',
  countsFailed: 'The number of roles for each filter could not be loaded.',
} as const;
