/**
 * A role's coaching context (issue 29; API.md "Coaching-context facets"; decision 021) as stored
 * (migration 011: the sport's tag id, bitmasks of age groups, days and times, and gender, level
 * and pay kind) and as the API names it: the columns to write from a request, the columns to
 * read (CONTEXT_COLUMNS, then withContext), and the sport's tag from its name.
 */
import { sql } from 'kysely';
import {
  AGE_GROUPS,
  type AgeGroup,
  DAYS,
  type Day,
  fromMask,
  type Gender,
  type Level,
  type PayKind,
  TIMES,
  type Time,
  toMask,
} from '../../../src/shared/facets';
import type { Db } from '../connect';
import { asciiLower } from './lookups';

/** The context as stored: migration 011's columns of `jobs`. */
export interface ContextColumns {
  sport_type_id: number | null;
  age_groups: number;
  gender: Gender | null;
  level: Level | null;
  pay_kind: PayKind | null;
  days: number;
  times: number;
}

/** The context as the API gives it (API.md): null and [] for what a role has not given. */
export interface CoachingContextOut {
  sportType: string | null;
  ageGroups: AgeGroup[];
  gender: Gender | null;
  level: Level | null;
  pay: PayKind | null;
  days: Day[];
  times: Time[];
}

/** The context as a request gives it (a field left out: not written). */
export interface ContextInput {
  /** The sport's tag id (sportIdNamed). */
  sportTypeId?: number;
  ageGroups?: readonly string[];
  gender?: Gender | null;
  level?: Level;
  pay?: PayKind;
  days?: readonly string[];
  times?: readonly string[];
}

/** The columns to write for `input`: only those it gives (an insert leaves the others empty). */
export function contextColumns(input: ContextInput): Partial<ContextColumns> {
  const out: Partial<ContextColumns> = {};
  if (input.sportTypeId !== undefined) out.sport_type_id = input.sportTypeId;
  if (input.ageGroups !== undefined) out.age_groups = toMask(AGE_GROUPS, input.ageGroups);
  if (input.gender !== undefined) out.gender = input.gender;
  if (input.level !== undefined) out.level = input.level;
  if (input.pay !== undefined) out.pay_kind = input.pay;
  if (input.days !== undefined) out.days = toMask(DAYS, input.days);
  if (input.times !== undefined) out.times = toMask(TIMES, input.times);
  return out;
}

/** The sport's name: a primary-key read per row, so every list's joins stay as they are. */
const SPORT_NAME = sql<string | null>`(SELECT st.name FROM tags st WHERE st.id = j.sport_type_id)`;

/** The context's columns of `jobs as j`, read back with withContext. */
export const CONTEXT_COLUMNS = [
  SPORT_NAME.as('sportType'),
  'j.age_groups',
  'j.gender',
  'j.level',
  'j.pay_kind',
  'j.days',
  'j.times',
] as const;

/** The columns CONTEXT_COLUMNS reads. */
export type ContextRead = Omit<ContextColumns, 'sport_type_id'> & { sportType: string | null };

/** A row read with CONTEXT_COLUMNS, its context as API.md names it. */
export function withContext<R extends ContextRead>(
  row: R,
): Omit<R, keyof ContextRead> & CoachingContextOut {
  const { sportType, age_groups, gender, level, pay_kind, days, times, ...rest } = row;
  return {
    ...rest,
    sportType: sportType ?? null,
    ageGroups: fromMask(AGE_GROUPS, age_groups),
    gender: gender ?? null,
    level: level ?? null,
    pay: pay_kind ?? null,
    days: fromMask(DAYS, days),
    times: fromMask(TIMES, times),
  };
}

/** The id of the sport named `name` (any case; a tag of kind 'sport'), or undefined. */
export async function sportIdNamed(db: Db, name: string): Promise<number | undefined> {
  const row = await db.q
    .selectFrom('tags')
    .select('id')
    .where('kind', '=', 'sport')
    .where(sql<string>`lower(name)`, '=', asciiLower(name))
    .executeTakeFirst();
  return row?.id;
}

/** Days and times as they will be stored after `input` is written over `stored`. */
export function daysAndTimesAfter(
  stored: { days: number; times: number },
  input: Pick<ContextInput, 'days' | 'times'>,
): { days: number; times: number } {
  return {
    days: input.days !== undefined ? toMask(DAYS, input.days) : stored.days,
    times: input.times !== undefined ? toMask(TIMES, input.times) : stored.times,
  };
}
