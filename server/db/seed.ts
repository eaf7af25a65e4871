import { sql } from 'kysely';
import { LEGACY_CLOSING_DAYS } from '../../src/shared/constants';
import {
  AGE_GROUPS as CONTEXT_AGE_GROUPS,
  DAYS,
  type Day,
  type Gender,
  type PayKind,
  TIMES,
  type Time,
  toMask,
} from '../../src/shared/facets';
import type { Pay } from '../../src/shared/pay';
import { addDays, dateIn, zoneOfState } from '../../src/shared/zoned-time';
import { sanitizeRichText } from '../lib/rich-text';
import { bulkInsert, type Column, syncIdSequences } from './bulk';
import { jobsChanged } from './changes';
import type { Db } from './connect';
import { tx } from './connect';
import { payColumns } from './queries/jobs';
import { roleDates } from './queries/lifecycle';
import { accreditationNamedIn, requirementColumns } from './queries/requirements';
import { jobWords, searchKey } from './queries/search-words';
import {
  AGE_GROUP_CONTEXT,
  AGE_GROUPS,
  BENEFITS,
  BOSSES,
  CATEGORIES,
  DESIRED,
  INTROS,
  LEVEL_OF_ORG_TYPE,
  MIDDLES,
  MIN_LEVELS,
  ORG_TYPES,
  ORGANISATIONS,
  ROLE_TYPES,
  SALARIES_ANNUAL,
  SALARIES_HOURLY,
  SKILLS,
  SPECIALISMS,
  SPORTS,
  STATES,
  SUBJECTS,
  TITLES,
} from './seed-data';
import { seedDemoApplications } from './seed-demo-applications';

export interface SeedOptions {
  /** Number of jobs to add (default 240). */
  jobs?: number;
  /** PRNG seed: the same seed gives the same organisations and jobs (default 42). */
  randomSeed?: number;
  /** Reference time (epoch ms) the posting dates count back from; default now. */
  now?: number;
}

export interface SeedResult {
  orgTypes: number;
  states: number;
  cities: number;
  tags: number;
  organisations: number;
  jobs: number;
}

/** mulberry32: a small, fast, deterministic PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
/** pg_advisory_xact_lock key of seeding (any fixed number, apart from the migrations'). */
const SEED_LOCK = 8682448455;
const POSTED_WINDOW_DAYS = 60;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Rich text is composed from fixed fragments; each fragment goes through sanitizeRichText once
 * (memoised) and placeholder values are HTML-escaped before they are put in, so every stored
 * field is allowlisted HTML without sanitizing 400,000 strings for a 100k-job seed.
 */
function fragmentFiller() {
  const clean = new Map<string, string>();
  return (template: string, values: Record<string, string>) => {
    let c = clean.get(template);
    if (c === undefined) {
      c = sanitizeRichText(template);
      clean.set(template, c);
    }
    return c.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? escapeHtml(values[k]) : m));
  };
}

const formatMoney = (n: number) => n.toLocaleString('en-AU');

