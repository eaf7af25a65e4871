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
  // Issue 27: a role closed as filled or withdrawn (one mail says both: the role and the
  // status), a saved role about to close, and an organisation's broken respond-by promise.
  roleClosedSubject: (jobName: string, organisation: string) =>
    `${jobName} at ${organisation}: your application`,
  roleClosedText: (s: {
    firstName: string;
    organisation: string;
    jobName: string;
    filled: boolean;
    link: string;
  }) =>
    [
      `Hello ${s.firstName},`,
      '',
      s.filled
        ? `${s.organisation} has filled the role ${s.jobName}, and your application was not successful this time.`
        : `${s.organisation} has withdrawn the role ${s.jobName}, so your application will not go further.`,
      'New status: Not successful',
      '',
      'Thank you for applying. See all your applications and find more roles:',
      s.link,
    ].join('\n'),
  closingSubject: (jobName: string) => `Closing soon: ${jobName}`,
  closingText: (s: {
    firstName: string;
    organisation: string;
    jobName: string;
    closes: string;
    link: string;
    settings: string;
  }) =>
    [
      `Hello ${s.firstName},`,
      '',
      `A role you saved closes soon: ${s.jobName} at ${s.organisation} closes at the end of ${s.closes}.`,
      `Apply before then: ${s.link}`,
      '',
      `You get this because you saved the role. Turn these reminders off on ${s.settings}`,
    ].join('\n'),
  respondSubject: (jobName: string) => `Applicants are waiting to hear about ${jobName}`,
  respondText: (s: {
    organisation: string;
    jobName: string;
    due: string;
    waiting: number;
    link: string;
  }) =>
    [
      `Hello ${s.organisation},`,
      '',
      `You promised to respond to every applicant for ${s.jobName} by ${s.due}.`,
      `${s.waiting === 1 ? '1 application is' : `${s.waiting} applications are`} still Received or Reviewing.`,
      '',
      `Answer them here: ${s.link}`,
    ].join('\n'),
} as const;
