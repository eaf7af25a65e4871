// PostgreSQL going away while the server runs (issue 24, "Bad input and faults"): server A
// reaches PostgreSQL through a TCP proxy the test cuts (every connection destroyed, new ones
// refused) and restores; server B, on the same schema, connects directly and keeps working.
// While the database is away A answers /api/health 503 and every call that needs the database
// 500 with the usual body, none later than 10 s; once it is back A recovers by itself: health
// 200, calls work, its LISTEN connection is back and its job lists follow other servers' writes.
import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDb } from '../../server/db/connect';
import {
  TEST_DATABASE_URL,
  TEST_ENGINE,
  TEST_PASSWORD,
  TEST_ROLE_CONTEXT,
  testSchemaName,
} from '../../server/test-utils';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { Client } from '../security/lib/http';
import {
  HIGH_LIMITS,
  type RealServer,
  removeDir,
  schemaUrl,
  startServer,
} from '../security/lib/server';
import { until } from './lib/two-servers';

/** A TCP proxy in front of PostgreSQL that can be cut and restored. */
class CuttableProxy {
  port = 0;
  private server: Server | null = null;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();

  constructor(private readonly target: { host: string; port: number }) {}

  async start(port = 0): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target);
      const pair = { client, upstream };
      this.pairs.add(pair);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      for (const s of [client, upstream]) {
        s.on('error', drop);
        s.on('close', drop);
      }
      if (this.isSilent) {
        client.pause();
        upstream.pause();
        return;
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** The proxy's own ports towards PostgreSQL: client_port in pg_stat_activity. */
  upstreamPorts(): number[] {
    return [...this.pairs].map((p) => p.upstream.localPort ?? 0).filter((p) => p > 0);
  }

  /** PostgreSQL gone: no longer listening (connections refused), every connection destroyed. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise((r) => server.close(r));
    for (const p of [...this.pairs]) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
    await closed;
  }

  /** PostgreSQL back, on the same port. */
  restore(): Promise<void> {
    return this.start(this.port);
  }

  /**
   * A network that drops everything without a word: connections stay open and new ones are
   * accepted, but nothing is forwarded either way (no error, no answer: a partition).
   */
  silence(): void {
    this.silent = true;
    for (const p of this.pairs) {
      p.client.unpipe(p.upstream);
      p.upstream.unpipe(p.client);
      p.client.pause();
      p.upstream.pause();
    }
  }

  /** The partition over: the silent connections are dropped, new ones forwarded again. */
  speak(): void {
    this.silent = false;
    for (const p of [...this.pairs]) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
  }
  private silent = false;
  get isSilent(): boolean {
    return this.silent;
  }
}

const SOMETHING_WENT_WRONG = { message: 'Error', detail: API_ERRORS.somethingWentWrong };
const LATEST_MS = 10_000;
const word = () =>
  `zq${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[+d])}`;
const role = (name: string) => ({
  name,
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Netball, Coaching',
  salary: '$90,000 + super',
  tags: ['Netball'],
  description: '<p>Lead the senior squad.</p>',
  subject: '<p>Netball</p>',
  skills: '<p>Accreditation</p>',
  desiredSkills: '<p>First aid</p>',
  // These servers run on the real clock: a month from today.
  closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  ...TEST_ROLE_CONTEXT,
});

interface Timed {
  status: number;
  body: unknown;
  ms: number;
}

