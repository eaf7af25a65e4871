// A role's lifecycle (issue 27, API.md part 2 "Role lifecycle"): closing dates, closing as filled
// or withdrawn, extending and reopening, the respond-by promise. The API's messages and field
// errors (the server sends them, the app checks and shows them) and the screens' texts. The
// card's "Closes ..." words are in ./closing.ts: a first visit carries only those.
import { TRY_AGAIN } from './shell';
import { CANCEL } from './ui';

/** Success `message` values of the status call beside EMPLOYER_API_MESSAGES' close and reopen. */
export const LIFECYCLE_API = {
  roleExtended: 'Role Extended Successfully',
  settingsUpdated: 'Settings Updated Successfully',
} as const;

/** Field messages (`fields.closingDate`, `fields.respondBy`, `fields.reason`) and details. */
export const LIFECYCLE_ERRORS = {
  invalidDate: 'Enter a date as YYYY-MM-DD',
  closingInPast: 'The closing date cannot be in the past',
  closingTooFar: 'The closing date can be at most 180 days ahead',
  closingRequired: 'Choose a closing date',
  respondBeforeClosing: 'The respond-by date must be on or after the closing date',
  respondTooFar: 'The respond-by date can be at most 60 days after the closing date',
  respondBeforeNewClosing:
    'The new closing date is after the respond-by date: choose a new respond-by date too',
  chooseReason: "Choose 'filled' or 'withdrawn'",
  alreadyClosed: 'This role is already closed',
  takenDown: 'This role was taken down and cannot be reopened',
  roleClosed: 'This role has closed and no longer takes applications',
} as const;

// ---- The organisation's screens (issue 27): the role form's date fields, the roles list's and
// the role's page's closing line, badge and actions, and the actions' dialogs.

/** A closed role's badge by its reason (CLOSED_BADGE alone when the reason is unknown). */
export const CLOSED_REASON_BADGE = {
  expired: 'Closed: expired',
  filled: 'Closed: filled',
  withdrawn: 'Closed: withdrawn',
} as const;

export const ORG_LIFECYCLE_TEXTS = {
  closingDate: 'Closing date',
  closingHint: (max: string) =>
    `The role closes at the end of this day in its state's time zone (at most ${max}).`,
  datesLegend: 'Closing date and response',
  closingFixed: (date: string) => `Closing date: ${date}`,
  closingFixedNote: 'Extend or Reopen on your roles list changes the closing date.',
  respondBy: 'We will respond to every applicant by (optional)',
  respondByHint: (from: string, to: string) =>
    `A date from ${from} to ${to}. Coaches see your promise on the role.`,
  suggestRespondBy: (date: string) => `Suggest ${date}`,
  respondsBy: (date: string) => `Responds by ${date}`,
  closedOn: (date: string) => `Closed on ${date}`,
  // The actions (roles list, the role's page and its form).
  actions: 'Close or extend',
  actionsFor: (name: string) => `Close or extend ${name}`,
  closeFilled: 'Close: filled',
  closeWithdrawn: 'Close: withdrawn',
  extend: 'Extend',
  reopen: 'Reopen',
  reopenFor: (name: string) => `Reopen ${name}`,
  // The dialogs.
  closeFilledTitle: (name: string) => `Close ${name} as filled?`,
  closeWithdrawnTitle: (name: string) => `Withdraw ${name}?`,
  closeExplain:
    'The role leaves search at once. Applications still in progress (Received, Reviewing, Shortlisted or Interview) become Not successful.',
  notifyApplicants: 'Tell the remaining applicants',
  notifyHint: 'Each of them gets one e-mail saying the role has closed.',
  extendTitle: (name: string) => `Extend ${name}`,
  reopenTitle: (name: string) => `Reopen ${name}`,
  extendExplain: 'Choose a later closing date. The role stays open until the end of that day.',
  reopenExplain:
    'The role appears in search again until the end of the new closing date. Applications already answered keep their status.',
  newClosingDate: 'New closing date',
  newRespondBy: 'New respond-by date',
  newRespondByHint: (old: string) =>
    `Your promise to respond by ${old} would come before the new closing date.`,
  confirmClose: 'Close role',
  confirmExtend: 'Extend role',
  confirmReopen: 'Reopen role',
  cancel: CANCEL,
  /** The snackbar of an extension (EMPLOYER_TEXTS has close and reopen's). */
  roleExtended: 'Role Extended Successfully.',
} as const;

// The coach's and visitor's screens (issue 27): a closed role's page, the applied list's
// promise, the closing-reminder setting on /alerts, an organisation's response record and the
// apply form refused because the role closed. Not on a first visit's path except through the
// closed role's part of /jobdetails, which loads on demand.
export const COACH_LIFECYCLE_TEXTS = {
  /** The closing date written "12 Dec 2026" (closing.ts shortDate with the year). */
  closedOn: (date: string) => `This role closed on ${date}`,
  filled: 'This role has been filled',
  withdrawn: 'This role was withdrawn',
  closedNote: 'It no longer takes applications.',
  similarRoles: 'Similar open roles',
  responseOverdue: 'Response overdue',
  remindersTitle: 'Closing reminders',
  remindersLabel: 'Email me two days before a saved role closes',
  remindersOn: 'Closing reminders turned on.',
  remindersOff: 'Closing reminders turned off.',
  settingsFailed: 'Your settings could not be changed. Please try again.',
  settingsLoadFailed: 'Error fetching your settings',
  tryAgain: TRY_AGAIN,
  responseRecord: (kept: number, promised: number) =>
    `Answered ${kept} of ${promised} applicants by the promised date`,
  /** Under LIFECYCLE_ERRORS.roleClosed on the apply form: what was typed stays. */
  roleClosedKept: 'What you entered is kept on this page.',
  searchRoles: 'Search open roles',
} as const;
