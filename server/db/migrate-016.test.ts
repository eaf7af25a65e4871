// Migration 016 (sessions and e-mail changes, issue 31) on each engine, on a board made before it:
// every refresh-token family becomes a session of its user, from its first token's time to its
// last one's, with an unknown device; the tables are empty otherwise.
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_ENGINE } from '../test-utils';
import type { Database } from './connect';
import { databaseAt } from './testing/database-at';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const SEED_SQL = `
  INSERT INTO users (id, email, email_key, password_hash, role, first_name, last_name, mobile, created_at)
    VALUES
      (1, 'ana@example.com', 'ana@example.com', 'x', 'ROLE_COACH', 'Ana', 'Lee', '0412345678', 'then'),
      (2, 'ben@example.com', 'ben@example.com', 'x', 'ROLE_COACH', 'Ben', 'Roe', '0412345678', 'then');
  INSERT INTO refresh_tokens (user_id, token_hash, family_id, remember, expires_at, used_at, revoked_at, created_at)
    VALUES
      (1, 'h1', 'famA', 1, 9000, 2000, NULL, 1000),
      (1, 'h2', 'famA', 1, 9500, NULL, NULL, 2000),
      (1, 'h3', 'famB', 0, 9000, NULL, NULL, 1500),
      (2, 'h4', 'famC', 1, 9000, NULL, 1700, 1200);`;

/** A database of the test engine as migrations 001-014 left it, with two families. */
async function databaseAt014(): Promise<Database> {
  const { db, drop } = await databaseAt(14, SEED_SQL);
  cleanups.push(drop);
  return db;
}

describe(`migration 016 (${TEST_ENGINE})`, () => {
  test('each refresh-token family becomes a session with its first and last times', async () => {
    const db = await databaseAt014();
    const rows = await db.q
      .selectFrom('user_sessions')
      .select(['family_id', 'user_id', 'created_at', 'last_used_at', 'user_agent'])
      .orderBy('family_id')
      .execute();
    expect(
      rows.map((r) => ({
        ...r,
        user_id: Number(r.user_id),
        created_at: Number(r.created_at),
        last_used_at: Number(r.last_used_at),
      })),
    ).toEqual([
      { family_id: 'famA', user_id: 1, created_at: 1000, last_used_at: 2000, user_agent: '' },
      { family_id: 'famB', user_id: 1, created_at: 1500, last_used_at: 1500, user_agent: '' },
      { family_id: 'famC', user_id: 2, created_at: 1200, last_used_at: 1200, user_agent: '' },
    ]);
    expect(await db.q.selectFrom('email_changes').selectAll().execute()).toEqual([]);
    // A change token's hash is unique.
    const change = {
      user_id: 1,
      new_email: 'a@example.com',
      token_hash: 'same',
      expires_at: 1,
      created_at: 1,
    };
    await db.q.insertInto('email_changes').values(change).execute();
    await expect(db.q.insertInto('email_changes').values(change).execute()).rejects.toThrow();
  });
});
