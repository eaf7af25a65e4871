import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from './open';
import { getJob } from './queries/jobs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A database as migrations 001-003 left it, with two jobs whose views were in their rows. */
function databaseAt003(): string {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-migrate-'));
  dirs.push(dir);
  const db = new Database(join(dir, 'touchline.db'));
  db.exec(`CREATE TABLE schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  for (const [v, f] of [
    [1, '001-init.sql'],
    [2, '002-search.sql'],
    [3, '003-session-epoch.sql'],
  ] as const) {
    db.exec(readFileSync(join(import.meta.dirname, 'migrations', f), 'utf8'));
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(v, f, 'then');
  }
  db.exec(`
    INSERT INTO org_types (id, type) VALUES (1, 'Club');
    INSERT INTO states (id, name, code) VALUES (1, 'New South Wales', 'NSW');
    INSERT INTO cities (id, name, state_id) VALUES (1, 'Sydney', 1);
    INSERT INTO organisations (id, name, org_type_id, city_id, created_at)
      VALUES (1, 'Harbour FC', 1, 1, 'then');`);
  const job = db.prepare(
    `INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
       description, subject, skills, desired_skills, views, date_posted, is_open, created_at,
       updated_at)
     VALUES (?, 1, ?, 1, 'Any', 'Casual', 'Coaching', '$1', '<p>x</p>', '', '', '', ?,
       '2026-11-01T00:00:00.000Z', 1, 'then', 'then')`,
  );
  job.run(1, 'Head Coach', 42);
  job.run(2, 'Assistant Coach', 0);
  db.close();
  return dir;
}

describe('004-job-views', () => {
  test('moves each job view count out of the job row, keeping every count', () => {
    const dir = databaseAt003();
    const db = openDatabase(dir);
    try {
      const columns = db.prepare("SELECT name FROM pragma_table_info('jobs')").pluck().all();
      expect(columns).not.toContain('views');
      expect(db.prepare('SELECT job_id, views FROM job_views').all()).toEqual([
        { job_id: 1, views: 42 },
      ]);
      expect(getJob(db, 1)?.views).toBe(42);
      expect(getJob(db, 2)?.views).toBe(0);
      // A negative count is refused by the table itself.
      expect(() => db.prepare('INSERT INTO job_views VALUES (2, -1)').run()).toThrow();
    } finally {
      db.close();
    }
  });
});
