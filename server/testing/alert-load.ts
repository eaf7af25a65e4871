/**
 * The alerts bench's data (npm run bench -- --only alerts): many active alerts written in bulk as
 * the app would store them (their queries resolved by resolveAlertQuery, their keys as
 * syncAlertKeys writes them), new roles posted the app's way (createJob: a publication each),
 * and turning every alert into a daily one due at a time. Never used to answer a request.
 */
import { sql } from 'kysely';
import { bulkInsert } from '../db/bulk';
import { type Database, type Db, tx } from '../db/connect';
import { createJob } from '../db/queries/jobs';
import { allLookups } from '../db/queries/lookups';
import { SPORTS, TITLES } from '../db/seed-data';
import { alertAnchorKeys, joinTerms, matchSig } from '../lib/alert-match';
import { type ResolvedQuery, resolveAlertQuery } from '../lib/alert-query';
import { newNonce } from '../lib/alert-token';

/** How the bench's alerts are made: the kinds of search people save, and how often each is. */
const SHAPES: [number, (p: Pick) => Record<string, unknown>][] = [
  [35, (p) => ({ title: p.keyword(), location: p.location() })],
  [20, (p) => ({ location: p.location(), interests: p.interests() })],
  [15, (p) => ({ title: p.keyword() })],
  [10, (p) => ({ interests: p.interests() })],
  [10, (p) => ({ orgtype: p.orgType(), location: p.location() })],
  [
    5,
    (p) => ({
      title: p.keyword(),
      orgtype: p.orgType(),
      location: p.location(),
      interests: p.interests(),
    }),
  ],
  [4, (p) => ({ location: p.location() })],
  [1, () => ({})],
];

interface Pick {
  keyword(): string;
  location(): string;
  interests(): string[];
  orgType(): string;
}

/** Distinct queries for `n` alerts (about one per 20: many people save the same search). */
async function queryPool(db: Db, n: number, random: () => number): Promise<ResolvedQuery[]> {
  // In id order: the same searches on both engines (the lookups come back in any order).
  const raw = await allLookups(db);
  const byId = <T extends { id: number }>(xs: T[]) => [...xs].sort((a, b) => a.id - b.id);
  const l = {
    orgTypes: byId(raw.orgTypes),
    states: byId(raw.states),
    cities: byId(raw.cities),
    tags: byId(raw.tags),
  };
  const one = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const words = [
    ...new Set(
      [...TITLES.map((t) => t.t), ...SPORTS]
        .join(' ')
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? [],
    ),
  ];
  const pick: Pick = {
    keyword: () => one(words),
    location: () =>
      random() < 0.5
        ? one(l.states).code
        : random() < 0.5
          ? one(l.states).name
          : one(l.cities).name,
    interests: () => [
      ...new Set([one(l.tags).name, ...(random() < 0.3 ? [one(l.tags).name] : [])]),
    ],
    orgType: () => one(l.orgTypes).type,
  };
  const total = SHAPES.reduce((s, [w]) => s + w, 0);
  const pool: ResolvedQuery[] = [];
  while (pool.length < Math.max(1, Math.round(n / 20))) {
    let r = random() * total;
    let shape = SHAPES[0][1];
    for (const [weight, make] of SHAPES) {
      r -= weight;
      if (r < 0) {
        shape = make;
        break;
      }
    }
    try {
      pool.push(await resolveAlertQuery(db, shape(pick)));
    } catch {
      // a city name of two states written as "City, ST" elsewhere: drawn again
    }
  }
  return pool;
}

/**
 * Writes `n` confirmed, running instant alerts made at `createdAt` (half of them coaches' -
 * 20 each - half visitors'), given no role yet (watermark 0). Returns how many alert_keys rows
 * and how many alerts each search (match_sig) has.
 */
