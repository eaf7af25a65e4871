/**
 * A coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"; decision 023): the
 * types, accreditation levels and WWCC states, each state's card-number format, a credential's
 * status at a glance, and the FIT RULE: how a coach's credentials meet a role's requirements.
 * Pure functions over plain data (dates YYYY-MM-DD), shared by the app, the server and tests.
 */
import { CREDENTIAL_LABELS, FIT_TEXTS, REQUIREMENT_NAMES } from './texts/credentials';
import { addDays, daysBetween } from './zoned-time';

export const CREDENTIAL_TYPES = [
  'WWCC',
  'Police check',
  'Coaching accreditation',
  'First aid',
  'CPR',
  'Sports trainer',
  'Other',
] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/** Lowest first: a level meets a requirement of itself or any level before it. */
export const ACCREDITATION_LEVELS = [
  'Community',
  'Foundation',
  'Development',
  'Advanced',
  'High performance',
] as const;
export type AccreditationLevel = (typeof ACCREDITATION_LEVELS)[number];

export const WWCC_TYPES = ['Employee', 'Volunteer'] as const;
export type WwccType = (typeof WWCC_TYPES)[number];

/** At most this many credentials per coach (409 beyond), and credential documents apart. */
export const MAX_CREDENTIALS = 30;
export const MAX_CREDENTIAL_FILES = 30;
/** Reminder mails this many days before a credential expires, once each (the larger first). */
export const CREDENTIAL_REMINDER_DAYS = [30, 7] as const;
/** A current credential shows "Expires in N days" from this many days before its expiry. */
export const EXPIRING_DAYS = 30;
/** Without a start date, a credential must last this many days past the role's closing date. */
export const NO_START_MARGIN_DAYS = 30;

/** The states and territories by name (API.md: `state` is a name from the state list). */
export const WWCC_STATES = [
  { name: 'New South Wales', code: 'NSW' },
  { name: 'Victoria', code: 'VIC' },
  { name: 'Queensland', code: 'QLD' },
  { name: 'Western Australia', code: 'WA' },
  { name: 'South Australia', code: 'SA' },
  { name: 'Tasmania', code: 'TAS' },
  { name: 'Australian Capital Territory', code: 'ACT' },
  { name: 'Northern Territory', code: 'NT' },
] as const;
export const WWCC_STATE_NAMES = WWCC_STATES.map((s) => s.name) as unknown as readonly [
  string,
  ...string[],
];

/** A state's code from its name or code (any case); null for anything else. */
export function stateCode(state: string | null | undefined): string | null {
  if (!state) return null;
  const s = state.trim().toLowerCase();
  const hit = WWCC_STATES.find((x) => x.name.toLowerCase() === s || x.code.toLowerCase() === s);
  return hit?.code ?? null;
}
/** A state's name from its name or code; the input when unknown. */
export const stateName = (state: string): string =>
  WWCC_STATES.find((x) => x.code === stateCode(state))?.name ?? state;

/**
 * A card number as typed: trimmed, inner spaces removed, letters upper-cased ("wwc 1234567e"
 * is stored as "WWC1234567E").
 */
export const normaliseCardNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/**
 * Each issuing body's published number format, where one is published; an example for the
 * field message. Where none is published the generic rule holds: 5 to 20 letters, digits,
 * "/" and "-" (issue 30).
 */
