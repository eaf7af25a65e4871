/**
 * An organisation's own roles (issue 10): posting, editing, opening and closing them, and the
 * list and edit views with applicant counts. Every read and write names the organisation, so
 * one organisation never reaches another's roles (the route answers 404 for them). The job
 * writes themselves (rich text, tags, search words, jobsChanged) are jobs.ts's.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../src/shared/constants';
import type { RoleRequirements } from '../../../src/shared/credentials';
import { type Pay, payText } from '../../../src/shared/pay';
import { closingDateProblem, respondByProblem } from '../../../src/shared/role-dates';
import type { JobPostRequest, JobRequest } from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { COACHING_ERRORS } from '../../../src/shared/texts/coaching-errors';
import { dateIn, zoneOfState } from '../../../src/shared/zoned-time';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Db } from '../connect';
import { tx } from '../connect';
import {
  CONTEXT_COLUMNS,
  type CoachingContextOut,
  type ContextInput,
  contextColumns,
  daysAndTimesAfter,
  sportIdNamed,
  withContext,
} from './coaching-context';
import {
  createJob,
  indexJob,
  jobTagNames,
  LOCATION,
  PAY_COLUMNS,
  payColumns,
  setJobTags,
  withPay,
} from './jobs';
import {
  IN_PROGRESS,
  LIFECYCLE_COLUMNS,
  type Lifecycle,
  roleDates,
  stateCodeOfCity,
  withLifecycle,
} from './lifecycle';
import { citiesNamed, tagIdsNamed } from './lookups';
import { REQUIREMENT_COLUMNS, requirementColumns, withRequirements } from './requirements';
import { storedViews, storedViewsOf, unflushedViews } from './views';

/** A name in a request that is not in the lookup lists: 400 with `{[field]: message}`. */
export class LookupError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A city id from its name and, when given, its state (name or code). */
export async function resolveCity(db: Db, city: string, state: string): Promise<number> {
  const rows = await citiesNamed(db, city);
  const st = state.trim().toLowerCase();
  const matching = st
    ? rows.filter((r) => r.state.toLowerCase() === st || r.code.toLowerCase() === st)
    : rows;
  if (matching.length === 0) throw new LookupError('city', API_ERRORS.unknownCity);
  if (matching.length > 1) throw new LookupError('state', API_ERRORS.ambiguousCity);
  return matching[0].id;
}

/** Tag ids from tag names (any case), each once; any unknown name is an error. */
export async function resolveTags(db: Db, names: readonly string[]): Promise<number[]> {
  const ids = await tagIdsNamed(db, names);
  if (ids.some((id) => id == null)) throw new LookupError('tags', API_ERRORS.unknownTag);
  return [...new Set(ids as number[])];
}

/** What POST and PUT /api/org/jobs validated (src/shared/schemas/employer.ts). */
export type OrgJobInput = JobRequest;
export type NewOrgJobInput = JobPostRequest;

/**
 * The request's coaching context with the sport's tag id (a name from /api/sportstype/list,
 * any case; 400 `sportType` otherwise). Fields left out stay out (PUT keeps them as stored).
 */
async function contextOf(db: Db, input: OrgJobInput | NewOrgJobInput): Promise<ContextInput> {
  let sportTypeId: number | undefined;
  if (input.sportType !== undefined) {
    sportTypeId = await sportIdNamed(db, input.sportType);
    if (sportTypeId === undefined) {
      throw new LookupError('sportType', COACHING_ERRORS.unknownSport);
    }
  }
  return {
    sportTypeId,
    ageGroups: input.ageGroups,
    gender: input.gender,
    level: input.level,
    pay: input.pay,
    days: input.days,
    times: input.times,
  };
}

/** The request's structured pay, and its salary text: as given, else written from the pay. */
function payOf(input: OrgJobInput): { pay: Pay; salary: string } {
  const pay: Pay = {
    payMin: input.payMin ?? null,
    payMax: input.payMax ?? null,
    payPeriod: input.payPeriod ?? null,
    plusSuper: input.plusSuper,
  };
  return { pay, salary: input.salary || payText(pay) };
}

/**
 * Posts a role for `orgId` (rich text sanitized, tags, search words); returns its id. With
 * `holdUnverified` (MODERATION=new-orgs) an unverified organisation's role is held for review.
 */
export async function createOrgJob(
  db: Db,
  orgId: number,
  input: NewOrgJobInput,
  nowIso: string,
  holdUnverified = false,
): Promise<number> {
  const cityId = await resolveCity(db, input.city, input.state);
  const tagIds = await resolveTags(db, input.tags);
  const context = await contextOf(db, input);
  const state = await stateCodeOfCity(db, cityId);
  const closing = input.closingDate ?? '';
  const problem = closingDateProblem(closing, todayOf(state, nowIso));
  if (problem) throw new LookupError('closingDate', problem);
  const dates = roleDates(state, closing, checkedRespondBy(input.respondBy, closing));
  const { pay, salary } = payOf(input);
  return createJob(
    db,
    {
      orgId,
      name: input.name,
      cityId,
      minLevel: input.minLevel,
      roleType: input.role_type,
      categories: input.categories,
      salary,
      pay,
      description: input.description,
      subject: input.subject,
      skills: input.skills,
      desiredSkills: input.desiredSkills,
      tagIds,
      datePosted: nowIso,
      dates,
      context,
      requirements: input.requirements,
      holdUnverified,
    },
    nowIso,
  );
}

