/**
 * What a role requires of a coach (issue 30 = API.md part 2 "Credentials (issue 18)":
 * `requirements`; migration 014; docs/decisions/023): the columns to write from a request, the
 * columns to read (REQUIREMENT_COLUMNS of `jobs as j`, then withRequirements), and one role's
 * requirements with what the fit rule needs beside them (its closing date and state).
 */
import {
  type AccreditationLevel,
  NO_REQUIREMENTS,
  type RoleRequirements,
} from '../../../src/shared/credentials';
import type { Db } from '../connect';

/** The requirements as stored: migration 014's columns of `jobs`. */
export interface RequirementColumns {
  requires_wwcc: number;
  requires_police_check: number;
  requires_first_aid: number;
  requires_cpr: number;
  requires_accreditation: string | null;
  start_date: string | null;
}

/** The columns to write for `r` (all of them: a request's requirements replace the stored). */
export function requirementColumns(r: RoleRequirements | undefined): RequirementColumns {
  const v = r ?? NO_REQUIREMENTS;
  return {
    requires_wwcc: v.wwcc ? 1 : 0,
    requires_police_check: v.policeCheck ? 1 : 0,
    requires_first_aid: v.firstAid ? 1 : 0,
    requires_cpr: v.cpr ? 1 : 0,
    requires_accreditation: v.accreditation,
    start_date: v.startDate,
  };
}

/** The requirements' columns of `jobs as j`, read back with withRequirements. */
export const REQUIREMENT_COLUMNS = [
  'j.requires_wwcc',
  'j.requires_police_check',
  'j.requires_first_aid',
  'j.requires_cpr',
  'j.requires_accreditation',
  'j.start_date',
] as const;

/** The stored columns as API.md's `requirements`. */
export function requirementsOf(row: RequirementColumns): RoleRequirements {
  return {
    wwcc: row.requires_wwcc === 1,
    policeCheck: row.requires_police_check === 1,
    firstAid: row.requires_first_aid === 1,
    cpr: row.requires_cpr === 1,
    accreditation: (row.requires_accreditation as AccreditationLevel | null) ?? null,
    startDate: row.start_date ?? null,
  };
}

/** A row read with REQUIREMENT_COLUMNS, its columns replaced by `requirements`. */
export function withRequirements<R extends RequirementColumns>(
  row: R,
): Omit<R, keyof RequirementColumns> & { requirements: RoleRequirements } {
  const {
    requires_wwcc,
    requires_police_check,
    requires_first_aid,
    requires_cpr,
    requires_accreditation,
    start_date,
    ...rest
  } = row;
  return {
    ...rest,
    requirements: requirementsOf({
      requires_wwcc,
      requires_police_check,
      requires_first_aid,
      requires_cpr,
      requires_accreditation,
      start_date,
    }),
  };
}

/**
 * The accreditation level an old `minLevel` text names, by migration 014's rule (the same rule
 * as its SQL; server/db/migrate-014.test.ts checks they agree): a text that speaks of a coach or
 * an accreditation and names a level's word, the lowest it names; else null. The demo seed
 * uses it for its roles' requirements.
 */
export function accreditationNamedIn(text: string): AccreditationLevel | null {
  const t = text.toLowerCase();
  if (!t.includes('coach') && !t.includes('accredit')) return null;
  if (t.includes('community')) return 'Community';
  if (t.includes('foundation')) return 'Foundation';
  if (t.includes('development')) return 'Development';
  if (t.includes('advanced')) return 'Advanced';
  if (t.includes('high performance') || t.includes('high-performance')) return 'High performance';
  return null;
}

/** What the fit rule reads of a role (GET /api/job/fit, the applicants' view). */
export interface RoleForFit {
  id: number;
  orgId: number;
  /** Its state's code (NSW): the WWCC rule and the role's time zone. */
  state: string;
  closingDate: string | null;
  requirements: RoleRequirements;
}

/** Role `jobId` for the fit rule (open or closed), or undefined when there is none. */
export async function roleForFit(db: Db, jobId: number): Promise<RoleForFit | undefined> {
  const row = await db.q
    .selectFrom('jobs as j')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select(['j.id', 'j.org_id', 's.code', 'j.closing_date', ...REQUIREMENT_COLUMNS])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { id, org_id, code, closing_date, ...req } = row;
  return {
    id,
    orgId: org_id,
    state: code,
    closingDate: closing_date,
    requirements: requirementsOf(req),
  };
}
