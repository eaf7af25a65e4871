// The texts of the search hero and the landing page (SPEC 1 and 2): see ./browse.ts. Part of
// MESSAGES.
import { INTERESTS } from './fields';
import { BRAND } from './shell';

export const SEARCH_TEXTS = {
  searchHeading: 'What are you looking for?',
  searchRolePlaceholder: 'Enter Keywords',
  searchNow: 'Search now',
  filters: 'Filters',
  interests: INTERESTS,
} as const;

/** The hero's fields (SPEC 2); its Location is ./fields.ts LOCATION, shared with other forms. */
export const ROLE_LABEL = 'Role';
export const ORG_TYPE_LABEL = 'Organisation Type';

// The landing page's own texts and the job search page's (not SPEC texts).
export const HOME_TITLE = 'Home';
export const RECENT_ROLES = 'Recent roles';
export const SEE_ALL_ROLES = 'See all roles';
export const BROWSE_BY_ORG_TYPE = 'Browse by organisation type';
export const JOIN_HEADING = `Your next role starts with ${BRAND}`;
export const JOIN_TEXT = 'Create a free account to make every application count.';
export const JOB_SEARCH_TITLE = 'Job search';
export const PAGES_OF_ROLES = 'Pages of roles';
