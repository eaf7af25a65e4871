// The mails an organisation's users get when an admin rejects one of its roles or takes one
// down (issue 32; API.md "Trust and safety": the reason is mailed). Only the server reads these.

export const MODERATION_MAIL = {
  rejectedSubject: (jobName: string) => `Your role ${jobName} was not published`,
  rejectedText: (s: { firstName: string; jobName: string; reason: string; link: string }) =>
    [
      `Hello ${s.firstName},`,
      '',
      `A Touchline administrator reviewed your role ${s.jobName} and did not publish it.`,
      '',
      'Reason:',
      s.reason,
      '',
      `See your roles: ${s.link}`,
    ].join('\n'),
  takedownSubject: (jobName: string) => `Your role ${jobName} was taken down`,
  takedownText: (s: { jobName: string; organisation: string; reason: string; link: string }) =>
    [
      'Hello,',
      '',
      `A Touchline administrator took down ${s.organisation}'s role ${s.jobName}: it is closed as withdrawn and no longer public.`,
      '',
      'Reason:',
      s.reason,
      '',
      `See your roles: ${s.link}`,
    ].join('\n'),
} as const;
