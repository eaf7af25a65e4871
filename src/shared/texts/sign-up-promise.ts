// SPEC 1: what signing up promises (sign-in/sign-up panels, landing page). Apart from
// ./search.ts, whose texts /jobsearch's first visit carries too: only these pages show it.
export const SIGN_UP_PROMISE = [
  'Access your details',
  'Check job application status and history',
  'Connect with mentors',
  'Learn new skills',
] as const;
