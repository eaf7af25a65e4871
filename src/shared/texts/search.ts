// The texts of the search hero and the landing page (SPEC 1 and 2): see ./browse.ts. Part of
// MESSAGES.

export const SEARCH_TEXTS = {
  searchHeading: 'What are you looking for?',
  searchRolePlaceholder: 'Enter Keywords',
  searchNow: 'Search now',
  filters: 'Filters',
  interests: 'Interests',
  /** SPEC 1: what signing up promises (sign-in/sign-up panels, landing page). */
  signUpPromise: [
    'Access your details',
    'Check job application status and history',
    'Connect with mentors',
    'Learn new skills',
  ],
} as const;
