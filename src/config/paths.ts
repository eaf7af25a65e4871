// Every route of the app, once. Pages link with these instead of retyping paths (and with `to`:
// the link builders of the visitor pages here, every page's in ./links.ts).
export const paths = {
  root: '/',
  landing: '/landing',
  signin: '/signin',
  signup: '/signup',
  orgSignup: '/org-signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmAccount: '/confirm-account',
  jobSearch: '/jobsearch',
  jobDetails: '/jobdetails',
  org: '/org',
  /** Visitors (saves in this browser) and coaches (issue 26). */
  savedJobs: '/savedjobs',
  /** A visitor's alert confirmation link (issue 26). */
  alertsConfirm: '/alerts/confirm',
  /** The privacy notice (issue 31). */
  privacy: '/privacy',
  /** A change of e-mail's confirmation link (issue 31). */
  confirmEmail: '/confirm-email',
  unauthorized: '/401',
  forbidden: '/403',
  error: '/500',
  /** Coaches and organisation users (issue 31). */
  account: '/account',
  // ROLE_COACH
  apply: '/apply/:jobId',
  success: '/success',
  jobsApplied: '/jobsapplied',
  profile: '/profile',
  changePassword: '/changepassword',
  alerts: '/alerts',
  // ROLE_ORG
  employer: '/employer',
  employerJobNew: '/employer/jobs/new',
  employerJob: '/employer/jobs/:id',
  employerApplicants: '/employer/jobs/:id/applicants',
  employerProfile: '/employer/profile',
  // ROLE_ADMIN (issue 32): one page, its tab in `?tab=` (src/pages/admin/admin-page.tsx)
  admin: '/admin',
} as const;

// The header's sign-in and sign-up links carry a trailing slash (SPEC 2); the router normalises
// it away.
export const HEADER_SIGNIN_HREF = '/signin/';
export const HEADER_SIGNUP_HREF = '/signup/';

const q = (key: string, value: string | number) => `?${key}=${encodeURIComponent(String(value))}`;

/** Links the visitor pages build; the others' (apply success, employer) are in ./links.ts. */
export const to = {
  jobDetails: (jobId: number | string) => `${paths.jobDetails}${q('jobId', jobId)}`,
  org: (orgId: number | string) => `${paths.org}${q('orgId', orgId)}`,
  apply: (jobId: number | string) => `/apply/${encodeURIComponent(String(jobId))}`,
};
