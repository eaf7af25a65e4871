// The texts of the job details page (SPEC 2 and 8): see ./browse.ts. Part of MESSAGES.

export const DETAILS_TEXTS = {
  appliedOn: (date: string) => `Applied on ${date}`,
  viewedBy: (views: number | string) => `Viewed By ${views}`,
  interested: 'Interested?',
  applyNow: 'Apply Now',
  aboutTheRole: 'About the Role',
  errorFetchingJobDetails: 'Error fetching job details',
} as const;

// The job details page's own texts (not SPEC texts): its states and the details' labels (SPEC 2
// names the fields; its Location is ./fields.ts LOCATION).
export const JOB_DETAILS_TITLE = 'Job details';
/** A role's page title before the brand: 'Head Coach · Harbour FC' (the app's and the served head's). */
export const jobPageTitle = (name: string, organisation: string) => `${name} · ${organisation}`;
export const ROLE_NOT_FOUND = 'Role not found';
export const ROLE_NOT_FOUND_TEXT =
  'This role does not exist or is no longer listed. It may have been filled or removed.';
export const MINIMUM_LEVEL = 'Minimum level';
export const ROLE_TYPE = 'Role type';
export const CATEGORIES = 'Categories';
export const SALARY = 'Salary';
export const DESCRIPTION = 'Description';
export const MANDATORY_SKILLS = 'Mandatory skills';
export const DESIRED_SKILLS = 'Desired skills';
/** Issue 32: the role page's report button and its dialog's title (the rest: ./report.ts). */
export const REPORT_ROLE = 'Report this role';
