// The texts of the visitor pages (landing, job search, job details, organisation: SPEC 2 and 8),
// their own module so that a first visit carries these and not every form's messages (issue 8).
// Part of MESSAGES (../messages.ts); copied from SPEC.md character for character.

export const BROWSE_TEXTS = {
  rolesForYou: 'Roles for you',
  noRolesFound: 'No Roles Found.',
  rowsPerPage: 'Rows per page:',
  datePosted: (date: string) => `Date Posted ${date}`,
  appliedOn: (date: string) => `Applied on ${date}`,
  viewedBy: (views: number | string) => `Viewed By ${views}`,
  interested: 'Interested?',
  applyNow: 'Apply Now',
  trustedBy: 'Trusted by',
  aboutTheRole: 'About the Role',
  /** SPEC 1: what signing up promises (sign-in/sign-up panels, landing page). */
  signUpPromise: [
    'Access your details',
    'Check job application status and history',
    'Connect with mentors',
    'Learn new skills',
  ],
  searchHeading: 'What are you looking for?',
  searchRolePlaceholder: 'Enter Keywords',
  searchNow: 'Search now',
  filters: 'Filters',
  interests: 'Interests',

  errorFetchingJobs: 'Error fetching jobs',
  errorFetchingJobDetails: 'Error fetching job details',
  errorFetchingOrgDetails: 'Error fetching org details',
} as const;
