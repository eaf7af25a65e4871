// Job alerts (issue 26, API.md part 2 "Job alerts"): the API's texts, which the server sends and
// the app checks, a search summarised in words, and the texts of the alert dialog, /alerts and
// /alerts/confirm.
import type { AlertFrequency } from '../constants-of/engagement';
import { dollars } from '../pay';
import { VALID_TOKEN } from './api';
import { EMAIL, INTERESTS, LOCATION, ORGANISATION_TYPE } from './fields';
import { SEARCH_ROLES, TRY_AGAIN } from './shell';
import { CANCEL, CLOSE } from './ui';

/** The `message` of each alert call's success. */
export const ALERTS_API = {
  created: 'Job Alert Created',
  checkEmail: 'Please check your email to confirm your job alert.',
  confirmed: 'Job Alert Confirmed',
  updated: 'Job Alert Updated',
  deleted: 'Job Alert Deleted',
  validToken: VALID_TOKEN,
  unsubscribed: 'Unsubscribed',
  tooMany: 'You can have up to 20 job alerts.',
} as const;

/** What a search is, as /jobsearch and an alert's query name it. */
export type SearchInWords = {
  title?: string;
  orgtype?: string;
  location?: string;
  interests?: readonly string[];
  /** Whole dollars a year (issue 28): a number, or the URL's digits ('' none). */
  minPay?: number | string;
};

/** An alert's or a search's minimum pay in words (the app's and the mail subject's). */
export const minPayInWords = (amount: string) => `at least ${amount} a year`;

/**
 * A search in words: 'Coach roles in NSW, Netball'; 'All roles' without a keyword; the
 * organisation type in brackets ('Coach roles (School) in NSW'); the minimum pay last
 * ('Coach roles in NSW, at least $60,000 a year').
 */
export function searchInWords({
  title,
  orgtype,
  location,
  interests = [],
  minPay,
}: SearchInWords): string {
  const keyword = title?.trim() ?? '';
  const head = keyword ? `${keyword[0].toUpperCase()}${keyword.slice(1)} roles` : 'All roles';
  return [
    `${head}${orgtype ? ` (${orgtype})` : ''}${location ? ` in ${location}` : ''}`,
    ...interests,
    ...(minPay === undefined || minPay === '' ? [] : [minPayInWords(dollars(Number(minPay)))]),
  ].join(', ');
}

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const FREQUENCY_HINTS: Record<AlertFrequency, string> = {
  instant: 'Within minutes of a new role',
  daily: 'Every morning at 7',
  weekly: 'Monday mornings at 7',
};

/** /alerts/confirm's and the served unsubscribe page's (./alert-mail.ts) title for a bad link. */
export const INVALID_LINK_TITLE = 'This link is not valid';

export const ALERT_TEXTS = {
  // the button and dialog on /jobsearch
  getAlerts: 'Get job alerts for this search',
  dialogTitle: 'Get job alerts',
  forSearch: 'New roles for this search:',
  frequency: 'How often',
  email: EMAIL,
  emailHint: 'We will send you a link to confirm the alert.',
  create: 'Create alert',
  cancel: CANCEL,
  close: CLOSE,
  created: 'Job alert created.',
  manage: 'Manage your alerts',
  failed: 'The alert could not be created. Please try again.',
  // /alerts
  intro: 'We e-mail you when new roles match these searches. You can have up to 20 alerts.',
  none: 'You have no job alerts yet.',
  noneHint: 'Search for roles, then select Get job alerts for this search.',
  searchRoles: SEARCH_ROLES,
  errorFetching: 'Error fetching job alerts',
  tryAgain: TRY_AGAIN,
  createdOn: (date: string) => `Created ${date}`,
  lastSent: (date: string) => `Last sent ${date}`,
  notSent: 'Nothing sent yet',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  openSearch: 'Open search',
  editSearch: 'Edit search',
  delete: 'Delete',
  save: 'Save',
  keywords: 'Keywords',
  orgType: ORGANISATION_TYPE,
  anyOrgType: 'Any',
  location: LOCATION,
  interests: INTERESTS,
  deleteTitle: 'Delete this alert?',
  deleteBody: (summary: string) => `You will no longer get e-mails for ${summary}.`,
  keepAlert: 'Keep alert',
  deleteAlert: 'Delete alert',
  updated: 'Job alert updated.',
  pausedDone: 'Job alert paused.',
  resumedDone: 'Job alert resumed.',
  deleted: 'Job alert deleted.',
  updateFailed: 'The alert could not be changed. Please try again.',
  // /alerts/confirm
  confirming: 'Confirming your job alert',
  confirmedTitle: 'Job alert confirmed',
  confirmedBody: 'We will e-mail you when new roles match your search.',
  invalidTitle: INVALID_LINK_TITLE,
  invalidBody: 'The confirmation link is not valid or has already been used.',
  confirmFailed: 'The alert could not be confirmed. Please try again.',
  backToSearch: 'Back to job search',
} as const;
