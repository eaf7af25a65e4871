// The account menu (SPEC 2: Profile, Change password, Jobs applied, Logout; issue 6's downloads,
// issue 10's Employer dashboard) and the download of one's own file. A module of its own: the
// menu loads on demand for a signed-in user, and no first visit carries these. Change password is
// ./auth.ts CHANGE_PASSWORD, Saved jobs and Job alerts ./save.ts's.

/** The menu item and /profile's first tab (SPEC 2). */
export const PROFILE = 'Profile';
/** SPEC 2's menu item. */
export const LOGOUT = 'Logout';

export const ACCOUNT_TEXTS = {
  /** The avatar button's name. */
  menuFor: (name: string) => `Account menu for ${name}`,
  /** The Profile item once /profile has computed the completion. */
  profileComplete: (percent: number) => `${PROFILE} (${percent}% complete)`,
  jobsApplied: 'Jobs applied',
  employerDashboard: 'Employer dashboard',
  /** An administrator's item and /admin's title (issue 32). */
  admin: 'Admin',
  /** `fileName` as shown (a long one shortened by the menu). */
  downloadResume: (fileName: string) => `Download resume (${fileName})`,
  downloadCoverLetter: (fileName: string) => `Download cover letter (${fileName})`,
  /** The snackbar when a download of one's own file fails. */
  downloadFailed: 'Unable to download the file.',
} as const;

/** The account menu item and /account's title (issue 31). */
export const ACCOUNT = 'Account';

/** /account (issue 31): e-mail, password, sessions, download and delete. */
export const ACCOUNT_PAGE_TEXTS = {
  title: ACCOUNT,
  intro: 'Your sign-in details, where you are signed in, and your data.',
  emailHeading: 'E-mail',
  currentEmail: (email: string) => `You sign in with ${email}.`,
  newEmail: 'New e-mail address',
  password: 'Password',
  changeEmail: 'Change e-mail',
  emailSent: (email: string) =>
    `Check the inbox of ${email}: the change happens once you open the link we sent there (within 1 hour).`,
  emailTaken: 'This e-mail address is already used by another account.',
  passwordHeading: 'Password',
  passwordNote: 'Changing your password signs you out everywhere else.',
  changePassword: 'Change password',
  sessionsHeading: 'Sessions',
  sessionsNote: 'Where your account is signed in. Ending a session signs that device out.',
  sessionsFailed: 'Unable to load your sessions.',
  signedIn: (when: string) => `Signed in ${when}`,
  lastUsed: (when: string) => `last used ${when}`,
  thisDevice: 'This device',
  endSession: 'End session',
  endSessionOf: (device: string) => `End session on ${device}`,
  endOthers: 'End all other sessions',
  sessionEnded: 'Session ended.',
  sessionsEnded: 'Every other session ended.',
  noOtherSessions: 'No other device is signed in.',
  downloadHeading: 'Download my data',
  downloadNote:
    'A ZIP file with your account, profile, credentials, applications, saved roles, alerts and sessions in data.json, and every file you uploaded.',
  downloadButton: 'Download my data',
  downloadTitle: 'Download my data',
  downloadDialog: 'Enter your password to download your data.',
  downloadStarted: 'Your data is downloading.',
  deleteHeading: 'Delete my account',
  deleteButton: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteCoach: [
    'Your profile, credentials, files, saved roles, alerts, settings and sessions are deleted.',
    'Your applications stay with their organisations as "Deleted applicant", without your name, contact details, files or credentials.',
  ],
  deleteOrg: [
    'Your sign-in, settings and sessions are deleted.',
    'If you are the last user of your organisation, its open roles close as withdrawn, its page goes, and its applicants’ files are no longer available.',
  ],
  deleteFinal: 'This cannot be undone. Enter your password to confirm.',
  deleteConfirm: 'Delete account',
  deletedTitle: 'Your account has been deleted',
  deletedNote: 'You have been signed out. A confirmation has been sent to your old address.',
  cancel: 'Cancel',
  tooManyTries: 'Too many attempts. Please try again later.',
  failed: 'Error processing your request. Please try again.',
} as const;

/** /confirm-email?token= (issue 31). */
export const CONFIRM_EMAIL_TEXTS = {
  confirmingTitle: 'Confirming your new e-mail',
  confirming: 'Confirming your new e-mail address…',
  confirmedTitle: 'E-mail changed',
  confirmed: 'Your new e-mail address is confirmed. Use it to sign in from now on.',
  invalidTitle: 'Link invalid or expired',
  invalid:
    'This link is invalid or has expired (links last 1 hour and work once). Ask for the change again from your account.',
  taken:
    'This e-mail address has been registered by another account since you asked. Ask for the change again with another address from your account.',
  errorTitle: 'Unable to confirm',
  error: 'We could not confirm your new e-mail right now.',
  toAccount: 'Go to your account',
} as const;
