import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { type DB, migrate, openDatabase } from './open';
import { seedDatabase, seedIfEmpty } from './seed';

const NOW = Date.parse('2026-03-01T09:00:00Z');
const opened: { db: DB; dir: string }[] = [];
function freshDb(): DB {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-seed-'));
  const db = openDatabase(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const jobsOf = (db: DB) =>
  db
    .prepare(
      'SELECT id, org_id, name, city_id, min_level, role_type, categories, salary, description, subject, skills, desired_skills, date_posted, is_open, (SELECT views FROM job_views WHERE job_id = jobs.id) AS views FROM jobs ORDER BY id',
    )
    .all();

describe('seedDatabase', () => {
  test('fills the lookups, organisations and jobs the spec asks for', () => {
    const db = freshDb();
    const r = seedDatabase(db, { jobs: 240, now: NOW });
    expect(r.orgTypes).toBe(8);
    expect(r.states).toBe(8);
    expect(r.cities).toBeGreaterThanOrEqual(40);
    expect(r.tags).toBeGreaterThanOrEqual(30);
    expect(r.organisations).toBeGreaterThanOrEqual(24);
    expect(r.jobs).toBe(240);
    const kinds = db.prepare('SELECT kind, count(*) n FROM tags GROUP BY kind').all() as {
      kind: string;
      n: number;
    }[];
    expect(kinds.find((k) => k.kind === 'sport')?.n).toBeGreaterThanOrEqual(20);
    expect(kinds.find((k) => k.kind === 'specialism')?.n).toBeGreaterThanOrEqual(10);
    // every organisation type is used, every job has 1-4 tags, dates within the last 60 days
    const usedTypes = db
      .prepare('SELECT count(DISTINCT org_type_id) FROM organisations')
      .pluck()
      .get();
    expect(usedTypes).toBe(8);
    const tagCounts = db
      .prepare('SELECT count(*) n FROM job_tags GROUP BY job_id')
      .pluck()
      .all() as number[];
    expect(tagCounts).toHaveLength(240);
    expect(Math.min(...tagCounts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...tagCounts)).toBeLessThanOrEqual(4);
    const range = db.prepare('SELECT min(date_posted) lo, max(date_posted) hi FROM jobs').get() as {
      lo: string;
      hi: string;
    };
    expect(Date.parse(range.lo)).toBeGreaterThanOrEqual(NOW - 60 * 86_400_000);
    expect(Date.parse(range.hi)).toBeLessThanOrEqual(NOW);
    const closed = db
      .prepare('SELECT count(*) FROM jobs WHERE is_open = 0')
      .pluck()
      .get() as number;
    expect(closed).toBeGreaterThan(0);
    expect(closed).toBeLessThan(40);
    // open jobs are exactly the indexed ones
    expect(db.prepare('SELECT count(*) FROM jobs_fts').pluck().get()).toBe(240 - closed);
    // no user accounts (SECURITY-CHECKS #12)
    expect(db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(0);
  });

  test('realistic rich text, salaries and role types', () => {
    const db = freshDb();
    seedDatabase(db, { jobs: 100, now: NOW });
    const rows = db.prepare('SELECT * FROM jobs').all() as Record<string, string>[];
    for (const j of rows) {
      expect(j.description).toMatch(/^<p>/);
      expect(j.skills).toMatch(/<ul>|<p>/);
      expect(j.description).not.toMatch(/<script|onerror|\{\w+\}/);
      expect(['Full-time', 'Part-time', 'Casual', 'Contract', 'Volunteer']).toContain(j.role_type);
      expect(j.salary).toMatch(/^\$[\d,]+ - \$[\d,]+ (\+ super|per hour)$|^Volunteer/);
    }
  });

  test('the same seed gives the same data; another seed differs', () => {
    const a = freshDb();
    const b = freshDb();
    const c = freshDb();
    seedDatabase(a, { jobs: 150, randomSeed: 7, now: NOW });
    seedDatabase(b, { jobs: 150, randomSeed: 7, now: NOW });
    seedDatabase(c, { jobs: 150, randomSeed: 8, now: NOW });
    expect(jobsOf(a)).toEqual(jobsOf(b));
    expect(jobsOf(a)).not.toEqual(jobsOf(c));
  });

  test('seedIfEmpty seeds once', () => {
    const db = freshDb();
    expect(seedIfEmpty(db)).toBe(true);
    const n = db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
    expect(n).toBeGreaterThanOrEqual(200);
    expect(seedIfEmpty(db)).toBe(false);
    expect(db.prepare('SELECT count(*) FROM jobs').pluck().get()).toBe(n);
  });

  test('migrations (including 002-search) run once', () => {
    const db = freshDb();
    const versions = db.prepare('SELECT version FROM schema_migrations').pluck().all();
    expect(versions).toContain(2);
    expect(migrate(db)).toEqual([]);
    expect(
      db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'jobs_fts'").pluck().get(),
    ).toBe(1);
  });
});
