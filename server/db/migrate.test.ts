import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { searchJobs } from '../lib/search';
import {
  TEST_DATABASE_URL,
  TEST_ENGINE,
  testDatabase,
  testSchemaName,
  testSearch,
} from '../test-utils';
import { openDb } from './connect';
import { migrate, migrationFiles } from './migrate';
import { getJob } from './queries/jobs';
import { jobWords } from './queries/search-words';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('migrations of both engines', () => {
  test('every migration has a counterpart of the same number on the other engine', () => {
    const names = (e: 'sqlite' | 'postgres') => migrationFiles(e).map((m) => m.name);
    expect(names('postgres')).toEqual(names('sqlite'));
  });

  test('a new database of the test engine gets every migration, once', async () => {
    const t = await testDatabase();
    try {
      const rows = await t.db.q
        .selectFrom('schema_migrations')
        .select('name')
        .orderBy('version')
        .execute();
      expect(rows.map((r) => r.name)).toEqual(migrationFiles(t.db.engine).map((m) => m.name));
      // a second run finds nothing to do
      expect(await migrate(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test('the tables have the same columns on both engines', async () => {
    const t = await testDatabase();
    try {
      const columns =
        t.db.engine === 'sqlite'
          ? await sql<{ t: string; c: string }>`SELECT m.name AS t, p.name AS c
              FROM sqlite_master m JOIN pragma_table_info(m.name) p
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`.execute(t.db.q)
          : await sql<{ t: string; c: string }>`SELECT table_name AS t, column_name AS c
              FROM information_schema.columns WHERE table_schema = ${t.schema}`.execute(t.db.q);
      const byTable = new Map<string, string[]>();
      for (const r of columns.rows) byTable.set(r.t, [...(byTable.get(r.t) ?? []), r.c].sort());
      // file_blobs is PostgreSQL's only: SQLite keeps file bytes on disk.
      expect(byTable.has('file_blobs')).toBe(t.db.engine === 'postgres');
      expect(byTable.get('jobs')).toEqual(
        [
          'categories',
          'city_id',
          'closed_at',
          'closed_reason',
          'closes_at',
          'closing_date',
          'created_at',
          'date_posted',
          'description',
          'desired_skills',
          'id',
          'is_open',
          'min_level',
          'name',
          'org_id',
          'pay_max',
          'pay_min',
          'pay_period',
          'pay_year_max',
          'plus_super',
          'respond_by',
          'respond_by_at',
          'respond_reminded',
          'role_type',
          'salary',
          'search_key',
          'skills',
          'subject',
          'updated_at',
          // 011 (the coaching context) and 014 (the requirements, issue 30)
          'sport_type_id',
          'age_groups',
          'gender',
          'level',
          'pay_kind',
          'days',
          'times',
          'requires_wwcc',
          'requires_police_check',
          'requires_first_aid',
          'requires_cpr',
          'requires_accreditation',
          'start_date',
          // 017 (moderation, issue 32)
          'review',
          'review_reason',
          'hidden_at',
          'visibility',
        ].sort(),
      );
      expect(byTable.get('job_words')).toEqual(['in_title', 'search_key', 'word']);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(TEST_ENGINE === 'postgres')('migrating PostgreSQL', () => {
  test('servers starting together migrate one at a time (the advisory lock), each table once', async () => {
    const schema = testSchemaName();
    const open = () =>
      openDb({ dataDir: tmpdir(), databaseUrl: TEST_DATABASE_URL, schema, poolSize: 2 });
    const dbs = await Promise.all([open(), open(), open()]);
    try {
      const rows = await dbs[0].q.selectFrom('schema_migrations').select('version').execute();
      expect(rows.length).toBe(migrationFiles('postgres').length);
    } finally {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(dbs[0].q);
      for (const d of dbs) await d.close();
    }
  });
});

/** A SQLite database as migrations 001-`upTo` left it (today's schema is 004). */
function sqliteDatabaseAt(upTo: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-migrate-'));
  dirs.push(dir);
  const db = new Sqlite(join(dir, 'touchline.db'));
  db.exec(`CREATE TABLE schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  for (const m of migrationFiles('sqlite').filter((x) => x.version <= upTo)) {
    db.exec(readFileSync(join(import.meta.dirname, 'migrations', 'sqlite', m.name), 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, 'then');
  }
  db.exec(`
    INSERT INTO org_types (id, type) VALUES (1, 'Club');
    INSERT INTO states (id, name, code) VALUES (1, 'New South Wales', 'NSW');
    INSERT INTO cities (id, name, state_id) VALUES (1, 'Sydney', 1);
    INSERT INTO organisations (id, name, org_type_id, city_id, created_at)
      VALUES (1, 'Harbour FC', 1, 1, 'then');`);
  db.close();
  return dir;
}

describe.runIf(TEST_ENGINE === 'sqlite')('upgrading a SQLite database', () => {
  test('004-job-views moves each job view count out of the job row, keeping every count', async () => {
    const dir = sqliteDatabaseAt(3);
    const raw = new Sqlite(join(dir, 'touchline.db'));
    const job = raw.prepare(
      `INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
         description, subject, skills, desired_skills, views, date_posted, is_open, created_at,
         updated_at)
       VALUES (?, 1, ?, 1, 'Any', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', ?,
         '2026-11-01T00:00:00.000Z', 1, 'then', 'then')`,
    );
    job.run(1, 'Head Coach', 42);
    job.run(2, 'Assistant Coach', 0);
    raw.close();
    const db = await openDb({ dataDir: dir });
    try {
      const columns = await sql<{
        name: string;
      }>`SELECT name FROM pragma_table_info('jobs')`.execute(db.q);
      expect(columns.rows.map((r) => r.name)).not.toContain('views');
      expect(await db.q.selectFrom('job_views').selectAll().execute()).toEqual([
        { job_id: 1, views: 42 },
      ]);
      expect((await getJob(db, 1))?.views).toBe(42);
      expect((await getJob(db, 2))?.views).toBe(0);
      // A negative count is refused by the table itself.
      await expect(
        db.q.insertInto('job_views').values({ job_id: 2, views: -1 }).execute(),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  });

  test("from today's schema (004, FTS5): the search words are built at start-up and search works", async () => {
    const dir = sqliteDatabaseAt(4);
    const raw = new Sqlite(join(dir, 'touchline.db'));
    const job = raw.prepare(
      `INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
         description, subject, skills, desired_skills, date_posted, is_open, created_at,
         updated_at, search_key)
       VALUES (?, 1, ?, 1, 'Any', 'Casual', 'Coaching', '$1', ?, '', '', '', ?, ?, 'then',
         'then', NULL)`,
    );
    job.run(1, 'Head Coach', '<p>Lead the <b>senior</b> squad.</p>', '2026-11-01T00:00:00.000Z', 1);
    job.run(2, 'Assistant Coach', '<p>Help the juniors.</p>', '2026-11-02T00:00:00.000Z', 1);
    job.run(3, 'Closed Coach', '<p>Gone.</p>', '2026-11-03T00:00:00.000Z', 0);
    raw.close();
    const db = await openDb({ dataDir: dir });
    try {
      const names = await sql<{ name: string }>`SELECT name FROM sqlite_master`.execute(db.q);
      expect(names.rows.map((r) => r.name)).not.toContain('jobs_fts');
      const words = await db.q
        .selectFrom('job_words')
        .select('word')
        .where('search_key', 'in', db.q.selectFrom('jobs').select('search_key').where('id', '=', 1))
        .execute();
      expect(words.map((w) => w.word).sort()).toEqual(
        jobWords({
          name: 'Head Coach',
          organisation: 'Harbour FC',
          description: '<p>Lead the <b>senior</b> squad.</p>',
        })
          .map((w) => w.word)
          .sort(),
      );
      const found = await searchJobs(db, testSearch({ keyword: 'coach' }));
      expect(found.list.map((j) => j.name)).toEqual(['Assistant Coach', 'Head Coach']);
      expect((await searchJobs(db, testSearch({ keyword: 'senior' }))).length).toBe(1);
      expect((await searchJobs(db, testSearch({ keyword: 'gone' }))).length).toBe(0);
    } finally {
      await db.close();
    }
  });
});
