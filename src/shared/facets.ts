// The coaching context of a role (issue 29; API.md part 2 "Coaching-context facets"): the values
// of each facet, their order, how the server stores the multi-valued ones (bitmasks: bit i is
// VALUES[i]) and the compact and spoken context line of cards and details. Imports nothing: the
// server, the role form, the Filters panel and the seed use it.

export const AGE_GROUPS = [
  'Under 6',
  'Under 7',
  'Under 8',
  'Under 9',
  'Under 10',
  'Under 11',
  'Under 12',
  'Under 13',
  'Under 14',
  'Under 15',
  'Under 16',
  'Under 17',
  'Under 18',
  'Open',
  'Masters',
] as const;
export const GENDERS = ['Boys / Men', 'Girls / Women', 'Mixed'] as const;
export const LEVELS = [
  'Community',
  'School',
  'Representative',
  'State league',
  'National league',
  'Professional',
] as const;
export const PAY_KINDS = ['Paid', 'Honorarium', 'Volunteer'] as const;
export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const TIMES = ['Mornings', 'Daytime', 'Evenings'] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Gender = (typeof GENDERS)[number];
export type Level = (typeof LEVELS)[number];
export type PayKind = (typeof PAY_KINDS)[number];
export type Day = (typeof DAYS)[number];
export type Time = (typeof TIMES)[number];

/**
 * The facets of GET /api/job/facets, in the Filters panel's order, by their query parameter.
 * `sportType` takes names from /api/sportstype/list, `orgtype` organisation types and `state`
 * state codes; the others the fixed values here.
 */
export const FACET_PARAMS = [
  'sportType',
  'ageGroup',
  'gender',
  'level',
  'pay',
  'days',
  'times',
  'orgtype',
  'state',
] as const;
export type FacetParam = (typeof FACET_PARAMS)[number];

/** The facets whose values are fixed (not read from the database). */
export const FIXED_FACET_VALUES = {
  ageGroup: AGE_GROUPS,
  gender: GENDERS,
  level: LEVELS,
  pay: PAY_KINDS,
  days: DAYS,
  times: TIMES,
} as const;

/** At most this many values in one facet parameter (API.md: else 400). */
export const MAX_FACET_VALUES = 30;

/** A bitmask of `values`, bit i for list[i]; values not in the list are ignored. */
export function toMask(list: readonly string[], values: readonly string[]): number {
  let mask = 0;
  for (const v of values) {
    const i = list.indexOf(v);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}

/** The values of a bitmask, in the list's order. */
export function fromMask<T extends string>(
  list: readonly T[],
  mask: number | null | undefined,
): T[] {
  const out: T[] = [];
  if (!mask) return out;
  for (let i = 0; i < list.length; i++) if (mask & (1 << i)) out.push(list[i]);
  return out;
}

/** A role's coaching context as the API gives it (every field may be absent on older roles). */
export interface CoachingContext {
  sportType?: string | null;
  ageGroups?: readonly string[] | null;
  gender?: string | null;
  level?: string | null;
  pay?: string | null;
  days?: readonly string[] | null;
  times?: readonly string[] | null;
}

const GENDER_SHORT: Record<string, string> = {
  'Boys / Men': 'boys',
  'Girls / Women': 'girls',
  Mixed: 'mixed',
};
const GENDER_SPOKEN: Record<string, string> = {
  'Boys / Men': 'boys or men',
  'Girls / Women': 'girls or women',
  Mixed: 'mixed',
};

/** Runs of consecutive age groups: [["Under 12", "Under 14"], ["Open"]] (first and last). */
function ageRuns(groups: readonly string[]): [string, string][] {
  const idx = groups
    .map((g) => AGE_GROUPS.indexOf(g as AgeGroup))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  const runs: [string, string][] = [];
  let start = -1;
  let prev = -1;
  for (const i of idx) {
    // Open and Masters are never part of an "Under" range.
    const joins = prev >= 0 && i === prev + 1 && i <= 12;
    if (!joins) {
      if (start >= 0) runs.push([AGE_GROUPS[start], AGE_GROUPS[prev]]);
      start = i;
    }
    prev = i;
  }
  if (start >= 0) runs.push([AGE_GROUPS[start], AGE_GROUPS[prev]]);
  return runs;
}

const shortAge = (g: string) => g.replace(/^Under /, 'U');

function ageText(groups: readonly string[], spoken: boolean): string {
  return ageRuns(groups)
    .map(([a, b]) =>
      a === b
        ? spoken
          ? a
          : shortAge(a)
        : spoken
          ? `${a} to ${b}`
          : `${shortAge(a)}\u2013${shortAge(b)}`,
    )
    .join(', ');
}

/** The training days in words (the Filters panel's labels, the spoken context line). */
export const DAY_WORDS: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The context line of a card, compact ("Netball · U12–U14 girls · Community · Volunteer ·
 * Tue, Thu evenings") or spoken for screen readers ("Netball · Under 12 to Under 14, girls or
 * women · ... · Tuesday and Thursday, evenings"). '' when the role has no context (older roles).
 */
export function contextLine(c: CoachingContext, spoken = false): string {
  const parts: string[] = [];
  if (c.sportType) parts.push(c.sportType);
  const ages = c.ageGroups?.length ? ageText(c.ageGroups, spoken) : '';
  const gender = c.gender ? ((spoken ? GENDER_SPOKEN : GENDER_SHORT)[c.gender] ?? '') : '';
  if (ages || gender) parts.push([ages, gender].filter(Boolean).join(spoken ? ', ' : ' '));
  if (c.level) parts.push(c.level);
  if (c.pay) parts.push(c.pay);
  const days = (c.days ?? []).filter((d) => d in DAY_WORDS);
  const times = (c.times ?? []).map((t) => t.toLowerCase());
  if (days.length || times.length) {
    const d = spoken ? listWords(days.map((x) => DAY_WORDS[x])) : days.join(', ');
    const t = spoken ? listWords(times) : times.join(', ');
    parts.push([d, t].filter(Boolean).join(spoken ? ', ' : ' '));
  }
  return parts.join(' \u00b7 ');
}
