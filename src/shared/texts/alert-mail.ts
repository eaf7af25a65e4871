// Job alerts as the server writes them (issue 26, API.md "Job alerts"): the alert mail, the
// visitor's confirmation mail, the plain unsubscribe pages the server serves (they work without
// the app) and the failure details of the alert calls. Only the server reads these.
import { INVALID_LINK_TITLE } from './alerts';
import { SEARCH_ROLES } from './shell';

const UNSUBSCRIBE = 'Unsubscribe';

export const ALERT_MAIL_TEXTS = {
  /** '3 new roles for "coach" · School · NSW · Netball', '1 new role for all roles'. */
  subject: (count: number, summary: string) =>
    `${count} new ${count === 1 ? 'role' : 'roles'} for ${summary}`,
  allRoles: 'all roles',
  seeAll: (count: number) => `See all ${count} ${count === 1 ? 'role' : 'roles'}`,
  manage: 'Manage your job alerts',
  unsubscribe: UNSUBSCRIBE,
  why: 'You get this e-mail because you asked Touchline for job alerts for this search.',
  /** The fields of a role in the mail: organisation, location, salary. */
  roleLine: (organisation: string, location: string, salary: string) =>
    [organisation, location, salary].filter(Boolean).join(' · '),

  confirmSubject: 'Confirm your Touchline job alert',
  confirmText: (summary: string, frequency: string, link: string) =>
    `Hello,\n\nSomeone (we hope you) asked Touchline to e-mail this address ${frequency} about new roles for ${summary}.\n\nConfirm the job alert by opening this link within 7 days:\n\n${link}\n\nIf it was not you, ignore this message: nothing will be sent.\n`,
  frequencyInWords: { instant: 'as they are posted', daily: 'daily', weekly: 'weekly' },

  // failures of the alert calls (API.md error body `detail` / `fields`)
  alertNotFound: 'Job alert not found.',
  invalidAlertId: 'The alert id must be a positive whole number.',
  invalidConfirmLink: 'This confirmation link is not valid or has already been used.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid or has already been used.',
  unknownLocation: 'Choose a city or state from the list',
  noKeywordWords: 'Use letters or digits in the keyword',

  // /alerts/unsubscribe (a plain page: it works with JavaScript off)
  pageTitle: 'Unsubscribe from a job alert',
  pageIntro: 'Stop the e-mails for this job alert:',
  pageFrequency: (frequency: string) => `Sent ${frequency}.`,
  pageButton: UNSUBSCRIBE,
  doneTitle: 'You are unsubscribed',
  doneBody: 'You will get no more e-mails for that job alert.',
  invalidTitle: INVALID_LINK_TITLE,
  invalidBody: 'The unsubscribe link is not valid or has already been used.',
  backHome: 'Go to Touchline',
  searchRoles: SEARCH_ROLES,
} as const;
