import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/shared/constants';
import { createApp } from './app';
import { RATE_LIMIT_DEFAULTS } from './config';
import { listening, setClosingClock } from './db/changes';
import { type Database, type Engine, openDb } from './db/connect';
import type { JobInput } from './db/queries/jobs';
import { firstOrgType } from './db/queries/lookups';
import { ReadyAnswers } from './http/ready-answers';
import { randomToken } from './lib/crypto';
import type { JobSearch } from './lib/search';
import { SearchThread } from './lib/search-thread';
import { createXsrfToken } from './middleware/xsrf';
import { assertContract } from './testing/contract';
import type { AppConfig, AppDeps, AppEnv, Mailer } from './types';
import { JOBS } from './work/jobs';
import { WorkRunner } from './work/runner';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface TestRequestInit extends RequestInit {
  /** Sent as the JSON body with Content-Type application/json. */
  json?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Skip the automatic XSRF cookie + header (to test the check itself). */
  noXsrf?: boolean;
}

export interface TestAccount {
  email: string;
  password: string;
  id: number;
}

export interface TestContext {
  app: Hono<AppEnv>;
  deps: AppDeps;
  db: Database;
  /** The test database under the app (openAgain opens a second handle on it). */
  store: TestDatabase;
  dataDir: string;
  mail: SentMail[];
  logs: string[];
  clock: { now(): number; set(ms: number): void; advance(ms: number): void };
  xsrfToken: string;
  request(path: string, init?: TestRequestInit): Promise<Response>;
  registerCoach(overrides?: Partial<Record<string, unknown>>): Promise<TestAccount>;
  registerOrg(overrides?: Partial<Record<string, unknown>>): Promise<TestAccount>;
  loginAs(
    email: string,
    password: string,
    rememberMe?: boolean,
  ): Promise<{ token: string; refresh_token: string }>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Job list searches through a search thread, as the server runs them on two cores. */
  searchThread?: boolean;
  /**
   * The database to run over (closed with the context) instead of a new one of TEST_ENGINE:
   * e.g. testDatabase('sqlite') in the PostgreSQL pass.
   */
  store?: TestDatabase;
}

