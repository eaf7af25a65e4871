// Migration 007 (saved jobs and job alerts) on each engine: the new tables and their columns,
// and a board made before it upgraded: its open roles count as public long ago (never new to an
// alert), its closed ones become new the first time they open.
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_ENGINE, testDatabase } from '../test-utils';
import type { Database } from './connect';
import { setJobOpen } from './queries/jobs';
import { databaseAt } from './testing/database-at';

const NEW_TABLES: Record<string, string[]> = {
  saved_jobs: ['job_id', 'saved_on', 'user_id'],
  job_publications: ['job_id', 'matched_at', 'public_at', 'seq'],
  job_alerts: [
    'confirmed',
    'created_at',
    'due_from',
    'due_to',
    'email',
    'email_key',
    'frequency',
    'id',
    'last_sent_at',
    'match_sig',
    'next_due',
    'paused',
    'plan',
    'query',
    'terms',
    'token_nonce',
    'user_id',
    'watermark',
  ],
  alert_keys: ['key', 'sig', 'terms', 'touched_at'],
  alert_tokens: ['alert_id', 'created_at', 'expires_at', 'token_hash', 'used_at'],
};

/** Columns later migrations added to these tables (a new test database has every migration). */
const LATER_COLUMNS: Record<string, string[]> = {
  saved_jobs: ['reminded_for'], // 008: the closing reminder sent for this closing moment
  // 010: an alert's minimum pay, 012: its coaching context, checked beside its words
  alert_keys: ['context', 'min_pay'],
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function columns(db: Database, schema: string | null) {
  const rows =
    db.engine === 'sqlite'
      ? await sql<{ t: string; c: string }>`SELECT m.name AS t, p.name AS c
          FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`.execute(
          db.q,
        )
      : await sql<{ t: string; c: string }>`SELECT table_name AS t, column_name AS c
          FROM information_schema.columns WHERE table_schema = ${schema}`.execute(db.q);
  const out = new Map<string, string[]>();
  for (const r of rows.rows) out.set(r.t, [...(out.get(r.t) ?? []), r.c].sort());
  return out;
}

const SEED_SQL = `
  INSERT INTO org_types (id, type) VALUES (1, 'Club');
  INSERT INTO states (id, name, code) VALUES (1, 'New South Wales', 'NSW');
  INSERT INTO cities (id, name, state_id) VALUES (1, 'Sydney', 1);
  INSERT INTO organisations (id, name, org_type_id, city_id, created_at)
    VALUES (1, 'Harbour FC', 1, 1, 'then');
  INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
      description, subject, skills, desired_skills, date_posted, is_open, created_at, updated_at)
    VALUES
    (1, 1, 'Head Coach', 1, 'Any', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '',
      '2026-11-01T00:00:00.000Z', 1, 'then', '2026-11-01T00:00:00.000Z'),
    (2, 1, 'Closed Coach', 1, 'Any', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '',
      '2026-11-02T00:00:00.000Z', 0, 'then', '2026-11-02T00:00:00.000Z');`;

/** A database of the test engine as migrations 001-006 left it, holding two roles. */
async function databaseAt006(): Promise<Database> {
  const { db, drop } = await databaseAt(6, SEED_SQL);
  cleanups.push(drop);
  return db;
}

describe(`migration 007 (${TEST_ENGINE})`, () => {
  test('makes the saved-jobs and alert tables with the same columns on both engines', async () => {
    const t = await testDatabase();
    cleanups.push(t.close);
    const byTable = await columns(t.db, t.schema);
    for (const [table, expected] of Object.entries(NEW_TABLES)) {
      expect(byTable.get(table), table).toEqual(
        [...expected, ...(LATER_COLUMNS[table] ?? [])].sort(),
      );
    }
  });

  test('an older board: its open roles are public long ago, a closed one is new once it opens', async () => {
    const db = await databaseAt006();
    const rows = await db.q.selectFrom('job_publications').selectAll().orderBy('seq').execute();
    // Role 1 was open: public before any alert existed, and never matched again.
    expect(rows).toEqual([{ seq: 1, job_id: 1, public_at: 0, matched_at: 0 }]);
    await setJobOpen(db, 2, true, '2026-12-01T00:00:00.000Z');
    const after = await db.q.selectFrom('job_publications').selectAll().orderBy('seq').execute();
    expect(after[1]).toEqual({
      seq: 2,
      job_id: 2,
      public_at: Date.parse('2026-12-01T00:00:00.000Z'),
      matched_at: null,
    });
    // Closing and opening it again does not make it new a second time.
    await setJobOpen(db, 2, false, '2026-12-02T00:00:00.000Z');
    await setJobOpen(db, 2, true, '2026-12-03T00:00:00.000Z');
    expect(await db.q.selectFrom('job_publications').select('seq').execute()).toHaveLength(2);
  });

  test('an alert names a coach or an address, never both or neither', async () => {
    const t = await testDatabase();
    cleanups.push(t.close);
    const alert = (over: { user_id?: number | null; email?: string | null }) =>
      t.db.q
        .insertInto('job_alerts')
        .values({
          user_id: null,
          email: null,
          query: '{}',
          plan: '[]',
          terms: '',
          frequency: 'daily',
          created_at: 0,
          watermark: 0,
          token_nonce: 'n',
          match_sig: 's',
          ...over,
        })
        .execute();
    await expect(alert({})).rejects.toThrow();
    await expect(alert({ email: 'a@example.com' })).resolves.toBeDefined();
  });
});

describe(`migration 008 (${TEST_ENGINE})`, () => {
  test('roles stored before it close 60 days after posting, at the end of that day in their state', async () => {
    const db = await databaseAt006();
    const rows = await db.q
      .selectFrom('jobs')
      .select(['id', 'closing_date', 'closes_at', 'closed_reason', 'respond_by'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      // Posted 2026-11-01 11:00 in Sydney: 60 days on is 2026-12-31, whose end is 12:59:59 UTC.
      {
        id: 1,
        closing_date: '2026-12-31',
        closes_at: '2026-12-31T12:59:59.000Z',
        closed_reason: null,
        respond_by: null,
      },
      {
        id: 2,
        closing_date: '2027-01-01',
        closes_at: '2027-01-01T12:59:59.000Z',
        closed_reason: null,
        respond_by: null,
      },
    ]);
  });
});
