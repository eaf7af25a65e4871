import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { tx } from '../db/connect';
import { claimWork, openWorkCounts } from '../db/queries/work';
import { type TestDatabase, testDatabase } from '../test-utils';
import type { Mailer } from '../types';
import { JOBS } from './jobs';
import { MAIL_GIVE_UP_MS, type MailMessage, queueMail } from './mail';
import { backoffMs, WorkRunner } from './runner';

const T0 = Date.parse('2026-12-01T07:00:00+11:00');
const SECOND = 1000;

let store: TestDatabase;
let sent: MailMessage[];
let failNext: number;
let logs: string[];
const mailer: Mailer = {
  async send(m) {
    if (failNext > 0) {
      failNext -= 1;
      throw Object.assign(new Error(`refused for ${m.to}`), { responseCode: 451 });
    }
    sent.push(m);
  },
};

beforeEach(async () => {
  store = await testDatabase();
  sent = [];
  failNext = 0;
  logs = [];
});
afterEach(() => store.close());

/** A runner of this test's database at a clock the test sets. */
function runner(now: { t: number }) {
  return new WorkRunner(
    { db: store.db, mailer, clock: { now: () => now.t }, log: (l) => logs.push(l), publicUrl: '' },
    JOBS,
  );
}

const mail = (n: number): MailMessage => ({
  to: `coach${n}@example.com`,
  subject: `Mail ${n}`,
  text: `Hello ${n}`,
});

async function queue(n: number, at = T0, r?: WorkRunner) {
  await tx(store.db, (t) => queueMail(t, mail(n), at, r));
}

describe('the outbox and the work runner', () => {
  test('a queued mail is sent by the first run that is due, once', async () => {
    await queue(1);
    const clock = { t: T0 - SECOND };
    const r = runner(clock);
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 0 }); // not due yet
    clock.t = T0;
    expect(await r.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual(['Mail 1']);
    expect(sent[0].text).toBe('Hello 1'); // every mail has its plain-text part
    expect(await openWorkCounts(store.db)).toEqual({});
  });

  test('a mail queued in a transaction that rolls back is never sent', async () => {
    await tx(store.db, async (t) => {
      await queueMail(t, mail(1), T0, undefined);
      throw new Error('the change failed');
    }).catch(() => {});
    await runner({ t: T0 + 60 * SECOND }).runDue();
    expect(sent).toEqual([]);
  });

  test('right after the commit the queuing process sends it itself', async () => {
    const r = runner({ t: T0 });
    await queue(1, T0, r);
    await r.idle();
    expect(sent.map((m) => m.subject)).toEqual(['Mail 1']);
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  test('a failure is retried after a backoff, and the log names no address', async () => {
    await queue(1);
    failNext = 2;
    const clock = { t: T0 };
    const r = runner(clock);
    expect((await r.runDue()).retried).toBe(1);
    clock.t = T0 + backoffMs(1) - SECOND; // not yet due again
    expect((await r.runDue()).done).toBe(0);
    clock.t = T0 + backoffMs(1);
    expect((await r.runDue()).retried).toBe(1);
    clock.t += backoffMs(2);
    expect((await r.runDue()).done).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['Mail 1']);
    expect(backoffMs(1)).toBe(30 * SECOND);
    expect(backoffMs(2)).toBe(60 * SECOND);
    expect(backoffMs(20)).toBe(60 * 60 * SECOND);
    expect(logs.join('\n')).toMatch(/work: mail \d+ failed \(Error SMTP 451\); again in 30 s/);
    expect(logs.join('\n')).not.toContain('coach1@example.com');
  });

  test('after 24 hours of failures it is given up and logged; other mail is not held up', async () => {
    await queue(1);
    failNext = Number.POSITIVE_INFINITY;
    const clock = { t: T0 };
    const r = runner(clock);
    let runs = 0;
    while (clock.t < T0 + MAIL_GIVE_UP_MS + 2 * 60 * 60 * SECOND) {
      await r.runDue();
      runs += 1;
      clock.t += 60 * 60 * SECOND;
    }
    expect(runs).toBeGreaterThan(24);
    const given = logs.filter((l) => l.includes('given up'));
    expect(given).toHaveLength(1);
    expect(given[0]).toMatch(/^work: mail \d+ given up after \d+ attempts \(Error SMTP 451\)$/);
    expect(logs.join('\n')).not.toContain('@example.com');
    expect(await openWorkCounts(store.db)).toEqual({});
    // Mail queued later goes out as soon as the server answers again.
    failNext = 0;
    await queue(2, clock.t);
    expect((await r.runDue()).done).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['Mail 2']);
  });

  test('an item claimed by a process that died is taken by another once its lease is over', async () => {
    await queue(1);
    // A process claims it and is killed before it sends (nothing finishes the item).
    const lost = await claimWork(store.db, {
      now: T0,
      workerId: 'killed',
      leaseMs: 2 * 60 * SECOND,
      limit: 10,
    });
    expect(lost).toHaveLength(1);
    const clock = { t: T0 + 60 * SECOND };
    const r = runner(clock);
    expect((await r.runDue()).done).toBe(0); // still leased
    clock.t = T0 + 2 * 60 * SECOND + 1;
    expect((await r.runDue()).done).toBe(1);
    expect(sent).toHaveLength(1);
  });

  test('two runners claiming at once send each mail once', async () => {
    for (let i = 0; i < 30; i++) await queue(i);
    const a = runner({ t: T0 });
    const b = runner({ t: T0 });
    const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ra.done + rb.done).toBe(30);
    expect(new Set(sent.map((m) => m.subject)).size).toBe(30);
    expect(sent).toHaveLength(30);
  });
});