export async function loadAlerts(
  db: Database,
  n: number,
  createdAt: number,
  random: () => number,
): Promise<{ keys: number; searches: Map<string, number> }> {
  const pool = await queryPool(db, n, random);
  const coaches = Math.ceil(n / 2 / 20);
  let keys = 0;
  const searches = new Map<string, number>();
  await tx(db, async (t) => {
    await bulkInsert(
      t,
      'users',
      [
        ['email', 'text'],
        ['email_key', 'text'],
        ['password_hash', 'text'],
        ['role', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['mobile', 'text'],
        ['created_at', 'text'],
      ],
      Array.from({ length: coaches }, (_, i) => {
        const email = `bench-coach-${i}@example.com`;
        return [email, email, 'x', 'ROLE_COACH', 'Bench', 'Coach', '0400000000', 'then'];
      }),
    );
    const users = (
      await t.q
        .selectFrom('users')
        .select('id')
        .where('email', 'like', 'bench-coach-%')
        .orderBy('id')
        .execute()
    ).map((u) => u.id);
    const chosen = Array.from({ length: n }, () => pool[Math.floor(random() * pool.length)]);
    for (const q of chosen) {
      const sig = matchSig(q.plan, q.terms);
      searches.set(sig, (searches.get(sig) ?? 0) + 1);
    }
    const before = Number(
      (
        await t.q
          .selectFrom('job_alerts')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    await bulkInsert(
      t,
      'job_alerts',
      [
        ['user_id', 'bigint'],
        ['email', 'text'],
        ['email_key', 'text'],
        ['query', 'text'],
        ['plan', 'text'],
        ['terms', 'text'],
        ['frequency', 'text'],
        ['confirmed', 'int'],
        ['created_at', 'bigint'],
        ['watermark', 'bigint'],
        ['token_nonce', 'text'],
        ['match_sig', 'text'],
      ],
      chosen.map((q, i) => {
        const coach = i < n / 2;
        const email = coach ? null : `bench-visitor-${i}@example.com`;
        return [
          coach ? users[Math.floor(i / 20)] : null,
          email,
          email,
          JSON.stringify(q.query),
          JSON.stringify(q.plan),
          joinTerms(q.terms),
          'instant',
          1,
          createdAt,
          0,
          newNonce(),
          matchSig(q.plan, q.terms),
        ];
      }),
    );
    const ids = (
      await t.q
        .selectFrom('job_alerts')
        .select('id')
        .where('id', '>', before)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    if (ids.length !== n) throw new Error('the alerts were not all written');
    const rows: unknown[][] = [];
    for (const q of pool) {
      if (!searches.has(matchSig(q.plan, q.terms))) continue;
      for (const key of alertAnchorKeys(q.plan, q.terms)) {
        rows.push([key, matchSig(q.plan, q.terms), joinTerms(q.terms), createdAt]);
      }
    }
    keys = rows.length;
    await bulkInsert(
      t,
      'alert_keys',
      [
        ['key', 'text'],
        ['sig', 'text'],
        ['terms', 'text'],
        ['touched_at', 'bigint'],
      ],
      rows,
      true,
    );
  });
  return { keys, searches };
}

/** Posts `n` new roles at `atIso`, each a copy of an open role of the board (a publication each). */
export async function postRoles(db: Database, n: number, atIso: string, random: () => number) {
  const open = await db.q
    .selectFrom('jobs')
    .select('id')
    .where('is_open', '=', 1)
    .orderBy('id')
    .execute();
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const from = open[Math.floor(random() * open.length)].id;
    const j = await db.q
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', from)
      .executeTakeFirstOrThrow();
    const tags = await db.q
      .selectFrom('job_tags')
      .select('tag_id')
      .where('job_id', '=', from)
      .execute();
    ids.push(
      await createJob(
        db,
        {
          orgId: j.org_id,
          name: j.name,
          cityId: j.city_id,
          minLevel: j.min_level,
          roleType: j.role_type,
          categories: j.categories,
          salary: j.salary,
          description: j.description,
          subject: j.subject,
          skills: j.skills,
          desiredSkills: j.desired_skills,
          tagIds: tags.map((t) => t.tag_id),
          datePosted: atIso,
        },
        atIso,
      ),
    );
  }
  return ids;
}

/** Every alert a daily one due at `dueAt`, given nothing since the roles before `watermark`. */
export async function makeAllDaily(db: Db, dueAt: number, watermark: number): Promise<void> {
  await db.q
    .updateTable('job_alerts')
    .set({ frequency: 'daily', next_due: dueAt, watermark, due_from: null, due_to: null })
    .execute();
  await db.q.deleteFrom('alert_keys').execute();
}

/** After the bulk load: statistics, and on PostgreSQL the visibility maps (index-only scans). */
export async function settleAlerts(db: Database): Promise<void> {
  const tables = ['users', 'job_alerts', 'alert_keys', 'job_publications', 'jobs', 'job_tags'];
  if (db.engine === 'sqlite') {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.q);
    for (const t of tables) await sql`ANALYZE ${sql.table(t)}`.execute(db.q);
    return;
  }
  await sql`VACUUM (ANALYZE) ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db.q);
}

/** The queued alert mails' payloads, a batch at a time after `afterId`. */
export async function alertMailPayloads(db: Db, afterId: number, limit: number) {
  return db.q
    .selectFrom('work')
    .select(['id', 'payload'])
    .where('kind', '=', 'alert-mail')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
