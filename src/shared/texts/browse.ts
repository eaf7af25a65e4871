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

// Each text its own constant (not an object): the first visit's entry carries this module, and
// the build writes a constant in place where it is used, so the texts only other pages use
// (the Paginator's, the organisation page's) stay with them. MESSAGES gathers them.
export const ROLES_FOR_YOU = 'Roles for you';
export const NO_ROLES_FOUND = 'No Roles Found.';
export const ROWS_PER_PAGE = 'Rows per page:';
export const datePostedText = (date: string) => `Date Posted ${date}`;
export const TRUSTED_BY = 'Trusted by';
export const ERROR_FETCHING_JOBS = 'Error fetching jobs';
export const ERROR_FETCHING_ORG_DETAILS = 'Error fetching org details';
