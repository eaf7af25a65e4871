// #30 (20 simultaneous identical applications) and two server processes sharing one DATA_DIR
// under a mixed read/write load, against real servers on 127.0.0.1.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../server/lib/uploads.test-fixtures';
import { openReadOnly } from './lib/db';
import { applyBody } from './lib/files';
import { Client, multipart } from './lib/http';
import { type Acked, coachJourney, openJobIds } from './lib/load';
import { HIGH_LIMITS, type RealServer, removeDir, startServer } from './lib/server';

let s1: RealServer;
let s2: RealServer;
beforeAll(async () => {
  s1 = await startServer({ env: HIGH_LIMITS });
  s2 = await startServer({ env: HIGH_LIMITS, dataDir: s1.dataDir });
}, 120_000);
afterAll(async () => {
  await Promise.all([s1?.stop(), s2?.stop()]);
  if (s1) await removeDir(s1.dataDir);
});

describe('concurrency', () => {
  it('#30 20 simultaneous identical applications give exactly one 201 and one row', async () => {
    const c = await new Client(s1.baseUrl).init();
    const coach = await c.registerCoach('race@example.com');
    const { token } = await c.login(coach.email);
    const ids: Record<string, number> = {};
    for (const kind of ['resume', 'cv'] as const) {
      const r = await c.json<Record<string, number>>(`/api/file/upload/${kind}`, {
        token,
        body: multipart(kind, pdfBytes(), 'x.pdf'),
      });
      ids[kind] = r.body[kind === 'resume' ? 'resumeId' : 'cvId'];
    }
    const [jobId] = await openJobIds(c, 1);
    const body = applyBody(jobId, { resume: ids.resume, cv: ids.cv });
    // half through each process: the database constraint decides, not the process
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new Client(i % 2 ? s2.baseUrl : s1.baseUrl)
          .init()
          .then((x) => x.json('/api/job-apply/apply', { token, json: body })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const db = await openReadOnly(s1.dataDir);
    try {
      const { n } = await db.q
        .selectFrom('applications as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('u.email_key', '=', 'race@example.com')
        .where('a.job_id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(n).toBe(1);
      // The database's constraint decides, on either engine.
      const unique =
        db.engine === 'sqlite'
          ? sql<{ def: string }>`SELECT sql AS def FROM sqlite_master WHERE name = 'applications'`
          : sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
              WHERE conrelid = 'applications'::regclass AND contype = 'u'`;
      const defs = (await unique.execute(db.q)).rows.map((r) => r.def).join('\n');
      expect(defs).toMatch(/UNIQUE \(user_id, job_id\)/);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('two server processes on one DATA_DIR under mixed read/write load: no SQLITE_BUSY, no 5xx', async () => {
    const clients = await Promise.all([s1, s2].map((s) => new Client(s.baseUrl).init()));
    const jobIds = await openJobIds(clients[0]);
    const acked: Acked = { users: [], files: [], applications: [], refused: [] };
    const statuses = new Map<number, number>();
    const until = Date.now() + 8_000;
    const reader = async (c: Client) => {
      while (Date.now() < until) {
        const id = jobIds[Math.floor(Math.random() * jobIds.length)];
        for (const p of [
          `/api/job/job_detail/${id}`,
          '/api/job/list?title=coach&page=2',
          '/api/orgtype/list',
        ]) {
          const r = await c.call(p);
          await r.arrayBuffer();
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }
    };
    const writer = async (c: Client, tag: string) => {
      while (Date.now() < until) await coachJourney(c, jobIds, acked, tag);
    };
    await Promise.all([
      reader(clients[0]),
      reader(clients[1]),
      reader(clients[0]),
      reader(clients[1]),
      writer(clients[0], 'p1'),
      writer(clients[1], 'p2'),
      writer(clients[0], 'p1b'),
      writer(clients[1], 'p2b'),
    ]);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(20);
    expect(acked.applications.length, acked.refused?.slice(0, 5).join('\n')).toBeGreaterThan(2);
    for (const s of [s1, s2]) {
      expect(s.output()).not.toMatch(/SQLITE_BUSY|database is locked/i);
      expect(s.output()).not.toMatch(/ 5\d\d \d+\.\dms/);
    }
    const db = await openReadOnly(s1.dataDir);
    try {
      const { n } = await db.q
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email_key', 'in', acked.users)
        .executeTakeFirstOrThrow();
      expect(n).toBe(acked.users.length);
    } finally {
      await db.close();
    }
  }, 90_000);
});
