// The mails the server sends (API.md "Mail"; issue 10's status mail). Only the server reads
// these, so no bundle carries them.

export const MAIL_TEXTS = {
  confirmSubject: 'Confirm your Touchline account',
  confirmText: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nWelcome to Touchline. Confirm your e-mail address by opening this link within one hour:\n\n${link}\n\nIf you did not create this account, ignore this message.\n`,
  resetSubject: 'Reset your Touchline password',
  resetText: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nSomeone asked to reset the password of your Touchline account. Choose a new password by opening this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  statusSubject: (jobName: string, status: string) => `Your application for ${jobName}: ${status}`,
  statusText: (s: {
    firstName: string;
    organisation: string;
    jobName: string;
    status: string;
    link: string;
  }) =>
    [
      `Hello ${s.firstName},`,
      '',
      `${s.organisation} has updated your application for ${s.jobName}.`,
      `New status: ${s.status}`,
      '',
      `See all your applications: ${s.link}`,
    ].join('\n'),
} as const;
