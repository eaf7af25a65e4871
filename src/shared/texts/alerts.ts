// Job alerts (issue 26, API.md part 2 "Job alerts"): the API's texts, which the server sends and
// the app checks, a search summarised in words, and the texts of the alert dialog, /alerts and
// /alerts/confirm.
import type { AlertFrequency } from '../constants-of/engagement';

/** The `message` of each alert call's success. */
export const ALERTS_API = {
  created: 'Job Alert Created',
  checkEmail: 'Please check your email to confirm your job alert.',
  confirmed: 'Job Alert Confirmed',
  updated: 'Job Alert Updated',
  deleted: 'Job Alert Deleted',
  validToken: 'Valid Token',
  unsubscribed: 'Unsubscribed',
  tooMany: 'You can have up to 20 job alerts.',
} as const;

/** What a search is, as /jobsearch and an alert's query name it. */
export type SearchInWords = {
  title?: string;
  orgtype?: string;
  location?: string;
  interests?: readonly string[];
};

/**
 * A search in words: 'Coach roles in NSW, Netball'; 'All roles' without a keyword; the
 * organisation type in brackets ('Coach roles (School) in NSW').
 */
export function searchInWords({ title, orgtype, location, interests = [] }: SearchInWords): string {
  const keyword = title?.trim() ?? '';
  const head = keyword ? `${keyword[0].toUpperCase()}${keyword.slice(1)} roles` : 'All roles';
  return [
    `${head}${orgtype ? ` (${orgtype})` : ''}${location ? ` in ${location}` : ''}`,
    ...interests,
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

export const ALERT_TEXTS = {
  // the button and dialog on /jobsearch
  getAlerts: 'Get job alerts for this search',
  dialogTitle: 'Get job alerts',
  forSearch: 'New roles for this search:',
  frequency: 'How often',
  email: 'Email',
  emailHint: 'We will send you a link to confirm the alert.',
  create: 'Create alert',
  cancel: 'Cancel',
  close: 'Close',
  created: 'Job alert created.',
  manage: 'Manage your alerts',
  failed: 'The alert could not be created. Please try again.',
  // /alerts
  intro: 'We e-mail you when new roles match these searches. You can have up to 20 alerts.',
  none: 'You have no job alerts yet.',
  noneHint: 'Search for roles, then select Get job alerts for this search.',
  searchRoles: 'Search roles',
  errorFetching: 'Error fetching job alerts',
  tryAgain: 'Try again',
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
  orgType: 'Organisation type',
  anyOrgType: 'Any',
  location: 'Location',
  interests: 'Interests',
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
  invalidTitle: 'This link is not valid',
  invalidBody: 'The confirmation link is not valid or has already been used.',
  confirmFailed: 'The alert could not be confirmed. Please try again.',
  backToSearch: 'Back to job search',
} as const;
