// Two-step sign-in in the browser (issue 32; API.md part 2 "Trust and safety"): the enrolment
// (QR code, key, recovery codes), the sign-in's second step and /account's section. The API's
// own messages and errors are ./trust.ts's TRUST_MESSAGES and TRUST_ERRORS. Read only by lazy
// chunks (the enrolment, the second step, /account, /admin).

/** The feature's name: the second step's title and /account's section heading. */
export const TWO_STEP_SIGN_IN = 'Two-step sign-in';

/** The enrolment (src/components/totp/totp-setup.tsx). */
export const TOTP_SETUP_TEXTS = {
  intro:
    'Two-step sign-in asks for a code from an authenticator app on your phone each time you sign in, after your password.',
  start: 'Set up two-step sign-in',
  startFailed: 'Two-step sign-in could not be set up. Please try again.',
  scanStep:
    '1. Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
  qrName: 'QR code for your authenticator app',
  keyIntro: 'Cannot scan it? Enter this key in the app instead:',
  copyKey: 'Copy key',
  keyCopied: 'Key copied.',
  codeStep: '2. Enter the 6-digit code your app now shows.',
  codeLabel: 'Code from your app',
  turnOn: 'Turn on',
  recoveryHeading: 'Save your recovery codes',
  recoveryNote:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  recoveryListName: 'Recovery codes',
  download: 'Download',
  copy: 'Copy',
  codesCopied: 'Recovery codes copied.',
  copyFailed: 'Could not copy. Select the text and copy it instead.',
  saved: 'I have saved my recovery codes',
  savedRequired: 'Confirm that you have saved your recovery codes.',
  done: 'Done',
  /** The downloaded file's name and its first lines. */
  fileName: 'touchline-recovery-codes.txt',
  fileHeading: 'Touchline recovery codes. Each code works once.',
} as const;

/** The sign-in's second step (src/pages/signin/second-step.tsx). */
export const SECOND_STEP_TEXTS = {
  title: TWO_STEP_SIGN_IN,
  intro: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: 'Authentication code',
  recoveryIntro:
    'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use your authenticator app instead',
  verify: 'Verify',
  back: 'Back to sign in',
} as const;

/** /account's section (src/pages/account/two-factor-section.tsx). */
export const TWO_FACTOR_SECTION_TEXTS = {
  heading: TWO_STEP_SIGN_IN,
  note: 'After your password, sign-in asks for a code from an authenticator app.',
  on: 'On',
  off: 'Off',
  status: 'Status:',
  adminNote: 'Administrators always use two-step sign-in.',
  loadFailed: 'Whether two-step sign-in is on could not be loaded.',
  setUp: 'Set up',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off two-step sign-in',
  turnOffNote:
    'You will sign in with your password only. Enter your password and a code from your app (or a recovery code).',
  codeLabel: 'Code from your app or a recovery code',
  turnedOn: 'Two-step sign-in is on.',
  turnedOff: 'Two-step sign-in is off.',
} as const;
