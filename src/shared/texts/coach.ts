// The coach's own screens (SPEC 2 and issue 6; not SPEC texts unless said): /apply, /success,
// /jobsapplied, /profile, and the file upload that /apply and /profile share. SPEC's messages for
// them are in ../messages.ts, the shared field labels in ./fields.ts. Only these lazily loaded
// screens read this module, never a first visit.

export const APPLY_TEXTS = {
  /** The page's title and heading while the role loads or failed to. */
  apply: 'Apply',
  /** Title and heading: 'Apply for Head Coach'. */
  applyFor: (jobName: string) => `Apply for ${jobName}`,
  skipToForm: 'Go to the application form',
  yourApplication: 'Your application',
  salary: 'Salary expectation (including super)',
  notice: 'Notice period / available to work',
  terms: 'I accept the terms and conditions and confirm these details are correct',
  submit: 'Submit application',
} as const;

/** /success's second link, beside 'Jobs Applied'. */
export const FIND_MORE_ROLES = 'Find more roles';

export const APPLIED_TEXTS = {
  filtersLabel: 'Filter jobs applied',
  jobTitle: 'Job title',
  sport: 'Sport',
  filter: 'Filter',
  clearFilters: 'Clear filters',
  noMatch: 'No applications match these filters.',
  none: 'You have not applied for any roles yet.',
  noneOnPage: 'There are no applications on this page.',
  /** Before a row's status badge, for screen readers. */
  status: 'Status: ',
  downloadResume: (jobName: string) => `Download resume for ${jobName}`,
  downloadCoverLetter: (jobName: string) => `Download cover letter for ${jobName}`,
  withdraw: 'Withdraw',
  withdrawLabel: (jobName: string) => `Withdraw application for ${jobName}`,
  withdrawTitle: 'Withdraw application?',
  withdrawConfirm: 'Withdraw application',
  keepApplication: 'Keep application',
  withdrawBody: (jobName: string, organisation: string) =>
    `Withdraw your application for ${jobName} at ${organisation}? The organisation will no longer see it, and you can apply again later.`,
} as const;

export const PROFILE_TEXTS = {
  completion: 'Profile completion',
  /** '75% complete' beside the completion heading. */
  percentComplete: (percent: number) => `${percent}% complete`,
  stillMissing: (labels: string[]) => `Still missing: ${labels.join(', ')}.`,
  complete: 'Your profile is complete.',
  picture: 'Profile picture (optional)',
  pictureLabel: 'Picture',
  showInitials: 'Show initials instead',
  /** The reason after 'Error uploading file: ' when the browser could not read the picture. */
  pictureUnreadable: 'The picture could not be read.',
  saveProfile: 'Save profile',
  interestsNote: 'Choose the sports you coach or want to coach. Roles are suggested from these.',
  chooseInterests: 'Choose interests',
  saveInterests: 'Save interests',
} as const;

/** The file upload (src/components/upload) of a resume, cover letter or picture. */
export const UPLOAD_TEXTS = {
  dropPrompt: 'Drag and drop a file here, or',
  chooseFile: 'Choose file',
  replaceFile: 'Replace file',
  /** The choose button's name: 'Choose file: Resume (required)'. */
  chooseLabel: (choose: string, label: string, required?: boolean) =>
    `${choose}: ${label}${required ? ' (required)' : ''}`,
  uploading: (label: string) => `Uploading ${label}`,
  cancelUpload: 'Cancel upload',
  didNotComplete: 'The upload did not complete.',
  // The browser's checks before an upload (the rule after each: MESSAGES.documentRule, ...).
  notKind: (fileName: string, kind: string, rule: string) =>
    `“${fileName}” is not ${kind}. ${rule}`,
  tooLarge: (fileName: string, mb: number, rule: string) =>
    `“${fileName}” is larger than ${mb} MB. ${rule}`,
  empty: (fileName: string, rule: string) => `“${fileName}” is empty. ${rule}`,
  documentKind: 'a PDF, DOC or DOCX file',
  pictureKind: 'a PNG or JPEG picture',
} as const;
