// Change e-mail and sessions (issue 31 = API.md part 2 "Privacy and account control (issue 19)"):
// the API's messages, the two mails (only the server reads those) and the device in words.

/** The `message` of each 2xx answer (API.md). */
export const ACCOUNT_CONTROL_MESSAGES = {
  changeEmailSent: 'Please check your new email to confirm the change.',
  emailChanged: 'Email Changed',
  sessionEnded: 'Session Ended',
  sessionsEnded: 'Sessions Ended',
} as const;

/** The `scope` of POST /api/user/validateUserToken that confirms a new address. */
export const CHANGE_EMAIL_SCOPE = 'Change Email';

export const ACCOUNT_CONTROL_ERRORS = {
  invalidChangeEmailToken:
    'This link to confirm your new e-mail address is not valid or has expired.',
  sessionNotFound: 'Session not found.',
} as const;

export const EMAIL_CHANGE_MAIL = {
  confirmSubject: 'Confirm your new Touchline e-mail address',
  confirmText: (firstName: string, link: string) =>
    [
      `Hello ${firstName},`,
      '',
      'You asked to use this address for your Touchline account. Confirm it by opening this link within one hour:',
      '',
      link,
      '',
      'Until then your account keeps its current address. If you did not ask for this, ignore this message.',
      '',
    ].join('\n'),
  noticeSubject: 'Your Touchline e-mail address is being changed',
  noticeText: (firstName: string, newEmail: string) =>
    [
      `Hello ${firstName},`,
      '',
      `Someone signed in to your Touchline account with its password asked to change its e-mail address to ${newEmail}.`,
      'Nothing changes until the link sent to that address is opened (within one hour).',
      '',
      'If it was not you, change your password now: that also ends every other session.',
      '',
    ].join('\n'),
} as const;

/** The device of a session in words, from its User-Agent (server/lib/user-agent.ts). */
export const DEVICE_TEXTS = {
  on: (browser: string, os: string) => `${browser} on ${os}`,
  unknownBrowser: 'A browser',
  unknown: 'Unknown device',
} as const;
