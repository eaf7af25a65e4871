import { richTextToPlain, sanitizeRichText } from '../lib/rich-text';
import type { DB } from './open';
import { facetTokens, invalidateJobLists, searchKey } from './queries/jobs';
import {
  AGE_GROUPS,
  BENEFITS,
  BOSSES,
  CATEGORIES,
  DESIRED,
  INTROS,
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
 * One IMMEDIATE transaction; the search index is written in the same pass. No user accounts.
 */
export function seedDatabase(db: DB, options: SeedOptions = {}): SeedResult {
  const jobCount = Math.max(0, Math.floor(options.jobs ?? 240));
  const rand = mulberry32(options.randomSeed ?? 42);
  const now = options.now ?? Date.now();
  const nowIso = new Date(now).toISOString();
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rand() * arr.length)];
  const fill = fragmentFiller();

  const run = db.transaction(() => {
    // ---- lookups ----
    const insType = db.prepare('INSERT OR IGNORE INTO org_types (type) VALUES (?)');
    for (const t of ORG_TYPES) insType.run(t);
    const insState = db.prepare('INSERT OR IGNORE INTO states (name, code) VALUES (?, ?)');
    const insCity = db.prepare('INSERT OR IGNORE INTO cities (name, state_id) VALUES (?, ?)');
    const stateId = db.prepare('SELECT id FROM states WHERE code = ?').pluck();
    for (const s of STATES) {
      insState.run(s.name, s.code);
      const sid = stateId.get(s.code) as number;
      for (const c of s.cities) insCity.run(c, sid);
    }
    const insTag = db.prepare('INSERT OR IGNORE INTO tags (name, kind) VALUES (?, ?)');
    for (const t of SPORTS) insTag.run(t, 'sport');
    for (const t of SPECIALISMS) insTag.run(t, 'specialism');

    const typeIds = new Map(
      (db.prepare('SELECT id, type FROM org_types').all() as { id: number; type: string }[]).map(
        (r) => [r.type, r.id],
      ),
    );
    const cities = db
      .prepare('SELECT c.id, c.name, c.state_id FROM cities c ORDER BY c.id')
      .all() as { id: number; name: string; state_id: number }[];
    const cityByName = new Map(cities.map((c) => [c.name, c]));
    const citiesByState = new Map<number, typeof cities>();
    for (const c of cities) {
      const list = citiesByState.get(c.state_id) ?? [];
      list.push(c);
      citiesByState.set(c.state_id, list);
    }
    const tagIds = new Map(
      (db.prepare('SELECT id, name FROM tags').all() as { id: number; name: string }[]).map((r) => [
        r.name,
        r.id,
      ]),
    );

    // ---- organisations ----
    const orgCount = db.prepare('SELECT count(*) FROM organisations').pluck().get() as number;
    if (orgCount === 0) {
      const insOrg = db.prepare(
        `INSERT INTO organisations (name, org_type_id, city_id, about, website, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const o of ORGANISATIONS) {
        const slug = o.name
          .toLowerCase()
          .replace(/[’']/g, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        insOrg.run(
          o.name,
          typeIds.get(o.type),
          cityByName.get(o.city)?.id ?? null,
          `${o.about} Based in ${o.city}, we offer roles across coaching, performance and community programs.`,
          `https://${slug}.example.org`,
          nowIso,
        );
      }
    }
    const orgs = db
      .prepare(
        `SELECT o.id, o.name, o.org_type_id, t.type, o.city_id
           FROM organisations o JOIN org_types t ON t.id = o.org_type_id ORDER BY o.id`,
      )
      .all() as {
      id: number;
      name: string;
      org_type_id: number;
      type: string;
      city_id: number | null;
    }[];
    const orgSport = new Map(ORGANISATIONS.map((o) => [o.name, o.sport]));

    // ---- jobs ----
    // Posting dates are drawn first and sorted, so ids grow with date_posted like real postings.
    const dates: number[] = [];
    for (let i = 0; i < jobCount; i++) {
      dates.push(now - Math.floor(rand() * POSTED_WINDOW_DAYS * DAY_MS));
    }
    dates.sort((a, b) => a - b);
    let nextId = ((db.prepare('SELECT max(id) FROM jobs').pluck().get() as number | null) ?? 0) + 1;

    const insJob = db.prepare(
      `INSERT INTO jobs (id, org_id, name, city_id, min_level, role_type, categories, salary,
         description, subject, skills, desired_skills, date_posted, is_open, created_at,
         updated_at, search_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insViews = db.prepare('INSERT INTO job_views (job_id, views) VALUES (?, ?)');
    const insJobTag = db.prepare('INSERT INTO job_tags (job_id, tag_id) VALUES (?, ?)');
    const insFts = db.prepare(
      'INSERT INTO jobs_fts (rowid, name, organisation, body, facets) VALUES (?, ?, ?, ?, ?)',
    );
    const stateOf = new Map(cities.map((c) => [c.id, c.state_id]));

    for (let i = 0; i < jobCount; i++) {
      const id = nextId++;
      const org = orgs[Math.floor(rand() * orgs.length)];
      const home = org.city_id != null ? cities.find((c) => c.id === org.city_id) : undefined;
      let city = home ?? pick(cities);
      if (rand() < 0.25) city = pick(citiesByState.get(city.state_id) ?? cities);
      const sport = rand() < 0.6 ? (orgSport.get(org.name) ?? pick(SPORTS)) : pick(SPORTS);
      const tpl = pick(TITLES);
      const name = tpl.t
        .replace('{sport}', sport.replace(' (Soccer)', ''))
        .replace('{age}', pick(AGE_GROUPS));
      const level = MIN_LEVELS[pick(tpl.level)];
      let roleType: string = pick(ROLE_TYPES);
      if (name.startsWith('Volunteer')) roleType = 'Volunteer';
      else if (roleType === 'Volunteer' && rand() < 0.7) roleType = 'Casual';
      let salary: string;
      if (roleType === 'Volunteer') salary = 'Volunteer role – expenses reimbursed';
      else if (roleType === 'Full-time' || (roleType === 'Contract' && rand() < 0.6)) {
        const [lo, hi] = pick(SALARIES_ANNUAL);
        salary = `$${formatMoney(lo)} - $${formatMoney(hi)} + super`;
      } else {
        const [lo, hi] = pick(SALARIES_HOURLY);
        salary = `$${lo} - $${hi} per hour`;
      }
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
      const views = Math.floor(rand() * rand() * 900);
      const key = searchKey(datePosted, id);
      insJob.run(
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
      );
      if (views > 0) insViews.run(id, views);
      const sortedTags = [...tags].sort((a, b) => a - b);
      for (const t of sortedTags) insJobTag.run(id, t);
      if (open) {
        insFts.run(
          key,
          name,
          org.name,
          richTextToPlain(description),
          facetTokens({
            orgTypeId: org.org_type_id,
            orgId: org.id,
            cityId: city.id,
            stateId: stateOf.get(city.id)!,
            tagIds: sortedTags,
          }),
        );
      }
    }
  });
  run.immediate();
  invalidateJobLists(db);

  const count = (t: string) => db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number;
  return {
    orgTypes: count('org_types'),
    states: count('states'),
    cities: count('cities'),
    tags: count('tags'),
    organisations: count('organisations'),
    jobs: count('jobs'),
  };
}

/** Seeds the demo data when the database has no jobs and no organisations. Returns whether it did. */
export function seedIfEmpty(db: DB, options: SeedOptions = {}): boolean {
  const jobs = db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
  const orgs = db.prepare('SELECT count(*) FROM organisations').pluck().get() as number;
  if (jobs > 0 || orgs > 0) return false;
  seedDatabase(db, options);
  return true;
}
