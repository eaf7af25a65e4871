// The profile's Credentials section and the credential reminders setting on /alerts (issue 30 =
// API.md part 2 "Credentials (issue 18)"): what the screens say beyond the field labels and
// messages of ./credentials.ts.

/** The types as the form's select and the list name them. */
export const CREDENTIAL_TYPE_LABELS: Record<string, string> = {
  WWCC: 'Working with Children Check',
  'Police check': 'National Police Check',
  'Coaching accreditation': 'Coaching accreditation',
  'First aid': 'First aid',
  CPR: 'CPR',
  'Sports trainer': 'Sports trainer',
  Other: 'Other',
};

export const CREDENTIALS_UI = {
  intro:
    'Keep your checks and certificates here once: every role says whether you meet its requirements.',
  empty: 'You have not added any credentials yet.',
  loadFailed: 'Your credentials could not be loaded.',
  listLabel: 'Your credentials',
  add: 'Add a credential',
  addTitle: 'Add a credential',
  editTitle: (what: string) => `Edit ${what}`,
  edit: 'Edit',
  editLabel: (what: string) => `Edit ${what}`,
  remove: 'Remove',
  removeLabel: (what: string) => `Remove ${what}`,
  removeTitle: (what: string) => `Remove ${what}?`,
  removeDescription:
    'It is removed from your profile, with its document. Applications you sent keep what they shared.',
  cancel: 'Cancel',
  save: 'Save credential',
  added: 'Credential added.',
  updated: 'Credential updated.',
  removed: 'Credential removed.',
  saveFailed: 'The credential could not be saved.',
  removeFailed: 'The credential could not be removed.',
  choose: 'Choose…',
  chooseSport: 'Choose a sport',
  noMatchingSports: 'No sport matches',
  cardExample: (example: string) => `For example ${example}`,
  cardGeneric: '5 to 20 letters, digits, "/" or "-"',
  chooseStateFirst: 'Choose the issuing state for its card format',
  optional: (label: string) => `${label} (optional)`,
  documentHint: 'PDF, PNG or JPEG, up to 5 MB',
  documentKind: 'a PDF, PNG or JPEG file',
  documentRule: 'Choose a PDF, PNG or JPEG file up to 5 MB.',
  documentUploaded: 'Document uploaded.',
  documentUploadFailed: 'The document was not uploaded.',
  download: (fileName: string) => `Download ${fileName}`,
  issued: (date: string) => `Issued ${date}`,
  expires: (date: string) => `Expires ${date}`,
  noExpiry: 'No expiry date',
  statusLabel: 'Status',
  /** The WWCC line: "New South Wales · WWC1234567E · Employee". */
  wwccTypes: { Employee: 'Employee', Volunteer: 'Volunteer' } as Record<string, string>,
  /** /alerts' settings: the credential expiry reminders (PUT /api/user/settings). */
  remindersTitle: 'Credential expiry reminders',
  remindersOn: 'Credential expiry reminders are on.',
  remindersOff: 'Credential expiry reminders are off.',
} as const;