/**
 * Fills the lookups (organisation types, states, cities, tags: insert-or-ignore), the demo
 * organisations (when there are none yet) and `jobs` jobs, deterministically from `randomSeed`.
 * One transaction; the search words are written in the same pass. No user accounts.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  await seed(db, options, false);
  const count = async (
    table: 'org_types' | 'states' | 'cities' | 'tags' | 'organisations' | 'jobs',
  ) =>
    (
      await db.q
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    orgTypes: await count('org_types'),
    states: await count('states'),
    cities: await count('cities'),
    tags: await count('tags'),
    organisations: await count('organisations'),
    jobs: await count('jobs'),
  };
}

/** Seeds the demo data when the database has no jobs and no organisations. Returns whether it did. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await seed(db, options, true);
  // The demo's applicants and response records (issue 27), once, with the demo.
  if (seeded) {
    await seedDemoApplications(
      db,
      mulberry32((options.randomSeed ?? 42) + 2),
      options.now ?? Date.now(),
    );
  }
  return seeded;
}

/** The seed; `onlyIfEmpty`: only into a database with no organisation and no job (start-up). */
async function seed(db: Db, options: SeedOptions, onlyIfEmpty: boolean): Promise<boolean> {
  const jobCount = Math.max(0, Math.floor(options.jobs ?? 240));
  const rand = mulberry32(options.randomSeed ?? 42);
  // The lifecycle's draws come from a stream of their own: the roles stay what they were.
  const life = mulberry32((options.randomSeed ?? 42) + 1);
  // So do structured pay's (issue 28); +2 is the demo applications'.
  const payRand = mulberry32((options.randomSeed ?? 42) + 3);
  // And the coaching context's (issue 29).
  const contextRand = mulberry32((options.randomSeed ?? 42) + 4);
  const now = options.now ?? Date.now();
  const nowIso = new Date(now).toISOString();
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rand() * arr.length)];
  const fill = fragmentFiller();

  const seeded = await tx(db, async (t) => {
    // Servers starting together on one empty PostgreSQL database take turns (SQLite's BEGIN
    // IMMEDIATE already does), and the second finds the first one's seed.
    if (t.engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(t.q);
    if (onlyIfEmpty) {
      const org = await t.q.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
      const job = await t.q.selectFrom('jobs').select('id').limit(1).executeTakeFirst();
      if (org || job) return false;
    }
    // ---- lookups ----
    await bulkInsert(
      t,
      'org_types',
      [['type', 'text']],
      ORG_TYPES.map((x) => [x]),
      true,
    );
    await bulkInsert(
      t,
      'states',
      [
        ['name', 'text'],
        ['code', 'text'],
      ],
      STATES.map((x) => [x.name, x.code]),
      true,
    );
    const stateIds = new Map(
      (await t.q.selectFrom('states').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
    );
    await bulkInsert(
      t,
      'cities',
      [
        ['name', 'text'],
        ['state_id', 'int'],
      ],
      STATES.flatMap((x) => x.cities.map((c) => [c, stateIds.get(x.code)])),
      true,
    );
    await bulkInsert(
      t,
      'tags',
      [
        ['name', 'text'],
        ['kind', 'text'],
      ],
      [...SPORTS.map((x) => [x, 'sport']), ...SPECIALISMS.map((x) => [x, 'specialism'])],
      true,
    );
    await syncIdSequences(t, ['org_types', 'states', 'cities', 'tags']);

    const typeIds = new Map(
      (await t.q.selectFrom('org_types').select(['id', 'type']).execute()).map((r) => [
        r.type,
        r.id,
      ]),
    );
    const cities = await t.q
      .selectFrom('cities')
      .select(['id', 'name', 'state_id'])
      .orderBy('id')
      .execute();
    const cityByName = new Map(cities.map((c) => [c.name, c]));
    const stateCode = new Map(
      (await t.q.selectFrom('states').select(['id', 'code']).execute()).map((s) => [s.id, s.code]),
    );
    const citiesByState = new Map<number, typeof cities>();
    for (const c of cities) {
      const list = citiesByState.get(c.state_id) ?? [];
      list.push(c);
      citiesByState.set(c.state_id, list);
    }
    const tagIds = new Map(
      (await t.q.selectFrom('tags').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );

    // ---- organisations ----
    const orgCount = await t.q
      .selectFrom('organisations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (orgCount.n === 0) {
      for (const o of ORGANISATIONS) {
        const slug = o.name
          .toLowerCase()
          .replace(/[’']/g, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        await t.q
          .insertInto('organisations')
          .values({
            name: o.name,
            org_type_id: typeIds.get(o.type)!,
            city_id: cityByName.get(o.city)?.id ?? null,
            about: `${o.about} Based in ${o.city}, we offer roles across coaching, performance and community programs.`,
            website: `https://${slug}.example.org`,
            created_at: nowIso,
            // The demo's organisations are verified: their roles are public at once (issue 32).
            verified_at: nowIso,
          })
          .execute();
      }
    }
    const orgs = await t.q
      .selectFrom('organisations as o')
      .innerJoin('org_types as ot', 'ot.id', 'o.org_type_id')
      .select(['o.id', 'o.name', 'o.org_type_id', 'ot.type', 'o.city_id'])
      .orderBy('o.id')
      .execute();
    const orgSport = new Map(ORGANISATIONS.map((o) => [o.name, o.sport]));

    // ---- jobs ----
    // Posting dates are drawn first and sorted, so ids grow with date_posted like real postings.
    const dates: number[] = [];
    for (let i = 0; i < jobCount; i++) {
      dates.push(now - Math.floor(rand() * POSTED_WINDOW_DAYS * DAY_MS));
    }
    dates.sort((a, b) => a - b);
    const maxId = await t.q
      .selectFrom('jobs')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst();
    let nextId = (maxId?.m ?? 0) + 1;

    const jobRows: unknown[][] = [];
    const viewRows: unknown[][] = [];
    const tagRows: unknown[][] = [];
    const wordRows: unknown[][] = [];
    const flush = async () => {
      await bulkInsert(t, 'jobs', JOB_COLUMNS, jobRows.splice(0));
      await bulkInsert(t, 'job_views', VIEW_COLUMNS, viewRows.splice(0));
      await bulkInsert(t, 'job_tags', TAG_COLUMNS, tagRows.splice(0));
      await bulkInsert(t, 'job_words', WORD_COLUMNS, wordRows.splice(0));
    };

    for (let i = 0; i < jobCount; i++) {
      const id = nextId++;
      const org = orgs[Math.floor(rand() * orgs.length)];
      const home = org.city_id != null ? cities.find((c) => c.id === org.city_id) : undefined;
      let city = home ?? pick(cities);
      if (rand() < 0.25) city = pick(citiesByState.get(city.state_id) ?? cities);
      const sport = rand() < 0.6 ? (orgSport.get(org.name) ?? pick(SPORTS)) : pick(SPORTS);
      const tpl = pick(TITLES);
      const age = pick(AGE_GROUPS);
      const name = tpl.t.replace('{sport}', sport.replace(' (Soccer)', '')).replace('{age}', age);
      const level = MIN_LEVELS[pick(tpl.level)];
      let roleType: string = pick(ROLE_TYPES);
      if (name.startsWith('Volunteer')) roleType = 'Volunteer';
      else if (roleType === 'Volunteer' && rand() < 0.7) roleType = 'Casual';
      let salary: string;
      let pay: Pay | undefined;
      if (roleType === 'Volunteer') salary = 'Volunteer role – expenses reimbursed';
      else if (roleType === 'Full-time' || (roleType === 'Contract' && rand() < 0.6)) {
        const [lo, hi] = pick(SALARIES_ANNUAL);
        salary = `$${formatMoney(lo)} - $${formatMoney(hi)} + super`;
        pay = { payMin: lo, payMax: hi, payPeriod: 'YEAR', plusSuper: true };
      } else {
        const [lo, hi] = pick(SALARIES_HOURLY);
        salary = `$${lo} - $${hi} per hour`;
        pay = { payMin: lo, payMax: hi, payPeriod: 'HOUR', plusSuper: false };
      }
      // About one paid role in ten states its pay as text only (minPay leaves it out).
      const payCols = payColumns(pay && payRand() >= 0.1 ? pay : undefined);
      const context = demoContext(contextRand, {
        orgType: org.type as keyof typeof LEVEL_OF_ORG_TYPE,
        roleType,
        age: tpl.t.includes('{age}') ? age : null,
        women: tpl.t.startsWith('Women'),
      });
      const cats = new Set<string>([pick(CATEGORIES)]);
      if (rand() < 0.6) cats.add(pick(CATEGORIES));
      const values = {
        org: org.name,
        city: city.name,
        sport,
        title: name,
        type: org.type.toLowerCase(),
        boss: pick(BOSSES),
        level,
      };
      const description =
        fill(pick(INTROS), values) + fill(pick(MIDDLES), values) + fill(pick(BENEFITS), values);
      const subject = fill(pick(SUBJECTS), values);
      const skills = fill(pick(SKILLS), values);
      const desired = fill(pick(DESIRED), values);
      const tags = new Set<number>([tagIds.get(sport)!]);
      if (tpl.spec) tags.add(tagIds.get(tpl.spec)!);
      const extra = Math.floor(rand() * 3);
      for (let k = 0; k < extra && tags.size < 4; k++) tags.add(tagIds.get(pick(SPECIALISMS))!);
      const datePosted = new Date(dates[i]).toISOString();
      const open = rand() >= 0.04;
      const lifecycle = demoLifecycle(life, stateCode.get(city.state_id) ?? 'NSW', now, open);
      const views = Math.floor(rand() * rand() * 900);
      const key = searchKey(datePosted, id);
      jobRows.push([
        id,
        org.id,
        name,
        city.id,
        level,
        roleType,
        [...cats].join(', '),
        salary,
        description,
        subject,
        skills,
        desired,
        datePosted,
        open ? 1 : 0,
        datePosted,
        datePosted,
        key,
        lifecycle.closing_date,
        lifecycle.closes_at,
        lifecycle.respond_by,
        lifecycle.respond_by_at,
        lifecycle.closed_reason,
        lifecycle.closed_reason ? nowIso : null,
        payCols.pay_min,
        payCols.pay_max,
        payCols.pay_period,
        payCols.plus_super,
        payCols.pay_year_max,
        tagIds.get(sport),
        context.age_groups,
        context.gender,
        context.level,
        context.pay_kind,
        context.days,
        context.times,
        ...demoRequirements(id, level, context.age_groups, lifecycle.closing_date),
      ]);
      if (views > 0) viewRows.push([id, views]);
      for (const tag of [...tags].sort((a, b) => a - b)) tagRows.push([id, tag]);
      if (open) {
        for (const w of jobWords({ name, organisation: org.name, description })) {
          wordRows.push([w.word, key, w.in_title]);
        }
      }
      if (jobRows.length >= 1000) await flush();
    }
    await flush();
    await syncIdSequences(t, ['organisations', 'jobs']);
    await jobsChanged(t);
    return true;
  });
  return seeded;
}

const JOB_COLUMNS: Column<'jobs'>[] = [
  ['id', 'int'],
  ['org_id', 'int'],
  ['name', 'text'],
  ['city_id', 'int'],
  ['min_level', 'text'],
  ['role_type', 'text'],
  ['categories', 'text'],
  ['salary', 'text'],
  ['description', 'text'],
  ['subject', 'text'],
  ['skills', 'text'],
  ['desired_skills', 'text'],
  ['date_posted', 'text'],
  ['is_open', 'int'],
  ['created_at', 'text'],
  ['updated_at', 'text'],
  ['search_key', 'bigint'],
  ['closing_date', 'text'],
  ['closes_at', 'text'],
  ['respond_by', 'text'],
  ['respond_by_at', 'text'],
  ['closed_reason', 'text'],
  ['closed_at', 'text'],
  ['pay_min', 'int'],
  ['pay_max', 'int'],
  ['pay_period', 'text'],
  ['plus_super', 'int'],
  ['pay_year_max', 'int'],
  ['sport_type_id', 'int'],
  ['age_groups', 'int'],
  ['gender', 'text'],
  ['level', 'text'],
  ['pay_kind', 'text'],
  ['days', 'int'],
  ['times', 'int'],
  ['requires_wwcc', 'int'],
  ['requires_police_check', 'int'],
  ['requires_first_aid', 'int'],
  ['requires_cpr', 'int'],
  ['requires_accreditation', 'text'],
  ['start_date', 'text'],
];

/** The age groups' bits that are children's (Under 6 ... Under 18: bits 0 to 12). */
const JUNIOR_AGES = (1 << 13) - 1;

/**
 * A demo role's requirements (issue 30), from what it already is, so the seed's random stream
 * (and every other column) stays as it was: a WWCC for any role with junior age groups, first
 * aid and CPR on two roles in three, a police check on one in four, the accreditation level its
 * min_level text names (migration 014's rule), and a start date two weeks after the closing
 * date on one role in five. Migration 014's columns, in JOB_COLUMNS' order.
 */
function demoRequirements(
  id: number,
  minLevel: string,
  ageGroups: number,
  closingDate: string | null,
) {
  const cols = requirementColumns({
    wwcc: (ageGroups & JUNIOR_AGES) !== 0,
    policeCheck: id % 4 === 0,
    firstAid: id % 3 !== 0,
    cpr: id % 3 !== 0,
    accreditation: accreditationNamedIn(minLevel),
    startDate: closingDate && id % 5 === 0 ? addDays(closingDate, 14) : null,
  });
  return [
    cols.requires_wwcc,
    cols.requires_police_check,
    cols.requires_first_aid,
    cols.requires_cpr,
    cols.requires_accreditation,
    cols.start_date,
  ];
}

const WEEKDAYS: readonly Day[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
/** Two training nights of a community team. */
const WEEKNIGHTS: readonly (readonly Day[])[] = [
  ['Tue', 'Thu'],
  ['Mon', 'Wed'],
  ['Wed', 'Fri'],
  ['Tue', 'Thu'],
];
const mask = {
  ages: (a: readonly string[]) => toMask(CONTEXT_AGE_GROUPS, a),
  days: (d: readonly Day[]) => toMask(DAYS, d),
  times: (t: readonly Time[]) => toMask(TIMES, t),
};

/** A run of `n` consecutive age groups starting at `from` (indexes of facets.ts AGE_GROUPS). */
const ageRun = (from: number, n: number) => CONTEXT_AGE_GROUPS.slice(from, from + n);

/**
 * A demo role's coaching context (issue 29), from its organisation's type, its role type and
 * the age group its title names: full-time and contract roles are paid, Monday to Friday in the
 * daytime, open age (professional or national league at a professional club); volunteer roles
 * (volunteer, a few on an honorarium) and casual or part-time ones train two weeknights in the
 * evening (and some Saturday mornings) with juniors at community or school level. Every role
 * has a sport, a level and a pay kind.
 */
function demoContext(
  rand: () => number,
  role: {
    orgType: keyof typeof LEVEL_OF_ORG_TYPE;
    roleType: string;
    age: string | null;
    women: boolean;
  },
) {
  const [level, fullTimeLevel] = LEVEL_OF_ORG_TYPE[role.orgType];
  const fullTime = role.roleType === 'Full-time' || role.roleType === 'Contract';
  const community = level === 'Community' || level === 'School';
  const named = role.age ? AGE_GROUP_CONTEXT[role.age] : undefined;
  let ages: readonly string[];
  let gender: Gender | null;
  if (named) {
    ages = named.ages;
    gender = named.gender;
  } else if (community && !fullTime) {
    // Juniors: two to five age groups from Under 8 (index 2) up to Under 16.
    ages =
      level === 'School'
        ? ageRun(7 + Math.floor(rand() * 4), 3)
        : ageRun(2 + Math.floor(rand() * 6), 2 + Math.floor(rand() * 4));
    gender = rand() < 0.5 ? 'Mixed' : rand() < 0.5 ? 'Girls / Women' : 'Boys / Men';
  } else {
    ages = ['Open'];
    gender = rand() < 0.4 ? null : rand() < 0.6 ? 'Boys / Men' : 'Girls / Women';
  }
  if (role.women) gender = 'Girls / Women';
  let pay: PayKind = 'Paid';
  if (role.roleType === 'Volunteer') pay = community && rand() < 0.3 ? 'Honorarium' : 'Volunteer';
  let days: readonly Day[];
  let times: readonly Time[];
  if (fullTime) {
    days = WEEKDAYS;
    times = ['Daytime'];
  } else if (level === 'School' && rand() < 0.5) {
    days = rand() < 0.5 ? ['Wed'] : ['Tue', 'Thu'];
    times = ['Daytime'];
  } else {
    days = WEEKNIGHTS[Math.floor(rand() * WEEKNIGHTS.length)];
    times = ['Evenings'];
    if (rand() < 0.3) {
      days = [...days, 'Sat'];
      times = ['Mornings', 'Evenings'];
    }
  }
  return {
    age_groups: mask.ages(ages),
    gender,
    level: fullTime ? (fullTimeLevel ?? level) : level,
    pay_kind: pay,
    days: mask.days(days),
    times: mask.times(times),
  };
}

/**
 * A demo role's lifecycle (issue 27): closing dates spread over the next 60 days, a few already
 * passed (expired), the roles drawn closed filled or withdrawn, and a respond-by promise 7 to 30
 * days after closing on about seven in ten.
 */
function demoLifecycle(rand: () => number, state: string, now: number, open: boolean) {
  const today = dateIn(now, zoneOfState(state));
  const closing =
    open && rand() < 0.04
      ? addDays(today, -1 - Math.floor(rand() * 20))
      : addDays(today, 1 + Math.floor(rand() * LEGACY_CLOSING_DAYS));
  const respondBy = rand() < 0.7 ? addDays(closing, 7 + Math.floor(rand() * 24)) : null;
  const closedReason: 'filled' | 'withdrawn' | null = open
    ? null
    : rand() < 0.5
      ? 'filled'
      : 'withdrawn';
  return { ...roleDates(state, closing, respondBy), closed_reason: closedReason };
}
const VIEW_COLUMNS: Column<'job_views'>[] = [
  ['job_id', 'int'],
  ['views', 'int'],
];
const TAG_COLUMNS: Column<'job_tags'>[] = [
  ['job_id', 'int'],
  ['tag_id', 'int'],
];
const WORD_COLUMNS: Column<'job_words'>[] = [
  ['word', 'text'],
  ['search_key', 'bigint'],
  ['in_title', 'int'],
];