/** A new job for createJob in a seeded test database (organisation 1, city 1, tag 1), newest. */
export function testJob(name: string, overrides: Partial<JobInput> = {}): JobInput {
  return {
    orgId: 1,
    name,
    cityId: 1,
    minLevel: 'Level 1 Accredited Coach',
    roleType: 'Casual',
    categories: 'Coaching',
    salary: '$40 per hour',
    description: '<p>Goalkeeping.</p>',
    subject: '<p>Keepers.</p>',
    skills: '<p>Diving.</p>',
    desiredSkills: '<p>Kicking.</p>',
    tagIds: [1],
    // the newest of a seeded board, and within the search key's exact range (until 2054)
    datePosted: '2050-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A new role's coaching context for POST /api/org/jobs in a seeded test database (issue 29:
 * sport, level and pay are required of new roles; the sport is one of the seed's).
 */
export const TEST_ROLE_CONTEXT = { sportType: 'Netball', level: 'Community', pay: 'Paid' } as const;

/** A job list search: page 1 of 25, no keyword, no filter, unless given. */
export function testSearch(over: Partial<JobSearch> = {}): JobSearch {
  return { keyword: '', orgType: '', location: '', interests: [], page: 1, pageSize: 25, ...over };
}

/**
 * The engine server tests run on: TEST_DATABASE=postgres (the `server-pg` vitest project) or
 * SQLite. PostgreSQL tests use TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
 * test), each database handle in a schema of its own, so that test files run side by side.
 */
export const TEST_ENGINE: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A schema name no other test uses; its time lets a later run drop it if it was left behind. */
export function testSchemaName(): string {
  schemaCounter += 1;
  return `t_${Math.floor(Date.now() / 1000)}_${process.pid}_${schemaCounter}`;
}
let schemaCounter = 0;

/** A new, migrated, empty database of the test engine with a temporary DATA_DIR. */
export interface TestDatabase {
  dir: string;
  db: Database;
  /** The PostgreSQL schema, or null on SQLite. */
  schema: string | null;
  /** Closes the database and removes its directory (and schema). */
  close: () => Promise<void>;
}

/** Where every test's clock starts (a test context's clock.set moves its own). */
export const TEST_START = Date.parse('2026-03-01T09:00:00Z');

export async function testDatabase(engine: Engine = TEST_ENGINE): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-test-'));
  const schema = engine === 'postgres' ? testSchemaName() : null;
  const db = await openDb({
    dataDir: dir,
    databaseUrl: schema ? TEST_DATABASE_URL : null,
    schema: schema ?? undefined,
    poolSize: 4,
  });
  // Roles close by the tests' clock (a test context's own replaces it: createApp).
  setClosingClock(db, () => TEST_START);
  return {
    dir,
    db,
    schema,
    close: async () => {
      if (schema && !db.closed) {
        await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db.q).catch(() => {});
      }
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A second handle on a test database, as another process would open it. */
export function openAgain(store: TestDatabase): Promise<Database> {
  return openDb({
    dataDir: store.dir,
    databaseUrl: store.schema ? TEST_DATABASE_URL : null,
    schema: store.schema ?? undefined,
    poolSize: 2,
  });
}

/**
 * Waits until `check` is true (another process's change arriving: a notification, the next
 * event-loop turn), at most `timeoutMs`; then fails. Never a guess at a duration.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Seeds `jobs` jobs (the demo seed, `randomSeed`) into a new test database. */
export async function seededDatabase(jobs: number, randomSeed?: number): Promise<TestDatabase> {
  const t = await testDatabase();
  const seed = await import('./db/seed');
  await seed.seedDatabase(t.db, { jobs, randomSeed, now: TEST_START });
  return t;
}

export type SeededDatabase = TestDatabase;

/** A strong password that passes SPEC's rule and the common-password check. */
export const TEST_PASSWORD = 'Str0ng!Touchline#2026';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let counter = 0;

/**
 * A fresh app over a temporary DATA_DIR: recording mailer, settable clock, generous rate
 * limits unless overridden, no SPA (config.distDir null) unless given.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const store = options.store ?? (await testDatabase());
  const { db, dir: dataDir } = store;
  // PostgreSQL: caches hold only once this handle hears other processes' writes.
  await listening(db);
  if (options.seed) {
    const seed = await import('./db/seed');
    await seed.seedDatabase(db, { jobs: 200, now: TEST_START });
  }
  const mail: SentMail[] = [];
  const logs: string[] = [];
  let now = TEST_START;
  const clock = {
    now: () => now,
    set: (ms: number) => {
      now = ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
  const mailer: Mailer = {
    async send(m) {
      mail.push({ ...m });
    },
  };
  const config: AppConfig = {
    dataDir,
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomToken(32),
    trustProxy: false,
    distDir: null,
    rateLimits: { ...RATE_LIMIT_DEFAULTS },
    // The tests that post roles publish at once (MODERATION=off); moderation's own set new-orgs.
    moderation: 'off',
    ...options.config,
  };
  const log = (l: string) => logs.push(l);
  const deps: AppDeps = {
    db,
    mailer,
    clock,
    config,
    log,
    // Mail goes through the outbox as in the server; request() below waits for what a request
    // queued to be done, so a test reads the mail its request caused.
    work: new WorkRunner({ db, mailer, clock, log, publicUrl: config.publicUrl }, JOBS),
    ready: new ReadyAnswers(),
    searchThread: options.searchThread
      ? new SearchThread({ dataDir, databaseUrl: db.url, schema: db.schema })
      : undefined,
  };
  const app = createApp(deps);
  const xsrfToken = createXsrfToken(config.jwtSecret);

  const request = (path: string, init: TestRequestInit = {}) => {
    const { json, token, noXsrf, ...rest } = init;
    const headers = new Headers(rest.headers);
    const method = (rest.method ?? (json !== undefined ? 'POST' : 'GET')).toUpperCase();
    if (json !== undefined) {
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      rest.body = JSON.stringify(json);
    }
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (UNSAFE.has(method) && !noXsrf) {
      const cookie = headers.get('cookie');
      headers.set('cookie', `${cookie ? `${cookie}; ` : ''}${XSRF_COOKIE}=${xsrfToken}`);
      headers.set(XSRF_HEADER, xsrfToken);
    }
    return Promise.resolve(app.request(path, { ...rest, method, headers })).then(async (res) => {
      await deps.work?.idle();
      // Every /api answer keeps the contract the msw handlers are held to (server/testing).
      await assertContract(method, path, res);
      return res;
    });
  };

  const expectOk = async (res: Response, what: string) => {
    if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  };
  const userId = async (email: string) =>
    (
      await db.q
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).id;

  const registerCoach = async (overrides: Partial<Record<string, unknown>> = {}) => {
    counter += 1;
    const body = {
      firstName: 'Casey',
      lastName: 'Coach',
      mobileNumber: '0412345678',
      email: `coach${counter}-${randomToken(4).toLowerCase()}@example.com`,
      password: TEST_PASSWORD,
      termsAndConditions: true,
      ...overrides,
    };
    await expectOk(await request('/api/coach/register', { json: body }), 'registerCoach');
    return {
      email: String(body.email),
      password: String(body.password),
      id: await userId(String(body.email)),
    };
  };

  const registerOrg = async (overrides: Partial<Record<string, unknown>> = {}) => {
    counter += 1;
    let orgType = await firstOrgType(db);
    if (!orgType) {
      orgType = 'Community Club';
      await db.q.insertInto('org_types').values({ type: orgType }).execute();
    }
    const body = {
      orgName: `Test Org ${counter}`,
      orgType,
      firstName: 'Olive',
      lastName: 'Org',
      mobileNumber: '0412345678',
      email: `org${counter}-${randomToken(4).toLowerCase()}@example.com`,
      password: TEST_PASSWORD,
      termsAndConditions: true,
      ...overrides,
    };
    await expectOk(await request('/api/org/signUp', { json: body }), 'registerOrg');
    return {
      email: String(body.email),
      password: String(body.password),
      id: await userId(String(body.email)),
    };
  };

  const loginAs = async (email: string, password: string, rememberMe = false) => {
    const res = await request('/api/login', { json: { username: email, password, rememberMe } });
    await expectOk(res, 'loginAs');
    const body = (await res.json()) as { token: string; refresh_token: string };
    return { token: body.token, refresh_token: body.refresh_token };
  };

  return {
    app,
    deps,
    db,
    store,
    dataDir,
    mail,
    logs,
    clock,
    xsrfToken,
    request,
    registerCoach,
    registerOrg,
    loginAs,
    close: async () => {
      await deps.work?.stop();
      await deps.searchThread?.close();
      await store.close();
    },
  };
}