const GENERIC_NUMBER = /^[A-Z0-9/-]{5,20}$/;
export const WWCC_NUMBER_FORMATS: Record<string, { pattern: RegExp; example: string }> = {
  // NSW: the Office of the Children's Guardian issues a clearance as a "WWC number": "WWC", 7
  // digits, then E (employee: paid work) or V (volunteer), e.g. WWC1234567E. Applicants hold an
  // "APP" number (APP1234567E) until cleared, which is not a clearance and is refused here.
  // Sources: issue 30's brief; OCG, "Working with Children Check"
  // (https://www.ocg.nsw.gov.au/working-with-children-check: "you will be issued an APP number
  // ... providing a WWCC clearance by issuing a WWC number"); NSW Cycling, "Member Protection -
  // Working With Children Check" (http://www.nsw.cycling.org.au/Coach/Member-Protection: "APP
  // number similar to this APP1234567E", "you will be issued with a WWC number").
  NSW: { pattern: /^WWC\d{7}[EV]$/, example: 'WWC1234567E' },
  // VIC (Working with Children Check "CARD NO"), QLD (blue card "Card number"), WA ("NOTICE
  // NUMBER"), SA (DHS screening reference), TAS ("Registration No."), ACT (Working with
  // Vulnerable People "Registration No."), NT (Ochre card "Notice Number"): the identifiers'
  // names are listed by Sporting Schools, "What is the identifier on my Working With Children
  // Check card?" (https://sportingschools.zendesk.com/hc/en-us/articles/218020318), but no
  // issuing body publishes a number format in the sources searched (decision 023): the generic
  // rule.
};

/** Whether `number` (normalised) is a valid card number of `state` (name or code). */
export function isCardNumber(state: string, number: string): boolean {
  const code = stateCode(state);
  const format = code ? WWCC_NUMBER_FORMATS[code] : undefined;
  return (format?.pattern ?? GENERIC_NUMBER).test(normaliseCardNumber(number));
}

/** The example of a state's format (for its field message), or null for the generic rule. */
export const cardNumberExample = (state: string): string | null =>
  WWCC_NUMBER_FORMATS[stateCode(state) ?? '']?.example ?? null;

export type CredentialStatus = 'current' | 'expiring' | 'expired';

/**
 * A credential's status on `today` (both YYYY-MM-DD in the coach's zone): valid through its
 * expiry date; "Expires in N days" (expiring, days N) from EXPIRING_DAYS before; "Expired" after
 * it (days negative). No expiry (a police check's issue date only): current, days null.
 */
export function credentialStatus(
  expiresOn: string | null,
  today: string,
): { status: CredentialStatus; days: number | null } {
  if (!expiresOn) return { status: 'current', days: null };
  const days = daysBetween(today, expiresOn);
  if (days < 0) return { status: 'expired', days };
  return { status: days <= EXPIRING_DAYS ? 'expiring' : 'current', days };
}

/** What a role requires (API.md: `requirements`). */
export interface RoleRequirements {
  wwcc: boolean;
  policeCheck: boolean;
  firstAid: boolean;
  cpr: boolean;
  accreditation: AccreditationLevel | null;
  startDate: string | null;
}
export const REQUIREMENT_KEYS = [
  'wwcc',
  'policeCheck',
  'firstAid',
  'cpr',
  'accreditation',
] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];
export const NO_REQUIREMENTS: RoleRequirements = {
  wwcc: false,
  policeCheck: false,
  firstAid: false,
  cpr: false,
  accreditation: null,
  startDate: null,
};

/** What the fit rule reads of a credential (a stored one or an application's snapshot). */
export interface FitCredential {
  type: string;
  state?: string | null;
  level?: string | null;
  expiresOn: string | null;
}

export type FitStatus = 'met' | 'missing' | 'expires' | 'expired';
export interface FitLine {
  requirement: RequirementKey;
  status: FitStatus;
  detail: string;
}

const TYPE_OF: Record<Exclude<RequirementKey, 'accreditation'>, CredentialType> = {
  wwcc: 'WWCC',
  policeCheck: 'Police check',
  firstAid: 'First aid',
  cpr: 'CPR',
};

const levelRank = (level: string | null | undefined): number =>
  ACCREDITATION_LEVELS.indexOf(level as AccreditationLevel);

