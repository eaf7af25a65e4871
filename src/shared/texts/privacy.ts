// The privacy notice at /privacy (issue 31): what Touchline collects, who sees it, how long it is
// kept, how to export and delete it, and whom to contact. The operator's name and address come
// from the server's OPERATOR_NAME and OPERATOR_EMAIL; these are the defaults until they do.

/** The default of RETENTION_DAYS (API.md): resumes and cover letters of ended applications. */
export const DEFAULT_RETENTION_DAYS = 365;
export const DEFAULT_OPERATOR = { name: 'Touchline', email: 'privacy@touchline.example' } as const;

/** The links to /privacy from the footer, sign-up and the apply form. */
export const PRIVACY_LINK = 'Privacy notice';

export const PRIVACY_TEXTS = {
  title: 'Privacy notice',
  intro: (operator: string) =>
    `${operator} runs Touchline, a job board for sports coaches. This notice says what we keep about you, who sees it, for how long, and how you can take it with you or have it deleted.`,
  collectedHeading: 'What we collect',
  collected: [
    'Your account: e-mail address, name, mobile number and password (stored only as a hash).',
    'A coach’s profile: address, picture, coaching interests, credentials (such as a Working with Children Check) and their documents, resumes and cover letters.',
    'Your applications and their status history, saved roles, job alerts and settings.',
    'Your sessions: when you signed in, when the session was last used, and the browser and operating system.',
    'An organisation’s details and the roles it posts.',
  ],
  whoHeading: 'Who sees it',
  who: [
    'When you apply, the organisation you apply to sees your name, e-mail, mobile, resume, cover letter and the credentials the form lists. No other organisation sees your application.',
    'Your profile is not public. We do not sell your data or share it for advertising.',
  ],
  keptHeading: 'How long we keep it',
  kept: (days: number) => [
    `A resume or cover letter is deleted ${days} days after every application that used it ended (not successful, or its role closed), unless it is one of your latest uploads. The application record stays.`,
    'Everything else stays while you have an account, and goes when you delete it.',
  ],
  controlHeading: 'Download or delete your data',
  control:
    'On your Account page you can download all your data as a ZIP file, change your e-mail, end sessions, and delete your account.',
  controlLink: 'Go to your Account page',
  deletedNote:
    'When a coach deletes their account, their applications stay with the organisations as "Deleted applicant", without name, contact details, files or credentials, so that the organisations’ records stay true.',
  contactHeading: 'Contact',
  contact: (operator: string) => `For any question about your data, contact ${operator} at`,
} as const;

/** The apply form's sentence above its submit button (issue 31). */
export const applyShares = (organisation: string) =>
  `${organisation} will see your name, e-mail, mobile, resume, cover letter and the credentials listed above.`;

/** /jobsapplied: an application whose resume and cover letter retention deleted (issue 31). */
export const filesDeletedAfter = (days: number) => `Files deleted after ${days} days`;
