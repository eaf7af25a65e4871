// The texts of the visitor pages' lists and cards (landing, job search, organisation; SPEC 2
// and 8). The visitor pages' texts are split by the pages that show them, so that a first visit
// carries its page's texts and not every form's messages (issue 8): these, the job details
// page's (./details.ts) and the search hero's with the landing page's (./search.ts). Part of
// MESSAGES (../messages.ts); copied from SPEC.md character for character.

/**
 * The `message` of a successful list or lookup answer (SPEC 7). Here, not in ./api.ts: the visitor
 * pages check it on every job list and carry no other API message. Part of API_MESSAGES.
 */
export const API_SUCCESS = 'Success';

export const BROWSE_TEXTS = {
  rolesForYou: 'Roles for you',
  noRolesFound: 'No Roles Found.',
  rowsPerPage: 'Rows per page:',
  datePosted: (date: string) => `Date Posted ${date}`,
  trustedBy: 'Trusted by',
  errorFetchingJobs: 'Error fetching jobs',
  errorFetchingOrgDetails: 'Error fetching org details',
} as const;