/** A call to a real server, its answer and how long it took (given up after 30 s). */
async function timed(
  c: Client,
  path: string,
  init: Parameters<Client['json']>[1] = {},
): Promise<Timed> {
  const started = performance.now();
  const r = await Promise.race([
    c.json(path, init),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${path}: no answer in 30 s`)), 30_000).unref(),
    ),
  ]);
  return { status: r.status, body: r.body, ms: performance.now() - started };
}

let proxy: CuttableProxy;
let db: Database;
let schema: string;
let a: RealServer | undefined;
let b: RealServer | undefined;
let A: Client;
let B: Client;
let orgToken: string;
let coachEmail: string;
let coachToken: string;
/** Measurements, printed at the end. */
const timings: string[] = [];

const searchOn = async (c: Client, w: string) =>
  (await c.json<{ list: { id: number }[] }>(`/api/job/list?title=${w}`)).body.list ?? [];

describe.runIf(TEST_ENGINE === 'postgres')('PostgreSQL going away while the server runs', () => {
  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    schema = testSchemaName();
    // creates and migrates the schema; the test's own handle (direct) for pg_stat_activity
    db = await openDb({
      dataDir: '/nonexistent',
      databaseUrl: TEST_DATABASE_URL,
      schema,
      poolSize: 2,
    });
    const direct = schemaUrl(schema);
    const proxied = new URL(direct);
    proxied.port = String(proxy.port);
    // Without JWT_SECRET both sign with the secret kept in the database: a token from B works on A.
    const env = { ...HIGH_LIMITS, JWT_SECRET: undefined };
    b = await startServer({ env, databaseUrl: direct });
    a = await startServer({ env, databaseUrl: proxied.href });
    A = await new Client(a.baseUrl).init();
    B = await new Client(b.baseUrl).init();
    const types = await B.json<{ list: { type: string }[] }>('/api/orgtype/list');
    const email = `org-${word()}@example.com`;
    const signUp = await B.json('/api/org/signUp', {
      json: {
        orgName: 'Outage Netball Club',
        orgType: types.body.list[0].type,
        firstName: 'Olive',
        lastName: 'Org',
        mobileNumber: '0412345678',
        email,
        password: TEST_PASSWORD,
        termsAndConditions: true,
      },
    });
    expect(signUp.status, signUp.text).toBe(201);
    orgToken = (await B.login(email)).token;
    coachEmail = `coach-${word()}@example.com`;
    await B.registerCoach(coachEmail);
    coachToken = (await B.login(coachEmail)).token;
  }, 120_000);

  afterAll(async () => {
    if (timings.length) console.log(`database outage:\n  ${timings.join('\n  ')}`);
    // A server that ended on its own: what it said before.
    if (a && a.child.exitCode !== null) console.log(`A exited:\n${a.output().slice(-4000)}`);
    await Promise.all([a?.stop(), b?.stop()]);
    await proxy?.cut();
    if (db) {
      await db.q.schema.dropSchema(schema).ifExists().cascade().execute();
      await db.close();
    }
    await Promise.all([a, b].map((s) => s && removeDir(s.dataDir)));
  });

  it('before: A answers through the proxy and follows B’s writes', async () => {
    expect(await timed(A, '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    // Asked twice, the job list is kept in A's cache.
    for (let i = 0; i < 2; i++) expect((await timed(A, '/api/job/list')).status).toBe(200);
    const w = word();
    const posted = await B.json<{ id: number }>('/api/org/jobs', {
      token: orgToken,
      json: role(`Head Coach ${w}`),
    });
    expect(posted.status, posted.text).toBe(201);
    await until('B’s role in A’s search', async () =>
      (await searchOn(A, w)).some((j) => j.id === posted.body.id),
    );
  });

  it('while it is away: health 503, calls 500 with the usual body, none later than 10 s', async () => {
    await proxy.cut();
    const calls: [string, string, Parameters<Client['json']>[1]][] = [
      ['search', `/api/job/list?title=${word()}`, {}],
      ['the job list, cached before', '/api/job/list', {}],
      ['login', '/api/login', { json: { username: coachEmail, password: TEST_PASSWORD } }],
      ['signed-in user', '/api/user/get_logged_in_user', { token: coachToken }],
      ['post a role', '/api/org/jobs', { token: orgToken, json: role(`Coach ${word()}`) }],
    ];
    let slowest = 0;
    for (let round = 1; round <= 3; round++) {
      const health = await timed(A, '/api/health');
      expect(health).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      expect(health.ms).toBeLessThan(LATEST_MS);
      if (round === 1) timings.push(`health while away: ${health.ms.toFixed(0)} ms`);
      for (const [what, path, init] of calls) {
        const r = await timed(A, path, init);
        expect({ what, status: r.status, body: r.body }).toEqual({
          what,
          status: 500,
          body: SOMETHING_WENT_WRONG,
        });
        expect(r.ms).toBeLessThan(LATEST_MS);
        slowest = Math.max(slowest, r.ms);
      }
    }
    timings.push(`slowest 500 while away: ${slowest.toFixed(0)} ms`);
    expect(a?.child.exitCode).toBeNull();
  }, 120_000);

  it('once it is back: A recovers by itself (health, calls, LISTEN, job lists)', async () => {
    // A role posted through B while A could not reach the database.
    const during = word();
    const missed = await B.json<{ id: number }>('/api/org/jobs', {
      token: orgToken,
      json: role(`Missed Coach ${during}`),
    });
    expect(missed.status, missed.text).toBe(201);

    await proxy.restore();
    const healthy = await until(
      'A’s health 200',
      async () => (await timed(A, '/api/health')).status === 200,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    timings.push(`database back -> health 200: ${healthy.ms.toFixed(0)} ms`);
    // A's LISTEN connection is back: one of the proxy's connections listens.
    const listenBack = await until(
      'A’s LISTEN connection through the proxy',
      async () => {
        const rows = await sql<{ client_port: number }>`
          SELECT client_port FROM pg_stat_activity
          WHERE application_name = 'touchline-listen' AND query LIKE 'LISTEN %'`.execute(db.q);
        const ours = new Set(proxy.upstreamPorts());
        return rows.rows.some((r) => ours.has(r.client_port));
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    timings.push(`database back -> LISTEN again: ${listenBack.ms.toFixed(0)} ms`);

    expect((await A.json('/api/user/get_logged_in_user', { token: coachToken })).status).toBe(200);
    expect((await A.login(coachEmail)).token).toBeTruthy();
    // What B wrote while A was cut off, and what B writes now, is in A's search.
    await until('the role B posted during the outage in A’s search', async () =>
      (await searchOn(A, during)).some((j) => j.id === missed.body.id),
    );
    const after = word();
    const posted = await B.json<{ id: number }>('/api/org/jobs', {
      token: orgToken,
      json: role(`Later Coach ${after}`),
    });
    expect(posted.status, posted.text).toBe(201);
    const found = await until('B’s role after recovery in A’s search', async () =>
      (await searchOn(A, after)).some((j) => j.id === posted.body.id),
    );
    timings.push(`posted on B after recovery -> in A's search: ${found.ms.toFixed(0)} ms`);
    // And A writes again.
    const own = await A.json<{ id: number }>('/api/org/jobs', {
      token: orgToken,
      json: role(`Own Coach ${word()}`),
    });
    expect(own.status, own.text).toBe(201);
    expect(a?.child.exitCode).toBeNull();
  }, 120_000);

  it('a network that answers nothing: health 503, calls 500, none later than 10 s; then back', async () => {
    proxy.silence();
    const calls: [string, string, Parameters<Client['json']>[1]][] = [
      ['search', `/api/job/list?title=${word()}`, {}],
      ['login', '/api/login', { json: { username: coachEmail, password: TEST_PASSWORD } }],
      ['signed-in user', '/api/user/get_logged_in_user', { token: coachToken }],
      ['post a role', '/api/org/jobs', { token: orgToken, json: role(`Coach ${word()}`) }],
    ];
    const answers = await Promise.all([
      timed(A, '/api/health'),
      ...calls.map(([, path, init]) => timed(A, path, init)),
    ]);
    expect(answers[0]).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    answers.slice(1).forEach((r, i) => {
      expect({ what: calls[i][0], status: r.status, body: r.body }).toEqual({
        what: calls[i][0],
        status: 500,
        body: SOMETHING_WENT_WRONG,
      });
    });
    const slowest = Math.max(...answers.map((r) => r.ms));
    timings.push(`slowest answer while the network was silent: ${slowest.toFixed(0)} ms`);
    expect(slowest).toBeLessThan(LATEST_MS);
    proxy.speak();
    await until('health 200 again', async () => (await timed(A, '/api/health')).status === 200, {
      timeoutMs: 15_000,
    });
    expect((await timed(A, '/api/user/get_logged_in_user', { token: coachToken })).status).toBe(
      200,
    );
  }, 120_000);

  it('cut in the middle of calls, five times: every call answers in time, A recovers each time', async () => {
    const tally = new Map<number, number>();
    for (let cycle = 1; cycle <= 5; cycle++) {
      const calls = Array.from({ length: 24 }, (_, i) => {
        switch (i % 4) {
          case 0:
            return timed(A, '/api/login', {
              json: { username: coachEmail, password: TEST_PASSWORD },
            });
          case 1:
            return timed(A, '/api/org/jobs', { token: orgToken, json: role(`Coach ${word()}`) });
          case 2:
            return timed(A, '/api/user/get_logged_in_user', { token: coachToken });
          default:
            return timed(A, `/api/job/list?title=${word()}`);
        }
      });
      // Once the first answers, the others are somewhere between the socket and the database.
      await Promise.race(calls);
      await proxy.cut();
      for (const r of await Promise.all(calls)) {
        tally.set(r.status, (tally.get(r.status) ?? 0) + 1);
        expect([200, 201, 500]).toContain(r.status);
        if (r.status === 500) expect(r.body).toEqual(SOMETHING_WENT_WRONG);
        expect(r.ms).toBeLessThan(LATEST_MS);
      }
      expect((await timed(A, '/api/health')).status).toBe(503);
      await proxy.restore();
      await until('A’s health 200', async () => (await timed(A, '/api/health')).status === 200, {
        timeoutMs: 30_000,
        intervalMs: 100,
      });
      const w = word();
      const posted = await A.json<{ id: number }>('/api/org/jobs', {
        token: orgToken,
        json: role(`Cycle Coach ${w}`),
      });
      expect(posted.status, posted.text).toBe(201);
      await until('A’s own role in B’s search', async () =>
        (await searchOn(B, w)).some((j) => j.id === posted.body.id),
      );
    }
    timings.push(
      `5 cuts mid-flight, answers by status: ${[...tally].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
    );
    expect(a?.child.exitCode).toBeNull();
  }, 300_000);
});
