// Migration 014 (a role's requirements, issue 30) on each engine, on a board made before it:
// every stored role requires nothing but the accreditation level its min_level names (a text that
// speaks of a coach or an accreditation and names a level's word; the lowest it names), and keeps
// its min_level text as it was.
import { afterEach, describe, expect, test } from 'vitest';
import { TEST_ENGINE } from '../test-utils';
import type { Database } from './connect';
import { accreditationNamedIn } from './queries/requirements';
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
  INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
      description, subject, skills, desired_skills, date_posted, is_open, created_at, updated_at)
    VALUES
      (1, 1, 'Role 1', 1, 'Level 1 Accredited Coach', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (2, 1, 'Role 2', 1, 'Community Coach Accreditation', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (3, 1, 'Role 3', 1, 'Level 3 High Performance Coach', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (4, 1, 'Role 4', 1, 'Degree in Sports Science', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (5, 1, 'Role 5', 1, 'Foundation or Development coach', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (6, 1, 'Role 6', 1, 'ADVANCED COACHING ACCREDITATION', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (7, 1, 'Role 7', 1, 'Advanced Diploma of Sport', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (8, 1, 'Role 8', 1, 'Junior Development Coach', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then'),
      (9, 1, 'Role 9', 1, '', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', '2026-11-01T00:00:00.000Z', 1, 'then', 'then');`;

/** Each stored min_level and the accreditation level migration 014 maps it onto. */
const MAPPED: [number, string, string | null][] = [
  [1, 'Level 1 Accredited Coach', null],
  [2, 'Community Coach Accreditation', 'Community'],
  [3, 'Level 3 High Performance Coach', 'High performance'],
  [4, 'Degree in Sports Science', null],
  [5, 'Foundation or Development coach', 'Foundation'],
  [6, 'ADVANCED COACHING ACCREDITATION', 'Advanced'],
  [7, 'Advanced Diploma of Sport', null],
  [8, 'Junior Development Coach', 'Development'],
  [9, '', null],
];

/** A database of the test engine as migrations 001-013 left it, with files referenced. */
async function databaseAt013(): Promise<Database> {
  const { db, drop } = await databaseAt(13, SEED_SQL);
  cleanups.push(drop);
  return db;
}

describe(`migration 014 (${TEST_ENGINE})`, () => {
  test('min_level maps onto the accreditation level where it names one, stays as text', async () => {
    const db = await databaseAt013();
    const rows = await db.q
      .selectFrom('jobs')
      .select([
        'id',
        'min_level',
        'requires_accreditation',
        'requires_wwcc',
        'requires_police_check',
        'requires_first_aid',
        'requires_cpr',
        'start_date',
      ])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.min_level, r.requires_accreditation])).toEqual(MAPPED);
    // The seed's copy of the rule agrees with the migration's SQL.
    for (const [, text, level] of MAPPED) expect(accreditationNamedIn(text)).toBe(level);
    for (const r of rows) {
      expect([
        r.requires_wwcc,
        r.requires_police_check,
        r.requires_first_aid,
        r.requires_cpr,
      ]).toEqual([0, 0, 0, 0]);
      expect(r.start_date).toBeNull();
    }
    // The level's CHECK holds: an unknown level cannot be stored.
    await expect(
      db.q
        .updateTable('jobs')
        .set({ requires_accreditation: 'Level 2' })
        .where('id', '=', 1)
        .execute(),
    ).rejects.toThrow();
  });
});