/** The one that lasts longest (no expiry lasts longest of all). */
const lasts = (c: FitCredential): string => c.expiresOn ?? '9999-12-31';
const longestLasting = <C extends FitCredential>(list: C[]): C | undefined =>
  list.length ? list.reduce((a, b) => (lasts(b) > lasts(a) ? b : a)) : undefined;

/**
 * THE FIT RULE (API.md "Credentials"; decision 023): one line per requirement the role sets, in
 * REQUIREMENT_KEYS' order, judged on the coach's credentials of that type that count (for each
 * requirement the one lasting longest):
 *
 * - missing: none (a WWCC counts only from the role's own state: another state's is missing,
 *   saying so; an accreditation counts only at the level required or higher: a lower one is
 *   missing, naming both);
 * - expired: it expired before `today` (it is valid through its expiry date);
 * - expires: it ends before the role's start date, or, when the role has none, before its
 *   closing date plus NO_START_MARGIN_DAYS (valid on the start date itself is enough);
 * - met: otherwise (a credential without an expiry date never expires).
 *
 * `roleState` is the role's state (name or code), `today` the coach's date (YYYY-MM-DD).
 */
export function fitOf(input: {
  requirements: RoleRequirements;
  closingDate: string | null;
  roleState: string;
  credentials: readonly FitCredential[];
  today: string;
}): FitLine[] {
  const { requirements: r, closingDate, credentials, today } = input;
  const roleCode = stateCode(input.roleState);
  const horizon = r.startDate ?? (closingDate ? addDays(closingDate, NO_START_MARGIN_DAYS) : null);
  const lines: FitLine[] = [];

  const judge = (requirement: RequirementKey, what: string, held: FitCredential[]): FitLine => {
    const best = longestLasting(held);
    if (!best) return { requirement, status: 'missing', detail: FIT_TEXTS.missing(what) };
    const ends = best.expiresOn;
    if (ends && ends < today) {
      return { requirement, status: 'expired', detail: FIT_TEXTS.expired(what, ends) };
    }
    if (ends && horizon && ends < horizon) {
      const detail = r.startDate
        ? FIT_TEXTS.expiresBeforeStart(what, ends, r.startDate)
        : FIT_TEXTS.expiresSoon(what, ends, closingDate as string);
      return { requirement, status: 'expires', detail };
    }
    return { requirement, status: 'met', detail: FIT_TEXTS.met(what, ends) };
  };

  for (const key of REQUIREMENT_KEYS) {
    if (key === 'accreditation') {
      const needed = r.accreditation;
      if (!needed) continue;
      const what = CREDENTIAL_LABELS.typeNames['Coaching accreditation'];
      const all = credentials.filter((c) => c.type === 'Coaching accreditation');
      const enough = all.filter((c) => levelRank(c.level) >= levelRank(needed));
      if (!enough.length && all.length) {
        const highest = all.reduce((a, b) => (levelRank(b.level) > levelRank(a.level) ? b : a));
        lines.push({
          requirement: key,
          status: 'missing',
          detail: FIT_TEXTS.lowerLevel(highest.level ?? '', needed),
        });
      } else {
        lines.push(judge(key, what, enough));
      }
      continue;
    }
    if (!r[key]) continue;
    const type = TYPE_OF[key];
    const what = CREDENTIAL_LABELS.typeNames[type];
    const all = credentials.filter((c) => c.type === type);
    if (key === 'wwcc') {
      const here = all.filter((c) => roleCode !== null && stateCode(c.state) === roleCode);
      if (!here.length && all.length) {
        lines.push({
          requirement: key,
          status: 'missing',
          detail: FIT_TEXTS.otherState(stateName(input.roleState), stateName(all[0].state ?? '')),
        });
        continue;
      }
      lines.push(judge(key, what, here));
      continue;
    }
    lines.push(judge(key, what, all));
  }
  return lines;
}

/** A requirement's name as the fit panel shows it. */
export const requirementName = (key: RequirementKey): string => REQUIREMENT_NAMES[key];
