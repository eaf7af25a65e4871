// The organisation side's texts (issue 10): its calls' success messages, its screens' own texts
// (SPEC.md shows no organisation screens, so these are not SPEC texts; success snackbars follow
// SPEC 8's habit of a final full stop) and its validation message. Only the employer screens and
// the organisation's aside on /jobdetails (loaded on demand) read them, never a first visit.
import { TRY_AGAIN } from './shell';

/** Success `message` values of the organisation calls (the client checks them). */
export const EMPLOYER_API_MESSAGES = {
  rolePosted: 'Role Posted Successfully',
  roleUpdated: 'Role Updated Successfully',
  roleClosed: 'Role Closed Successfully',
  roleReopened: 'Role Reopened Successfully',
  statusUpdated: 'Status Updated Successfully',
  orgProfileUpdated: 'Organisation Updated Successfully',
  logoUploaded: 'Logo uploaded Successfully',
} as const;

export const INVALID_WEBSITE = 'Enter a web address starting with http:// or https://';

export const EMPLOYER_TEXTS = {
  dashboardTitle: 'Your roles',
  postRole: 'Post a role',
  newRoleTitle: 'Post a role',
  editRoleTitle: 'Edit role',
  applicantsTitle: 'Applicants',
  profileTitle: 'Organisation page',
  noRoles: 'You have not posted any roles yet.',
  noApplicants: 'No applications yet.',
  open: 'Open',
  closed: 'Closed',
  // The status call's snackbars (issue 27: the server's message, as the others here).
  roleClosed: 'Role Closed Successfully.',
  roleReopened: 'Role Reopened Successfully.',
  rolePosted: 'Role Posted Successfully.',
  roleUpdated: 'Role Updated Successfully.',
  statusUpdated: 'Status Updated Successfully.',
  orgUpdated: 'Organisation Updated Successfully.',
  logoUploaded: 'Logo uploaded Successfully.',
  logoFailed: 'Unable to upload Logo',
  downloadFailed: 'The file could not be downloaded.',
  loadFailed: 'This page could not be loaded.',
  retry: TRY_AGAIN,
  applicants: (n: number) => (n === 1 ? '1 applicant' : `${n} applicants`),
  // The job details page's aside for an organisation (src/pages/job-details/org-interested.tsx;
  // its 'Edit role' is editRoleTitle's).
  yourRole: 'Your role',
  viewApplicants: 'View applicants',
  coachesApply: 'Coaches apply for roles from a coach account.',
} as const;
