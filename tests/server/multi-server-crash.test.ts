// A crash under write load with two servers on one PostgreSQL database (issue 24, item 6):
// coaches register, upload and apply through A and B in turn (a round-robin client, as behind a
// load balancer that skips a server refusing connections); A is SIGKILLed mid-load. B keeps
// answering every request, no write acknowledged with 2xx by either server is lost (checked in
// the database: users, files with their bytes in file_blobs, applications), and A serves again
// once restarted on the same DATA_DIR and port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../server/lib/uploads.test-fixtures';
import { TEST_ENGINE } from '../../server/test-utils';
import { Client } from '../security/lib/http';
import { type Acked, coachJourney, openJobIds } from '../security/lib/load';
import { HIGH_LIMITS } from '../security/lib/server';
import { type Answer, RoundRobinClient, type ServerPair, startPair } from './lib/two-servers';

const WRITERS = 4;
let pair: ServerPair;

/** Waits until `done()` or `ms` have passed (the load runs meanwhile); says which. */
async function during(ms: number, done: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return done();
}

describe.runIf(TEST_ENGINE === 'postgres')('two servers, one killed under write load', () => {
  beforeAll(async () => {
    pair = await startPair(HIGH_LIMITS);
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
  });

  it('B keeps answering, no acknowledged write is lost, A serves again after a restart', async () => {
    const servers = [
      { name: 'A', baseUrl: pair.a.baseUrl },
      { name: 'B', baseUrl: pair.b.baseUrl },
    ];
    const jobIds = await openJobIds(await new Client(pair.b.baseUrl).init());
    expect(jobIds.length).toBeGreaterThan(0);
    const acked: Acked = { users: [], files: [], applications: [], refused: [] };
    const log: Answer[] = [];
    const thrown: string[] = [];
    let running = true;
    let journeys = 0;
    const writer = async (tag: string) => {
      while (running) {
        try {
          const c = await new RoundRobinClient(servers, journeys++, log).init();
          await coachJourney(c, jobIds, acked, tag);
        } catch (e) {
          // a request to A cut off by the kill ends its journey; what B answered is checked below
          thrown.push(e instanceof Error ? e.message : String(e));
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(`mcrash${i}`));
    const acks = () => acked.users.length + acked.files.length + acked.applications.length;
    try {
      // load on both, then A dies mid-load
      expect(await during(30_000, () => acked.applications.length >= 6)).toBe(true);
      const beforeKill = acks();
      const killedAt = Date.now();
      await pair.a.kill();
      expect(pair.a.child.signalCode).toBe('SIGKILL');
      // B alone carries the load: whole journeys (register, upload, apply) acknowledged by it
      const appsAtKill = acked.applications.length;
      expect(await during(30_000, () => acked.applications.length >= appsAtKill + 6)).toBe(true);
      const a = await pair.restart(pair.a);
      const restartedAt = Date.now();
      expect((await new Client(a.baseUrl).json('/api/health')).status).toBe(200);
      // A takes its turn again
      const servedByA = () =>
        log.filter((x) => x.server === 'A' && x.at > restartedAt && x.status === 201).length;
      expect(await during(30_000, () => servedByA() >= 6)).toBe(true);
      running = false;
      await Promise.all(writers);

      const toB = log.filter((x) => x.server === 'B');
      const bAfterKill = toB.filter((x) => x.at >= killedAt);
      const failedOnB = toB.filter((x) => typeof x.status !== 'number' || x.status >= 500);
      const cutOnA = log.filter(
        (x) => x.server === 'A' && typeof x.status === 'string' && x.status !== 'ECONNREFUSED',
      );
      console.log(
        `multi-server crash: ${acks()} writes acknowledged (${beforeKill} before the kill), ` +
          `${acked.users.length} users, ${acked.files.length} files, ` +
          `${acked.applications.length} applications; B answered ${toB.length} requests ` +
          `(${bAfterKill.length} after the kill, ${toB.filter((x) => x.status !== 200 && x.status !== 201).length} not 2xx); ` +
          `${cutOnA.length} requests to A cut off by the kill; A after its restart: ${servedByA()} writes`,
      );
      expect(failedOnB).toEqual([]);
      // a 4xx from B only where the journey expects one (it records those as refused)
      expect(toB.filter((x) => x.status !== 200 && x.status !== 201).length).toBeLessThanOrEqual(
        acked.refused?.length ?? 0,
      );
      expect(bAfterKill.length).toBeGreaterThan(0);
      expect(thrown.filter((m) => /\b5\d\d\b/.test(m))).toEqual([]);
    } finally {
      running = false;
      await Promise.all(writers);
    }

    // every write acknowledged by either server is in the database
    const { q } = pair.db;
    const users = new Set(
      (await q.selectFrom('users').select('email_key').execute()).map((u) => u.email_key),
    );
    for (const email of acked.users) expect(users.has(email), email).toBe(true);
    const blobs = new Map(
      (
        await q
          .selectFrom('files as f')
          .innerJoin('file_blobs as b', 'b.file_id', 'f.id')
          .select(['f.id', 'f.size', 'b.bytes'])
          .where('f.id', 'in', acked.files)
          .execute()
      ).map((r) => [Number(r.id), r]),
    );
    const pdf = Buffer.from(pdfBytes());
    for (const id of acked.files) {
      const blob = blobs.get(id);
      expect(blob, `file ${id}`).toBeDefined();
      expect(Buffer.from(blob?.bytes as Uint8Array).equals(pdf), `bytes of file ${id}`).toBe(true);
      expect(blob?.size).toBe(pdf.length);
    }
    const applied = new Set(
      (
        await q
          .selectFrom('applications as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['u.email_key', 'a.job_id'])
          .execute()
      ).map((r) => `${r.email_key} ${r.job_id}`),
    );
    for (const a of acked.applications) {
      expect(applied.has(`${a.email} ${a.jobId}`), `${a.email} ${a.jobId}`).toBe(true);
    }
  }, 120_000);
});
