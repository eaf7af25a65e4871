// Feeds of roles (issue 28, API.md part 2 "Discoverability"): the Atom feed's texts, which the
// server writes, and the link to it on /jobsearch.

export const FEED_TEXTS = {
  /** The visible link beside 'Get job alerts for this search'. */
  link: 'Feed',
  /** The feed's <title>: 'Touchline roles: Coach roles in NSW, Netball'. */
  title: (searchInWords: string) => `Touchline roles: ${searchInWords}`,
  /** One organisation's roles (orgId): 'Touchline roles: All roles at Harbour FC'. */
  atOrganisation: (searchInWords: string, organisation: string) =>
    `${searchInWords} at ${organisation}`,
  /** An entry's summary: where, the role type and the pay text. */
  summary: (location: string, roleType: string, pay: string) =>
    [location, roleType, pay].filter((s) => s.trim()).join(' · '),
} as const;
