import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from './app';
import { RATE_LIMIT_DEFAULTS } from './config';
import { type DB, openDatabase } from './db/open';
import type { JobInput } from './db/queries/jobs';
import { ReadyAnswers } from './http/ready-answers';
import { randomToken } from './lib/crypto';
import type { JobSearch } from './lib/search';
import { SearchThread } from './lib/search-thread';
import { createXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './middleware/xsrf';
import type { AppConfig, AppDeps, AppEnv, Mailer } from './types';

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
  db: DB;
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
  close(): void;
}

export interface TestContextOptions {
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Job list searches through a search thread, as the server runs them on two cores. */
  searchThread?: boolean;
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
    datePosted: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A job list search: page 1 of 25, no keyword, no filter, unless given. */
export function testSearch(over: Partial<JobSearch> = {}): JobSearch {
  return { keyword: '', orgType: '', location: '', interests: [], page: 1, pageSize: 25, ...over };
}

/** A seeded database of its own in a temporary DATA_DIR (tests of the search). */
export interface SeededDatabase {
  dir: string;
  db: DB;
  /** Closes the database and removes its directory. */
  close: () => void;
}

/** Seeds `jobs` jobs (the demo seed, `randomSeed`) into a new database in a temporary DATA_DIR. */
export async function seededDatabase(jobs: number, randomSeed?: number): Promise<SeededDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-seeded-'));
  const db = openDatabase(dir);
  const seed = await import('./db/seed');
  seed.seedDatabase(db, { jobs, randomSeed });
  return {
    dir,
    db,
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A strong password that passes SPEC's rule and the common-password check. */
export const TEST_PASSWORD = 'Str0ng!Touchline#2026';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let counter = 0;

/**
 * A fresh app over a temporary DATA_DIR: recording mailer, settable clock, generous rate
 * limits unless overridden, no SPA (config.distDir null) unless given.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-test-'));
  const db = openDatabase(dataDir);
  if (options.seed) {
    const seed = await import('./db/seed');
    seed.seedDatabase(db, { jobs: 200 });
  }
  const mail: SentMail[] = [];
  const logs: string[] = [];
  let now = Date.parse('2026-03-01T09:00:00Z');
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
    ...options.config,
  };
  const deps: AppDeps = {
    db,
    mailer,
    clock,
    config,
    log: (l) => logs.push(l),
    ready: new ReadyAnswers(),
    searchThread: options.searchThread ? new SearchThread({ dataDir }) : undefined,
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
    return Promise.resolve(app.request(path, { ...rest, method, headers }));
  };

  const expectOk = async (res: Response, what: string) => {
    if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  };
  const userId = (email: string) =>
    (
      db.prepare('SELECT id FROM users WHERE email_key = ?').get(email.toLowerCase()) as {
        id: number;
      }
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
      id: userId(String(body.email)),
    };
  };

  const registerOrg = async (overrides: Partial<Record<string, unknown>> = {}) => {
    counter += 1;
    let orgType = (
      db.prepare('SELECT type FROM org_types ORDER BY id LIMIT 1').get() as
        | { type: string }
        | undefined
    )?.type;
    if (!orgType) {
      orgType = 'Community Club';
      db.prepare('INSERT INTO org_types (type) VALUES (?)').run(orgType);
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
      id: userId(String(body.email)),
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
    dataDir,
    mail,
    logs,
    clock,
    xsrfToken,
    request,
    registerCoach,
    registerOrg,
    loginAs,
    close: () => {
      void deps.searchThread?.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
