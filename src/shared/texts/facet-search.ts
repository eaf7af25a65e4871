// The job search's coaching-context filters (issue 29; API.md part 2 "Coaching-context facets"):
// the 400 field messages of `sportType`, `ageGroup`, `gender`, `level`, `pay`, `days`, `times`
// and `state` in /api/job/list, /api/job/facets, feeds and alerts. Apart from texts/coaching.ts
// (the role form's) so that the server's search and the alert dialog carry only these.

export const FACET_SEARCH_ERRORS = {
  /** A value that is not one of the facet's (src/shared/facets.ts, the sports or state lists). */
  unknownValue: 'Choose values from the list',
  /** More than MAX_FACET_VALUES values in one parameter. */
  tooManyValues: (max: number) => `Choose at most ${max} values`,
} as const;
