// The organisation side's texts (issue 10): its calls' success messages, its screens' own texts
// (SPEC.md shows no organisation screens, so these are not SPEC texts; success snackbars follow
// SPEC 8's habit of a final full stop) and its validation message. Only the employer screens and
// the organisation's aside on /jobdetails (loaded on demand) read them, never a first visit.
import { CLOSED_BADGE } from './closing';
import { APPLIED } from './fields';
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

const POST_A_ROLE = 'Post a role';
const EDIT_ROLE = 'Edit role';
const APPLICANTS = 'Applicants';
const ORGANISATION_PAGE = 'Organisation page';
const VIEW_APPLICANTS = 'View applicants';

export const EMPLOYER_TEXTS = {
  dashboardTitle: 'Your roles',
  postRole: POST_A_ROLE,
  newRoleTitle: POST_A_ROLE,
  editRoleTitle: EDIT_ROLE,
  applicantsTitle: APPLICANTS,
  profileTitle: ORGANISATION_PAGE,
  noRoles: 'You have not posted any roles yet.',
  noApplicants: 'No applications yet.',
  open: 'Open',
  closed: CLOSED_BADGE,
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
  viewApplicants: VIEW_APPLICANTS,
  coachesApply: 'Coaches apply for roles from a coach account.',
} as const;

// The screens' own texts below, apart from EMPLOYER_TEXTS: the job details page's aside (loaded on
// demand) carries that object whole, and none of these. A screen's texts name its fields with the
// shared labels (./fields.ts, ./details.ts) where those exist.

/** Words the organisation screens share: two places each, or more. */
export const EDIT = 'Edit';
export const DETAILS = 'Details';
export const CHOOSE_A_CITY = 'Choose a city';

/** /employer, the roles list. */
export const ROLES_LIST_TEXTS = {
  loading: 'Loading your roles',
  applicantsByStatus: (jobName: string) => `${APPLICANTS} for ${jobName} by status`,
  viewApplicantsFor: (jobName: string) => `${VIEW_APPLICANTS} for ${jobName}`,
  editFor: (jobName: string) => `${EDIT} ${jobName}`,
  /** Issue 32: under a role that moderation keeps off the board (the badge: trust.ts). */
  notPublic: 'Not public: only your organisation sees this role.',
  reviewReason: (reason: string) => `Reason: ${reason}`,
} as const;

/** /employer/jobs/{id}/applicants. */
export const APPLICANTS_TEXTS = {
  /** Title 'Applicants: Head Coach', heading and list 'Applicants for Head Coach'. */
  titleFor: (jobName: string) => `${APPLICANTS}: ${jobName}`,
  applicantsFor: (jobName: string) => `${APPLICANTS} for ${jobName}`,
  loading: 'Loading the applicants',
  applied: APPLIED,
  salary: 'Salary expectation',
  notice: 'Notice',
  statusChanged: 'Status changed',
  downloadResume: 'Download resume',
  downloadCoverLetter: 'Download cover letter',
  /** A download button's name: 'Download resume of Ann Lee'. */
  fileOf: (download: string, name: string) => `${download} of ${name}`,
  statusOf: (name: string) => `Status of ${name}`,
} as const;

/** The role form, /employer/jobs/new and /{id} (pay: ./pay.ts, dates: ./lifecycle.ts). */
export const ROLE_FORM_TEXTS = {
  /** The heading of an existing role: 'Edit role: Head Coach'. */
  editRoleFor: (jobName: string) => `${EDIT_ROLE}: ${jobName}`,
  loading: 'Loading the role',
  editor: 'Role editor',
  preview: 'Preview',
  previewNote: 'This is how coaches will see the role.',
  theRole: 'The role',
  roleTitle: 'Role title',
  /** The preview's organisation before the organisation's name has loaded. */
  yourOrganisation: 'Your organisation',
  stateOptional: 'State (optional)',
  anyState: 'Any state',
  minLevelExample: 'e.g. Level 2 accreditation',
  chooseRoleType: 'Choose a role type',
  categoriesExample: 'e.g. Netball, Coaching',
  interestTags: 'Interest tags',
  chooseTags: 'Choose tags',
  tagsHint: 'Coaches who follow these interests find the role.',
  saveChanges: 'Save changes',
  postRole: 'Post role',
} as const;

/** /employer/profile, the organisation's page details and logo. */
export const ORG_PROFILE_TEXTS = {
  titleFor: (name: string) => `${ORGANISATION_PAGE}: ${name}`,
  viewPublicPage: 'View your public page',
  loading: 'Loading the organisation',
  logo: 'Logo',
  logoPreview: 'Preview of the chosen logo',
  logoOf: (name: string) => `${name} logo`,
  noLogo: 'No logo yet',
  chooseLogo: 'Choose a logo (PNG, JPEG or SVG, up to 1 MB)',
  uploadLogo: 'Upload logo',
  about: 'About',
  aboutHint: (max: number) => `Up to ${max} characters.`,
  website: 'Website',
  saveDetails: 'Save details',
} as const;

/** The role form's rich-text editor (components/rich-text-editor); a bad link: INVALID_WEBSITE. */
export const EDITOR_TEXTS = {
  bold: 'Bold',
  italic: 'Italic',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  link: 'Link',
  /** The toolbar's name: 'Description formatting'. */
  toolbar: (label: string) => `${label} formatting`,
  addALink: 'Add a link',
  linkAddress: 'Link address',
  addLink: 'Add link',
} as const;