/** The role's today: the date now in its state's zone. */
const todayOf = (state: string, nowIso: string) => dateIn(Date.parse(nowIso), zoneOfState(state));

/** A respond-by date that keeps the rules against `closing` (null for none; 400 otherwise). */
function checkedRespondBy(respondBy: string | null | undefined, closing: string): string | null {
  if (!respondBy) return null;
  const problem = respondByProblem(respondBy, closing);
  if (problem) throw new LookupError('respondBy', problem);
  return respondBy;
}

/** Updates one of `orgId`'s roles; false when it is not theirs (or does not exist). */
export async function updateOrgJob(
  db: Db,
  orgId: number,
  jobId: number,
  input: OrgJobInput,
  nowIso: string,
): Promise<boolean> {
  // The names are checked before the write transaction: the lookup tables do not change.
  const cityId = await resolveCity(db, input.city, input.state);
  const tagIds = await resolveTags(db, input.tags);
  const context = await contextOf(db, input);
  const state = await stateCodeOfCity(db, cityId);
  const { pay, salary } = payOf(input);
  return tx(db, async (t) => {
    const stored = await t.q
      .selectFrom('jobs')
      .select(['closing_date', 'respond_by', 'days', 'times'])
      .where('id', '=', jobId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!stored) return false;
    // Times need days, the kept ones included (before any write: a 400 writes nothing).
    const after = daysAndTimesAfter(stored, context);
    if (after.times !== 0 && after.days === 0) {
      throw new LookupError('times', COACHING_ERRORS.timesWithoutDays);
    }
    // The closing date stays (only the status call moves it); its instant follows the city's
    // zone. The promise changes when the body names one ('' or null removes it).
    const closing = stored.closing_date ?? '';
    const respondBy =
      input.respondBy === undefined
        ? stored.respond_by
        : checkedRespondBy(input.respondBy, closing);
    const result = await t.q
      .updateTable('jobs')
      .set({
        ...roleDates(state, closing, respondBy),
        ...(respondBy !== stored.respond_by ? { respond_reminded: null } : {}),
        ...payColumns(pay),
        ...contextColumns(context),
        // Given, the requirements replace the stored ones; left out, they stay (issue 30).
        ...(input.requirements !== undefined ? requirementColumns(input.requirements) : {}),
        name: input.name,
        city_id: cityId,
        min_level: input.minLevel,
        role_type: input.role_type,
        categories: input.categories,
        salary,
        description: sanitizeRichText(input.description),
        subject: sanitizeRichText(input.subject),
        skills: sanitizeRichText(input.skills),
        desired_skills: sanitizeRichText(input.desiredSkills),
        updated_at: nowIso,
      })
      .where('id', '=', jobId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await setJobTags(t, jobId, tagIds);
    await indexJob(t, jobId); // search words, and jobsChanged
    return true;
  });
}

/** Whether job `jobId` belongs to `orgId`. */
export async function ownsJob(db: Db, orgId: number, jobId: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A role's review (issue 32) as its organisation sees it (Awaiting review, Rejected, Taken down). */
export interface ReviewFields {
  pendingReview: boolean;
  review: 'held' | 'rejected' | 'taken_down' | null;
  reviewReason: string | null;
}
const REVIEW_COLUMNS = ['j.review', 'j.review_reason'] as const;
function withReview<R extends { review: string | null; review_reason: string | null }>({
  review,
  review_reason,
  ...row
}: R): Omit<R, 'review' | 'review_reason'> & ReviewFields {
  return {
    ...row,
    pendingReview: review === 'held',
    review: review as ReviewFields['review'],
    reviewReason: review_reason,
  };
}

export interface OrgJobSummaryRow extends Lifecycle, ReviewFields {
  id: number;
  name: string;
  location: string;
  views: number;
  datePosted: string;
  applicants: number;
  statusCounts: Record<ApplicationStatus, number>;
}

const emptyCounts = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;

/**
 * Every role of `orgId` (open and closed, judged at `nowIso`), newest first, with applicant
 * counts per status.
 */
export async function listOrgJobs(
  db: Db,
  orgId: number,
  nowIso: string,
): Promise<OrgJobSummaryRow[]> {
  const [jobs, counts] = await Promise.all([
    db.q
      .selectFrom('jobs as j')
      .innerJoin('cities as c', 'c.id', 'j.city_id')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select([
        'j.id',
        'j.name',
        LOCATION.as('location'),
        ...LIFECYCLE_COLUMNS,
        ...REVIEW_COLUMNS,
        'j.date_posted as datePosted',
      ])
      .where('j.org_id', '=', orgId)
      .orderBy('j.date_posted', 'desc')
      .orderBy('j.id', 'desc')
      .execute(),
    db.q
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select(['a.job_id', 'a.status'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('j.org_id', '=', orgId)
      .groupBy(['a.job_id', 'a.status'])
      .execute(),
  ]);
  const byJob = new Map<number, Record<ApplicationStatus, number>>();
  for (const r of counts) {
    const c = byJob.get(r.job_id) ?? emptyCounts();
    c[r.status as ApplicationStatus] = r.n;
    byJob.set(r.job_id, c);
  }
  const views = await storedViewsOf(
    db,
    jobs.map((j) => j.id),
  );
  return jobs.map((row) => {
    const j = withReview(withLifecycle(row, nowIso));
    const statusCounts = byJob.get(j.id) ?? emptyCounts();
    const applicants = Object.values(statusCounts).reduce((a, b) => a + b, 0);
    return {
      ...j,
      // Stored, plus counted and not yet written (views.ts).
      views: (views.get(j.id) ?? 0) + unflushedViews(db, j.id),
      applicants,
      statusCounts,
    };
  });
}

export interface OrgJobRow extends Lifecycle, CoachingContextOut, ReviewFields {
  /** What the role requires of a coach (issue 30). */
  requirements: RoleRequirements;
  id: number;
  org_id: number;
  organisation: string;
  name: string;
  city: string;
  state: string;
  location: string;
  minLevel: string;
  role_type: string;
  categories: string;
  salary: string;
  payMin: number | null;
  payMax: number | null;
  payPeriod: Pay['payPeriod'];
  plusSuper: boolean;
  tags: string[];
  description: string;
  subject: string;
  skills: string;
  desiredSkills: string;
  views: number;
  datePosted: string;
}

/** One of `orgId`'s roles with its stored fields (for editing), or undefined. */
export async function getOrgJob(
  db: Db,
  orgId: number,
  jobId: number,
  nowIso: string,
): Promise<OrgJobRow | undefined> {
  const row = await db.q
    .selectFrom('jobs as j')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .innerJoin('cities as c', 'c.id', 'j.city_id')
    .innerJoin('states as s', 's.id', 'c.state_id')
    .select([
      'j.id',
      'j.org_id',
      'o.name as organisation',
      'j.name',
      'c.name as city',
      's.name as state',
      LOCATION.as('location'),
      'j.min_level as minLevel',
      'j.role_type',
      'j.categories',
      'j.salary',
      ...PAY_COLUMNS,
      'j.description',
      'j.subject',
      'j.skills',
      'j.desired_skills as desiredSkills',
      ...LIFECYCLE_COLUMNS,
      'j.date_posted as datePosted',
      ...REVIEW_COLUMNS,
      ...CONTEXT_COLUMNS,
      ...REQUIREMENT_COLUMNS,
    ])
    .where('j.id', '=', jobId)
    .where('j.org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [tags, views] = await Promise.all([jobTagNames(db, jobId), storedViews(db, jobId)]);
  return {
    ...withReview(withRequirements(withContext(withLifecycle(withPay(row), nowIso)))),
    views: views + unflushedViews(db, jobId),
    tags,
  };
}

const NOT_SUCCESSFUL: ApplicationStatus = 'Not successful';

export interface AnsweredApplicant {
  applicationId: number;
  email: string;
  firstName: string;
}

/**
 * Closes a role as filled or withdrawn in the caller's transaction, and moves every application
 * still in progress to Not successful (with its history row). Returns the applicants moved.
 */
export async function closeRole(
  t: Db,
  jobId: number,
  reason: 'filled' | 'withdrawn',
  byUserId: number,
  nowIso: string,
): Promise<AnsweredApplicant[]> {
  await t.q
    .updateTable('jobs')
    .set({ is_open: 0, closed_reason: reason, closed_at: nowIso, updated_at: nowIso })
    .where('id', '=', jobId)
    .execute();
  const moved = await t.q
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id as applicationId', 'u.email', 'u.first_name as firstName'])
    .where('a.job_id', '=', jobId)
    .where('a.status', 'in', IN_PROGRESS)
    .orderBy('a.id')
    .execute();
  if (moved.length > 0) {
    const ids = moved.map((m) => m.applicationId);
    await t.q
      .updateTable('applications')
      .set({ status: NOT_SUCCESSFUL, status_changed_at: nowIso })
      .where('id', 'in', ids)
      .execute();
    await t.q
      .insertInto('application_status_history')
      .values(
        ids.map((application_id) => ({
          application_id,
          status: NOT_SUCCESSFUL,
          changed_at: nowIso,
          changed_by: byUserId,
        })),
      )
      .execute();
  }
  await indexJob(t, jobId);
  return moved;
}

/** Extends or reopens a role with new dates (the caller checked them) in its transaction. */
export async function openRoleUntil(
  t: Db,
  jobId: number,
  dates: ReturnType<typeof roleDates>,
  nowIso: string,
): Promise<void> {
  await t.q
    .updateTable('jobs')
    .set({
      ...dates,
      is_open: 1,
      closed_reason: null,
      closed_at: null,
      updated_at: nowIso,
    })
    .where('id', '=', jobId)
    .execute();
  await indexJob(t, jobId);
}
