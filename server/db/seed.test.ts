import { afterEach, describe, expect, test } from 'vitest';
import { DAYS, fromMask, LEVELS, PAY_KINDS, TIMES } from '../../src/shared/facets';
import { openAgain, TEST_ENGINE, type TestDatabase, testDatabase } from '../test-utils';
import type { Database } from './connect';
import { responseRecord } from './queries/lifecycle';
import { seedDatabase, seedIfEmpty } from './seed';

const NOW = Date.parse('2026-03-01T09:00:00Z');
const opened: TestDatabase[] = [];
async function freshDb(): Promise<Database> {
  const t = await testDatabase();
  opened.push(t);
  return t.db;
}
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const count = async (db: Database, table: 'users' | 'jobs' | 'job_words') =>
  (
    await db.q
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const jobsOf = (db: Database) =>
  db.q
    .selectFrom('jobs')
    .leftJoin('job_views', 'job_views.job_id', 'jobs.id')
    .select([
      'id',
      'org_id',
      'name',
      'city_id',
      'min_level',
      'role_type',
      'categories',
      'salary',
      'description',
      'subject',
      'skills',
      'desired_skills',
      'date_posted',
      'is_open',
      'job_views.views',
    ])
    .orderBy('id')
    .execute();

describe('seedDatabase', () => {
  test('fills the lookups, organisations and jobs the spec asks for', async () => {
    const db = await freshDb();
    const r = await seedDatabase(db, { jobs: 240, now: NOW });
    expect(r.orgTypes).toBe(8);
    expect(r.states).toBe(8);
    expect(r.cities).toBeGreaterThanOrEqual(40);
    expect(r.tags).toBeGreaterThanOrEqual(30);
    expect(r.organisations).toBeGreaterThanOrEqual(24);
    expect(r.jobs).toBe(240);
    const kinds = await db.q
      .selectFrom('tags')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    expect(kinds.find((k) => k.kind === 'sport')?.n).toBeGreaterThanOrEqual(20);
    expect(kinds.find((k) => k.kind === 'specialism')?.n).toBeGreaterThanOrEqual(10);
    // every organisation type is used, every job has 1-4 tags, dates within the last 60 days
    const usedTypes = await db.q
      .selectFrom('organisations')
      .select((eb) => eb.fn.count<number>('org_type_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(usedTypes.n).toBe(8);
    const tagCounts = (
      await db.q
        .selectFrom('job_tags')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy('job_id')
        .execute()
    ).map((r) => r.n);
    expect(tagCounts).toHaveLength(240);
    expect(Math.min(...tagCounts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...tagCounts)).toBeLessThanOrEqual(4);
    const range = await db.q
      .selectFrom('jobs')
      .select((eb) => [eb.fn.min('date_posted').as('lo'), eb.fn.max('date_posted').as('hi')])
      .executeTakeFirstOrThrow();
    expect(Date.parse(range.lo)).toBeGreaterThanOrEqual(NOW - 60 * 86_400_000);
    expect(Date.parse(range.hi)).toBeLessThanOrEqual(NOW);
    const closed = (
      await db.q
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_open', '=', 0)
        .executeTakeFirstOrThrow()
    ).n;
    expect(closed).toBeGreaterThan(0);
    expect(closed).toBeLessThan(40);
    // open jobs are exactly the indexed ones
    const indexed = await db.q
      .selectFrom('job_words')
      .select((eb) => eb.fn.count<number>('search_key').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(indexed.n).toBe(240 - closed);
    // no user accounts (SECURITY-CHECKS #12)
    expect(await count(db, 'users')).toBe(0);
  });

  test('realistic rich text, salaries and role types', async () => {
    const db = await freshDb();
    await seedDatabase(db, { jobs: 100, now: NOW });
    const rows = await db.q.selectFrom('jobs').selectAll().execute();
    for (const j of rows) {
      expect(j.description).toMatch(/^<p>/);
      expect(j.skills).toMatch(/<ul>|<p>/);
      expect(j.description).not.toMatch(/<script|onerror|\{\w+\}/);
      expect(['Full-time', 'Part-time', 'Casual', 'Contract', 'Volunteer']).toContain(j.role_type);
      expect(j.salary).toMatch(/^\$[\d,]+ - \$[\d,]+ (\+ super|per hour)$|^Volunteer/);
    }
  });

  test('structured pay as the salary text says, most paid roles (issue 28)', async () => {
    const db = await freshDb();
    await seedDatabase(db, { jobs: 200, now: NOW });
    const rows = await db.q.selectFrom('jobs').selectAll().execute();
    let structured = 0;
    let paid = 0;
    for (const j of rows) {
      if (j.role_type === 'Volunteer') {
        expect(j).toMatchObject({ pay_min: null, pay_period: null, pay_year_max: null });
        continue;
      }
      paid += 1;
      if (j.pay_period === null) {
        expect(j.pay_year_max).toBeNull();
        continue;
      }
      structured += 1;
      const [lo, hi] = (j.salary.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
      const hourly = j.salary.endsWith('per hour');
      expect(j).toMatchObject({
        pay_min: lo,
        pay_max: hi,
        pay_period: hourly ? 'HOUR' : 'YEAR',
        plus_super: hourly ? 0 : 1,
        pay_year_max: hourly ? hi * 38 * 52 : hi,
      });
    }
    expect(structured).toBeGreaterThan(paid * 0.8);
    expect(structured).toBeLessThan(paid);
  });

  test('every demo role has a coaching context (issue 29): sport, level and pay', async () => {
    const db = await freshDb();
    await seedDatabase(db, { jobs: 300, now: NOW });
    const sports = new Set(
      (await db.q.selectFrom('tags').select('id').where('kind', '=', 'sport').execute()).map(
        (t) => t.id,
      ),
    );
    const rows = await db.q
      .selectFrom('jobs as j')
      .innerJoin('organisations as o', 'o.id', 'j.org_id')
      .innerJoin('org_types as ot', 'ot.id', 'o.org_type_id')
      .select([
        'j.sport_type_id',
        'j.age_groups',
        'j.gender',
        'j.level',
        'j.pay_kind',
        'j.days',
        'j.times',
        'j.role_type',
        'ot.type',
      ])
      .execute();
    const kinds = { volunteerWeeknights: 0, professionalWeekdays: 0 };
    for (const j of rows) {
      expect(sports.has(j.sport_type_id as number)).toBe(true);
      expect(LEVELS).toContain(j.level);
      expect(PAY_KINDS).toContain(j.pay_kind);
      expect(j.age_groups).toBeGreaterThan(0);
      expect(j.days).toBeGreaterThan(0);
      expect(j.times).toBeGreaterThan(0);
      // Volunteer roles are not paid; roles with a salary are.
      expect(j.pay_kind === 'Paid').toBe(j.role_type !== 'Volunteer');
      const days = fromMask(DAYS, j.days);
      const times = fromMask(TIMES, j.times);
      if (j.pay_kind !== 'Paid' && times.includes('Evenings') && days.includes('Tue')) {
        kinds.volunteerWeeknights += 1;
      }
      if (j.role_type === 'Full-time') {
        expect(days).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
        expect(times).toEqual(['Daytime']);
        if (j.type === 'Professional club') expect(j.level).toBe('Professional');
        kinds.professionalWeekdays += 1;
      }
    }
    expect(kinds.volunteerWeeknights).toBeGreaterThan(5);
    expect(kinds.professionalWeekdays).toBeGreaterThan(20);
    // Deterministic: the same seed gives the same contexts.
    const again = await freshDb();
    await seedDatabase(again, { jobs: 300, now: NOW });
    const contexts = (db: Database) =>
      db.q
        .selectFrom('jobs')
        .select([
          'id',
          'sport_type_id',
          'age_groups',
          'gender',
          'level',
          'pay_kind',
          'days',
          'times',
        ])
        .orderBy('id')
        .execute();
    expect(await contexts(again)).toEqual(await contexts(db));
  });

  test('the same seed gives the same data; another seed differs', async () => {
    const a = await freshDb();
    const b = await freshDb();
    const c = await freshDb();
    await seedDatabase(a, { jobs: 150, randomSeed: 7, now: NOW });
    await seedDatabase(b, { jobs: 150, randomSeed: 7, now: NOW });
    await seedDatabase(c, { jobs: 150, randomSeed: 8, now: NOW });
    expect(await jobsOf(a)).toEqual(await jobsOf(b));
    expect(await jobsOf(a)).not.toEqual(await jobsOf(c));
  });

  // On SQLite, BEGIN IMMEDIATE makes processes take turns; two connections of one thread would
  // wait on each other (better-sqlite3's busy wait holds the thread), so this is PostgreSQL's.
  test.runIf(TEST_ENGINE === 'postgres')(
    'servers starting together on one empty database seed it once',
    async () => {
      const t = await testDatabase();
      opened.push(t);
      const other = await openAgain(t);
      try {
        const done = await Promise.all([seedIfEmpty(t.db), seedIfEmpty(other)]);
        expect(done.sort()).toEqual([false, true]);
        expect(await count(t.db, 'jobs')).toBe(240);
      } finally {
        await other.close();
      }
    },
  );

  test('seedIfEmpty seeds once', async () => {
    const db = await freshDb();
    expect(await seedIfEmpty(db)).toBe(true);
    const n = await count(db, 'jobs');
    expect(n).toBeGreaterThanOrEqual(200);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await count(db, 'jobs')).toBe(n);
  });

  test('the demo has lifecycles: closing dates ahead, a few closed, promises, and records', async () => {
    const db = await freshDb();
    expect(await seedIfEmpty(db, { now: NOW })).toBe(true);
    const jobs = await db.q
      .selectFrom('jobs')
      .select(['closing_date', 'closes_at', 'closed_reason', 'respond_by', 'is_open'])
      .execute();
    const today = '2026-03-01';
    expect(jobs.every((j) => j.closing_date && j.closes_at)).toBe(true);
    const ahead = jobs.filter((j) => j.is_open && (j.closing_date as string) > today);
    expect(ahead.length / jobs.length).toBeGreaterThan(0.8);
    expect(ahead.every((j) => (j.closing_date as string) <= '2026-05-01')).toBe(true);
    expect(jobs.some((j) => j.is_open && (j.closing_date as string) < today)).toBe(true); // expired
    expect(jobs.some((j) => j.closed_reason === 'filled')).toBe(true);
    expect(jobs.some((j) => j.closed_reason === 'withdrawn')).toBe(true);
    expect(jobs.filter((j) => j.respond_by).length / jobs.length).toBeGreaterThan(0.5);
    // Demo coaches applied, and some organisations have a record to show.
    expect(await count(db, 'users')).toBe(12);
    const orgs = await db.q.selectFrom('organisations').select('id').execute();
    const records = [];
    for (const o of orgs) {
      const r = await responseRecord(db, o.id, NOW);
      if (r) records.push(r);
    }
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const r of records) {
      expect(r.promised).toBeGreaterThanOrEqual(5);
      expect(r.keptOnTime).toBeLessThan(r.promised);
      expect(r.keptOnTime).toBeGreaterThan(0);
    }
  });

  test('seeding more jobs into a seeded database continues its ids (and sequences)', async () => {
    const db = await freshDb();
    await seedDatabase(db, { jobs: 20, now: NOW });
    await seedDatabase(db, { jobs: 5, randomSeed: 3, now: NOW });
    expect(await count(db, 'jobs')).toBe(25);
    // a job written the ordinary way after the seed gets the next id
    const { id } = await db.q
      .insertInto('jobs')
      .values({
        org_id: 1,
        name: 'After',
        city_id: 1,
        min_level: '',
        role_type: 'Casual',
        categories: '',
        salary: '',
        description: '',
        subject: '',
        skills: '',
        desired_skills: '',
        date_posted: new Date(NOW).toISOString(),
        is_open: 0,
        created_at: '',
        updated_at: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(26);
  });
});
