// Migration 013 (credentials, issue 30) on each engine, on a board made before it: files keeps
// every row and every reference to it (SQLite rebuilds the table with foreign keys off for this
// migration only), takes kind 'credential', and the foreign keys still hold afterwards.
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_ENGINE } from '../test-utils';
import type { Database } from './connect';
import { databaseAt } from './testing/database-at';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const SEED_SQL = `
  INSERT INTO org_types (id, type) VALUES (1, 'Club');
  INSERT INTO states (id, name, code) VALUES (1, 'New South Wales', 'NSW');
  INSERT INTO cities (id, name, state_id) VALUES (1, 'Sydney', 1);
  INSERT INTO organisations (id, name, org_type_id, city_id, created_at)
    VALUES (1, 'Harbour FC', 1, 1, 'then');
  INSERT INTO users (id, email, email_key, password_hash, role, first_name, last_name, mobile, created_at)
    VALUES (1, 'c@x.test', 'c@x.test', 'h', 'ROLE_COACH', 'Casey', 'Coach', '', 'then');
  INSERT INTO files (id, owner_id, kind, original_name, stored_name, size, content_type, created_at)
    VALUES (7, 1, 'resume', 'cv.pdf', 'aaaa', 5, 'application/pdf', 'then'),
           (8, 1, 'cv', 'letter.pdf', 'bbbb', 5, 'application/pdf', 'then'),
           (9, 1, 'picture', 'me.png', 'cccc', 5, 'image/png', 'then');
  INSERT INTO profiles (user_id, picture_file_id) VALUES (1, 9);
  INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
      description, subject, skills, desired_skills, date_posted, is_open, created_at, updated_at)
    VALUES (1, 1, 'Head Coach', 1, 'Any', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '',
      '2026-11-01T00:00:00.000Z', 1, 'then', '2026-11-01T00:00:00.000Z');
  INSERT INTO applications (id, user_id, job_id, resume_file_id, cv_file_id, first_name,
      last_name, salary, notice, referred_by, applied_at)
    VALUES (1, 1, 1, 7, 8, 'Casey', 'Coach', '', '', '', 'then');`;

/** A database of the test engine as migrations 001-012 left it, with files referenced. */
async function databaseAt012(): Promise<Database> {
  const { db, drop } = await databaseAt(12, SEED_SQL);
  cleanups.push(drop);
  return db;
}

describe(`migration 013 (${TEST_ENGINE})`, () => {
  test('files keeps its rows and references, takes credential documents, keys still hold', async () => {
    const db = await databaseAt012();
    const files = await db.q.selectFrom('files').select(['id', 'kind']).orderBy('id').execute();
    expect(files).toEqual([
      { id: 7, kind: 'resume' },
      { id: 8, kind: 'cv' },
      { id: 9, kind: 'picture' },
    ]);
    const row = {
      owner_id: 1,
      kind: 'credential' as const,
      original_name: 'wwcc.pdf',
      stored_name: 'dddd',
      size: 5,
      content_type: 'application/pdf',
      created_at: 'now',
    };
    // An explicit id: PostgreSQL's identity has not seen the seeded ones.
    const id = 10;
    await db.q
      .insertInto('files')
      .values({ ...row, id })
      .execute();
    // The foreign keys are on again: a referenced file cannot go, nor an unknown owner come.
    await expect(db.q.deleteFrom('files').where('id', '=', 9).execute()).rejects.toThrow();
    await expect(db.q.deleteFrom('files').where('id', '=', 7).execute()).rejects.toThrow();
    await expect(
      db.q
        .insertInto('files')
        .values({ ...row, owner_id: 99, stored_name: 'eeee' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db.q
        .insertInto('files')
        .values({ ...row, kind: 'video' as 'cv', stored_name: 'ffff' })
        .execute(),
    ).rejects.toThrow();
    // The new tables, and a coach's reminders on by default.
    const cred = await db.q
      .insertInto('credentials')
      .values({
        user_id: 1,
        type: 'CPR',
        state: null,
        number: null,
        wwcc_type: null,
        level: null,
        sport_type_id: null,
        name: null,
        issued_on: null,
        expires_on: '2027-01-01',
        file_id: id,
        created_at: 'now',
        updated_at: 'now',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(cred.id).toBeGreaterThan(0);
    const u = await db.q
      .selectFrom('users')
      .select('credential_reminders')
      .executeTakeFirstOrThrow();
    expect(u.credential_reminders).toBe(1);
    if (db.sqlite) expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
