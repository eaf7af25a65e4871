// Your data, your account (issue 31 = API.md part 2 "Privacy and account control (issue 19)"):
// the answers of POST /api/user/export and /api/user/delete, and the goodbye mail. The server
// reads the mail texts only; the /account screen may use the messages.

export const ACCOUNT_DATA_API = {
  deleted: 'Account Deleted',
} as const;

export const ACCOUNT_DATA_ERRORS = {
  exportLimit: 'You can download your data 3 times a day. Please try again tomorrow.',
} as const;

/** What a deleted coach's application shows its organisation (API.md). */
export const DELETED_APPLICANT = { firstName: 'Deleted', lastName: 'applicant' } as const;

export const ACCOUNT_DATA_MAIL = {
  goodbyeSubject: 'Your Touchline account has been deleted',
  goodbyeText: (s: { firstName: string; publicUrl: string }) =>
    [
      `Hello ${s.firstName},`,
      '',
      'Your Touchline account has been deleted, as you asked. Your profile, credentials, files, saved roles and alerts are gone; the organisations you applied to keep an anonymous record of each application, without your name, contact details or files.',
      '',
      `If you did not ask for this, contact us through ${s.publicUrl}/privacy.`,
    ].join('\n'),
} as const;
