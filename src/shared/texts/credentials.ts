// A coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"): labels, field
// messages, the API's success messages, the fit rule's details and the reminder mails. The
// values (types, levels, states) are in ../credentials.ts.
import { shortDate } from './closing';

/** Success `message` values of the credential calls (API.md, exactly). */
export const CREDENTIAL_API = {
  added: 'Credential Added',
  updated: 'Credential Updated',
  deleted: 'Credential Deleted',
  documentUploaded: 'Credential Document Uploaded',
} as const;

/** Field messages (`fields.<name>`) and failure details. */
export const CREDENTIAL_ERRORS = {
  unknownType: 'Choose a credential type from the list',
  unknownLevel: 'Choose an accreditation level from the list',
  unknownWwccType: "Choose 'Employee' or 'Volunteer'",
  unknownState: 'Choose the state that issued the check',
  numberRequired: 'Enter the card number',
  numberFormat: (state: string, example: string) =>
    `This is not a ${state} card number (for example ${example})`,
  genericNumberFormat: 'Use 5 to 20 letters, digits, "/" or "-"',
  nameRequired: 'Name the credential',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  expiryRequired: 'Enter the expiry date',
  expiryBeforeIssue: 'The expiry date cannot be before the issue date',
  unknownSport: 'Choose a sport from the list',
  unknownFile: 'Upload the document again',
  tooMany: (max: number) => `You can keep at most ${max} credentials: remove one first`,
  tooManyDocuments: (max: number) =>
    `You can keep at most ${max} credential documents: remove a credential with one first`,
  notFound: 'Credential not found',
  unsupportedDocument: 'Only PDF, PNG and JPEG documents are accepted.',
  coachOnly: 'Only coaches keep credentials',
} as const;

/** Labels of the fields and values (the profile section's form). */
export const CREDENTIAL_LABELS = {
  section: 'Credentials',
  type: 'Type',
  state: 'Issuing state',
  number: 'Card number',
  wwccType: 'Check for',
  level: 'Level',
  sportType: 'Sport',
  name: 'Name',
  issuedOn: 'Issued',
  expiresOn: 'Expires',
  document: 'Document (PDF, PNG or JPEG)',
  credentialReminders: 'Remind me 30 and 7 days before a credential expires',
  /** What each type is called in a sentence ("Your CPR certificate ..."). */
  typeNames: {
    WWCC: 'Working with Children Check',
    'Police check': 'National Police Check',
    'Coaching accreditation': 'coaching accreditation',
    'First aid': 'first aid certificate',
    CPR: 'CPR certificate',
    'Sports trainer': 'sports trainer accreditation',
    Other: 'credential',
  } as Record<string, string>,
} as const;

/** A credential's status at a glance (../credentials.ts credentialStatus: status + days). */
export const statusText = (s: {
  status: 'current' | 'expiring' | 'expired';
  days: number | null;
}) =>
  s.status === 'expired'
    ? 'Expired'
    : s.status === 'expiring' && s.days !== null
      ? s.days === 0
        ? 'Expires today'
        : `Expires in ${s.days} day${s.days === 1 ? '' : 's'}`
      : 'Current';

/** The requirements as a role names them (the fit panel's lines). */
export const REQUIREMENT_NAMES = {
  wwcc: 'Working with Children Check',
  policeCheck: 'National Police Check',
  firstAid: 'First aid',
  cpr: 'CPR',
  accreditation: 'Coaching accreditation',
} as const;

/** The fit rule's `detail` sentences (../credentials.ts fitOf). */
export const FIT_TEXTS = {
  met: (what: string, expiresOn: string | null) =>
    expiresOn
      ? `Your ${what} is current until ${shortDate(expiresOn, true)}.`
      : `You have a ${what}.`,
  missing: (what: string) => `You have not added a ${what}.`,
  otherState: (roleState: string, held: string) =>
    `This role is in ${roleState}, which needs its own Working with Children Check; yours is from ${held}.`,
  lowerLevel: (held: string, needed: string) =>
    `Your highest accreditation is ${held}; this role asks for ${needed} or higher.`,
  expired: (what: string, expiresOn: string) =>
    `Your ${what} expired on ${shortDate(expiresOn, true)}.`,
  expiresBeforeStart: (what: string, expiresOn: string, startDate: string) =>
    `Your ${what} expires on ${shortDate(expiresOn)}, before this role starts on ${shortDate(startDate)}.`,
  expiresSoon: (what: string, expiresOn: string, closingDate: string) =>
    `Your ${what} expires on ${shortDate(expiresOn)}, less than 30 days after this role closes on ${shortDate(closingDate)}.`,
} as const;

/** The reminder mails (server/work/credentials.ts). */
export const CREDENTIAL_MAIL = {
  subject: (what: string, days: number) =>
    `Your ${what} expires in ${days} day${days === 1 ? '' : 's'}`,
  text: (s: {
    firstName: string;
    what: string;
    expiresOn: string;
    days: number;
    link: string;
    settings: string;
  }) =>
    [
      `Hello ${s.firstName},`,
      '',
      `Your ${s.what} expires on ${shortDate(s.expiresOn, true)}, in ${s.days} day${s.days === 1 ? '' : 's'}.`,
      'Renew it in time, then update it on your profile so every role shows you still fit:',
      s.link,
      '',
      `You get this because you keep your credentials on Touchline. Turn these reminders off on ${s.settings}`,
    ].join('\n'),
} as const;
