// A role's requirements and a coach's fit (issue 30): the role form's Requirements group, the
// role page's requirements and "Your credentials" panel, the apply form's sharing line and the
// applicants screen's credentials. The requirement names and the fit rule's sentences are in
// ./credentials.ts (REQUIREMENT_NAMES, FIT_TEXTS).
import { shortDate } from './closing';

/** The role form's Requirements group. */
export const REQUIREMENTS_FORM_TEXTS = {
  legend: 'Requirements',
  hint: 'Coaches see these on the role, and whether their credentials meet them.',
  accreditation: 'Minimum accreditation level',
  noAccreditation: 'None required',
  startDate: 'Start date (optional)',
  startDateHint:
    'Credentials must be current on this date. Without one, until 30 days after the role closes.',
} as const;

/** A met / missing / expires / expired mark in words (the icon beside it is hidden). */
export const FIT_STATUS_TEXTS = {
  met: 'Met',
  missing: 'Missing',
  expires: 'Expires too soon',
  expired: 'Expired',
} as const;

/** The role page: its requirements (for everyone) and the coach's fit. */
export const FIT_PANEL_TEXTS = {
  requirements: 'Requirements',
  accreditationAtLeast: (level: string) => `Coaching accreditation: ${level} or higher`,
  startsOn: (date: string) => `Starts on ${shortDate(date, true)}`,
  yourCredentials: 'Your credentials',
  loading: 'Checking your credentials',
  loadFailed: 'Your credentials could not be checked.',
  allMet: 'You meet every requirement of this role.',
  notAllMet: (n: number) => `${n} requirement${n === 1 ? '' : 's'} not met.`,
  fix: 'Add or update your credentials',
} as const;

/** The apply form: which credentials go to the organisation with the application. */
export const APPLY_SHARING_TEXTS = {
  shared: (org: string, names: string[]) =>
    `These credentials will be shared with ${org}: ${names.join(', ')}.`,
  none: (org: string) => `No credentials will be shared with ${org}.`,
  addThem: 'Add credentials on your profile',
  loadFailed: 'Your credentials could not be loaded; those on your profile will still be shared.',
} as const;

/** The applicants screen. */
export const APPLICANT_CREDENTIAL_TEXTS = {
  credentials: 'Credentials',
  requirements: 'Against the requirements',
  noneShared: 'No credentials shared.',
  meetsAll: 'Meets all requirements',
  noneMeetAll: 'No applicant meets all requirements.',
  expiresOn: (date: string) => `expires ${shortDate(date, true)}`,
  expiredOn: (date: string) => `expired ${shortDate(date, true)}`,
  download: 'Document',
  downloadOf: (credential: string, applicant: string) =>
    `Download the ${credential} document of ${applicant}`,
} as const;

/**
 * A credential's name in a list ("Working with Children Check (NSW)", "First aid"): `state` is
 * the issuing state's code, `level` and `sport` an accreditation's, `name` an Other's own.
 */
export function credentialName(c: {
  type: string;
  state?: string | null;
  level?: string | null;
  sportType?: string | null;
  name?: string | null;
}): string {
  switch (c.type) {
    case 'WWCC':
      return `Working with Children Check${c.state ? ` (${c.state})` : ''}`;
    case 'Police check':
      return 'National Police Check';
    case 'Coaching accreditation': {
      const what = [c.sportType, c.level].filter(Boolean).join(', ');
      return `Coaching accreditation${what ? ` (${what})` : ''}`;
    }
    case 'Other':
      return c.name || 'Other credential';
    default:
      return c.type;
  }
}
