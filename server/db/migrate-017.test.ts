// Migration 017 (trust and safety, issue 32) on each engine, on a board made before it: every
// organisation that exists is verified, users keep every row and reference (SQLite rebuilds the
// table to let role take 'ROLE_ADMIN'), roles stay public, and the audit log refuses UPDATE and
// DELETE.
import { sql } from 'kysely';
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
    VALUES (1, 'Harbour FC', 1, 1, 'then'), (2, 'Bay Netball', 1, 1, 'then');
  INSERT INTO users (id, email, email_key, password_hash, role, first_name, last_name, mobile,
      org_id, created_at, session_epoch)
    VALUES
      (1, 'ana@example.com', 'ana@example.com', 'x', 'ROLE_COACH', 'Ana', 'Lee', '0412345678', NULL, 'then', 3),
      (2, 'sam@example.com', 'sam@example.com', 'x', 'ROLE_ORG', 'Sam', 'Roe', '0412345678', 1, 'then', 0);
  INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
      description, subject, skills, desired_skills, date_posted, is_open, created_at, updated_at)
    VALUES (1, 1, 'Role 1', 1, '', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '',
      '2026-11-01T00:00:00.000Z', 1, 'then', 'then');
  INSERT INTO saved_jobs (user_id, job_id, saved_on) VALUES (1, 1, '2026-11-02');`;

async function databaseAt016(): Promise<Database> {
  const { db, drop } = await databaseAt(16, SEED_SQL);
  cleanups.push(drop);
  return db;
}

describe(`migration 017 (${TEST_ENGINE})`, () => {
  test('existing organisations are verified; users, their references and roles stay as they were', async () => {
    const db = await databaseAt016();
    const orgs = await db.q
      .selectFrom('organisations')
      .select(['id', 'verified_at', 'suspended_at'])
      .orderBy('id')
      .execute();
    expect(orgs.map((o) => [Number(o.id), typeof o.verified_at, o.suspended_at])).toEqual([
      [1, 'string', null],
      [2, 'string', null],
    ]);
    expect(Number.isNaN(Date.parse(orgs[0].verified_at ?? ''))).toBe(false);
    const users = await db.q
      .selectFrom('users')
      .select(['id', 'email', 'role', 'org_id', 'session_epoch', 'suspended_at'])
      .orderBy('id')
      .execute();
    expect(
      users.map((u) => ({ ...u, id: Number(u.id), org_id: u.org_id && Number(u.org_id) })),
    ).toEqual([
      {
        id: 1,
        email: 'ana@example.com',
        role: 'ROLE_COACH',
        org_id: null,
        session_epoch: 3,
        suspended_at: null,
      },
      {
        id: 2,
        email: 'sam@example.com',
        role: 'ROLE_ORG',
        org_id: 1,
        session_epoch: 0,
        suspended_at: null,
      },
    ]);
    // The saved role still points at its coach, and the role is public, never reviewed.
    expect(await db.q.selectFrom('saved_jobs').select('user_id').execute()).toHaveLength(1);
    const job = await db.q
      .selectFrom('jobs')
      .select(['visibility', 'review', 'hidden_at'])
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ visibility: 0, review: null, hidden_at: null });
    if (db.sqlite) expect(db.sqlite.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });

  test('role takes ROLE_ADMIN and nothing unknown', async () => {
    const db = await databaseAt016();
    // Ids given: the seed's explicit ids leave PostgreSQL's identity behind.
    const admin = {
      id: 10,
      email: 'root@example.com',
      email_key: 'root@example.com',
      password_hash: 'x',
      first_name: 'Admin',
      last_name: '',
      mobile: '',
      created_at: 'now',
    };
    await db.q
      .insertInto('users')
      .values({ ...admin, role: 'ROLE_ADMIN' })
      .execute();
    await expect(
      db.q
        .insertInto('users')
        .values({ ...admin, id: 11, email_key: 'x@example.com', role: 'ROLE_ROOT' as 'ROLE_ADMIN' })
        .execute(),
    ).rejects.toThrow();
  });

  test('the audit log is append-only: UPDATE and DELETE are refused', async () => {
    const db = await databaseAt016();
    await db.q
      .insertInto('audit_log')
      .values({
        at: 'now',
        actor_id: 2,
        actor_role: 'ROLE_ORG',
        action: 'job.update',
        target: 'job:1',
      })
      .execute();
    await expect(sql`UPDATE audit_log SET action = 'x'`.execute(db.q)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(db.q)).rejects.toThrow(/append-only/);
    if (TEST_ENGINE === 'postgres') {
      await expect(sql`TRUNCATE audit_log`.execute(db.q)).rejects.toThrow(/append-only/);
    }
    expect(await db.q.selectFrom('audit_log').select('action').execute()).toEqual([
      { action: 'job.update' },
    ]);
  });
});
