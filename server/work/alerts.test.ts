// Alert mails from the work runner at a fixed clock (what `npm run worker -- --once --now ...`
// runs): instant within minutes of a matching role, daily at 07:00 and weekly on Mondays at 07:00
// in ALERT_TIMEZONE across daylight saving, one mail per alert per run, never a role twice, no
// mail when nothing is new, closed roles never sent, two workers sending each mail once, and
// last_sent_at moving only after the send succeeded. Both engines.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { AlertCreatedResponseSchema } from '../../src/shared/schemas/alerts';
import type { Database } from '../db/connect';
import { findAlert } from '../db/queries/alerts';
import { createJob, setJobOpen } from '../db/queries/jobs';
import { openWorkCounts } from '../db/queries/work';
import {
  createTestContext,
  openAgain,
  TEST_ENGINE,
  type TestContext,
  testJob,
} from '../test-utils';
import type { Mailer } from '../types';
import { JOBS, SWEEPS } from './jobs';
import type { MailMessage } from './mail';
import { WorkRunner } from './runner';

let ctx: TestContext;
let sent: MailMessage[];
let failSends: number;
let others: Database[];
beforeEach(async () => {
  ctx = await createTestContext({ seed: true });
  sent = [];
  failSends = 0;
  others = [];
});
afterEach(async () => {
  for (const d of others) await d.close();
  await ctx.close();
});

const mailer: Mailer = {
  async send(m) {
    if (failSends > 0) {
      failSends -= 1;
      throw Object.assign(new Error('refused'), { responseCode: 451 });
    }
    sent.push(m);
  },
};

/** A worker of the test database (or another handle on it) at a clock the test sets. */
function worker(db: Database = ctx.db, alertTimeZone?: string) {
  const clock = { t: 0 };
  const runner = new WorkRunner(
    {
      db,
      mailer,
      clock: { now: () => clock.t },
      log: () => {},
      publicUrl: 'http://localhost:3000',
      alertTimeZone,
    },
    JOBS,
    SWEEPS,
  );
  return {
    runner,
    at: (iso: string) => {
      clock.t = Date.parse(iso);
      return runner.runDue(clock.t);
    },
  };
}

/** A coach who signs in at `iso` and makes an alert then; returns its id and the address. */
async function alertAt(iso: string, query: unknown, frequency: string) {
  ctx.clock.set(Date.parse(iso));
  const c = await ctx.registerCoach();
  const { token } = await ctx.loginAs(c.email, c.password);
  const res = await ctx.request('/api/alerts', { json: { query, frequency }, token });
  expect(res.status).toBe(201);
  return { id: AlertCreatedResponseSchema.parse(await res.json()).id, email: c.email, token };
}

const post = (name: string, iso: string, over = {}) => createJob(ctx.db, testJob(name, over), iso);

describe('instant alerts', () => {
  test('a matching role is mailed by the next run (within minutes), once, with both parts and the headers', async () => {
    const w = worker();
    await post('Zorblax Before Coach', '2026-12-01T08:00:00+11:00'); // posted before the alert
    const a = await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    await w.at('2026-12-01T09:30:00+11:00');
    expect(sent).toEqual([]); // public before the alert: not new to it
    const job = await post('Head Zorblax Coach', '2026-12-01T10:00:00+11:00', {
      salary: '$90,000',
    });
    await post('Netball Umpire', '2026-12-01T10:00:00+11:00'); // does not match
    await w.at('2026-12-01T10:01:00+11:00');
    expect(sent).toHaveLength(1);
    const [m] = sent;
    expect(m.to).toBe(a.email);
    expect(m.subject).toBe('1 new role for "zorblax"');
    expect(m.text).toContain('Head Zorblax Coach');
    expect(m.text).toContain('$90,000');
    expect(m.text).toContain(`http://localhost:3000/jobdetails?jobId=${job}`);
    expect(m.text).toContain('See all 1 role: http://localhost:3000/jobsearch?jobtitle=zorblax');
    expect(m.text).toContain('Manage your job alerts: http://localhost:3000/alerts');
    expect(m.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/alerts\/unsubscribe\?token=/);
    expect(m.html).toContain(`<a href="http://localhost:3000/jobdetails?jobId=${job}"`);
    expect(m.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(m.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>]+>$/,
    );
    expect(m.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await findAlert(ctx.db, a.id))?.lastSentAt).toBe(
      Date.parse('2026-12-01T10:01:00+11:00'),
    );
    // Nothing new: no mail; the same role is never sent again, even reopened.
    await w.at('2026-12-01T10:02:00+11:00');
    await setJobOpen(ctx.db, job, false, '2026-12-01T11:00:00.000Z');
    await setJobOpen(ctx.db, job, true, '2026-12-01T12:00:00.000Z');
    await w.at('2026-12-02T12:00:00+11:00');
    expect(sent).toHaveLength(1);
    expect(await openWorkCounts(ctx.db)).toEqual({});
  });

  test('roles posted together go in one mail; a role closed before the run is never sent', async () => {
    const w = worker();
    await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax', location: 'NSW' }, 'instant');
    const closed = await post('Zorblax Gone Coach', '2026-12-01T09:10:00+11:00');
    await setJobOpen(ctx.db, closed, false, '2026-12-01T09:11:00+11:00');
    await w.at('2026-12-01T09:12:00+11:00');
    expect(sent).toEqual([]);
    await post('Zorblax One Coach', '2026-12-01T09:20:00+11:00');
    await post('Zorblax Two Coach', '2026-12-01T09:20:30+11:00');
    await w.at('2026-12-01T09:21:00+11:00');
    expect(sent.map((m) => m.subject)).toEqual(['2 new roles for "zorblax" · NSW']);
    // newest first
    expect(sent[0].text.indexOf('Zorblax Two')).toBeLessThan(sent[0].text.indexOf('Zorblax One'));
  });

  test('a run before the role was public sends nothing; the run after it does', async () => {
    const w = worker();
    await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    await post('Zorblax Later Coach', '2026-12-01T10:00:00+11:00');
    await w.at('2026-12-01T09:59:00+11:00');
    expect(sent).toEqual([]);
    await w.at('2026-12-01T10:09:59+11:00');
    expect(sent).toHaveLength(1);
  });

  test('a paused alert gets nothing, and on resuming not the roles posted while paused', async () => {
    const w = worker();
    const a = await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    const put = (body: unknown) =>
      ctx.request(`/api/alerts/${a.id}`, { method: 'PUT', json: body, token: a.token });
    expect((await put({ paused: true })).status).toBe(200);
    await post('Zorblax Paused Coach', '2026-12-01T09:05:00+11:00');
    await w.at('2026-12-01T09:06:00+11:00');
    expect((await put({ paused: false })).status).toBe(200);
    await w.at('2026-12-01T09:07:00+11:00');
    expect(sent).toEqual([]);
    await post('Zorblax Resumed Coach', '2026-12-01T09:08:00+11:00');
    await w.at('2026-12-01T09:09:00+11:00');
    expect(sent.map((m) => m.subject)).toEqual(['1 new role for "zorblax"']);
    expect(sent[0].text).toContain('Zorblax Resumed Coach');
  });
});

describe('alerts with a minimum pay (issue 28)', () => {
  const pay = (payMin: number, payMax: number | null, payPeriod: 'HOUR' | 'YEAR') => ({
    pay: { payMin, payMax, payPeriod, plusSuper: false },
  });
  /** Roles around 60,000 a year: only the first two pay enough (an hour: × 38 × 52). */
  const postAround = async (iso: string) => [
    await post('Zorblax Head Coach', iso, pay(50_000, 60_000, 'YEAR')), // top of range: equal
    await post('Zorblax Hourly Coach', iso, pay(31, 31, 'HOUR')), // 61,256 a year
    await post('Zorblax Junior Coach', iso, pay(40_000, 59_999, 'YEAR')),
    await post('Zorblax Casual Coach', iso, pay(30, null, 'HOUR')), // 59,280 a year
    await post('Zorblax Volunteer Coach', iso, { salary: 'Award wage' }), // no structured pay
  ];

  test('an instant alert mails only the roles paying at least its minPay a year', async () => {
    const w = worker();
    // Alike but for minPay: alerts of one search share what a role matched, so these must not.
    const a = await alertAt(
      '2026-12-01T09:00:00+11:00',
      { title: 'zorblax', minPay: 60_000 },
      'instant',
    );
    const b = await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    await postAround('2026-12-01T10:00:00+11:00');
    await w.at('2026-12-01T10:01:00+11:00');
    const mailA = sent.find((m) => m.to === a.email);
    expect(mailA?.subject).toBe('2 new roles for "zorblax" · at least $60,000 a year');
    expect(mailA?.text).toContain('Zorblax Head Coach');
    expect(mailA?.text).toContain('Zorblax Hourly Coach');
    for (const name of ['Junior', 'Casual', 'Volunteer']) {
      expect(mailA?.text).not.toContain(`Zorblax ${name} Coach`);
    }
    expect(mailA?.text).toContain(
      'See all 2 roles: http://localhost:3000/jobsearch?jobtitle=zorblax&minPay=60000',
    );
    expect(sent.find((m) => m.to === b.email)?.subject).toBe('5 new roles for "zorblax"');
    // A role that pays too little matches nothing later either.
    sent = [];
    await post('Zorblax Trainee Coach', '2026-12-01T11:00:00+11:00', pay(20, 25, 'HOUR'));
    await w.at('2026-12-01T11:01:00+11:00');
    expect(sent.map((m) => m.to)).toEqual([b.email]);
  });

  test('a daily alert mails only the roles paying enough; minPay 0 still leaves out roles without pay', async () => {
    const w = worker();
    const a = await alertAt(
      '2026-12-01T09:00:00+11:00',
      { title: 'zorblax', minPay: '60000' },
      'daily',
    );
    const zero = await alertAt(
      '2026-12-01T09:00:00+11:00',
      { title: 'zorblax', minPay: 0 },
      'daily',
    );
    await postAround('2026-12-01T10:00:00+11:00');
    await w.at('2026-12-02T07:00:00+11:00');
    expect(sent.find((m) => m.to === a.email)?.subject).toBe(
      '2 new roles for "zorblax" · at least $60,000 a year',
    );
    const z = sent.find((m) => m.to === zero.email);
    expect(z?.subject).toBe('4 new roles for "zorblax" · at least $0 a year');
    expect(z?.text).not.toContain('Zorblax Volunteer Coach');
  });
});

describe('daily and weekly alerts (ALERT_TIMEZONE, default Australia/Sydney)', () => {
  test('daily at 07:00: everything new since the last mail in one mail, nothing when nothing is new', async () => {
    const w = worker();
    await alertAt('2026-12-01T10:00:00+11:00', { title: 'zorblax' }, 'daily');
    await post('Zorblax Morning Coach', '2026-12-01T12:00:00+11:00');
    await post('Zorblax Evening Coach', '2026-12-01T18:00:00+11:00');
    await w.at('2026-12-02T06:59:59+11:00');
    expect(sent).toEqual([]);
    await w.at('2026-12-02T07:00:00+11:00');
    expect(sent.map((m) => m.subject)).toEqual(['2 new roles for "zorblax"']);
    await w.at('2026-12-02T07:00:30+11:00');
    await w.at('2026-12-03T07:00:00+11:00'); // nothing new
    expect(sent).toHaveLength(1);
    await post('Zorblax Third Coach', '2026-12-03T07:30:00+11:00');
    await w.at('2026-12-03T23:00:00+11:00');
    expect(sent).toHaveLength(1);
    await w.at('2026-12-04T07:00:00+11:00');
    expect(sent.map((m) => m.subject)).toEqual([
      '2 new roles for "zorblax"',
      '1 new role for "zorblax"',
    ]);
  });

  test('a worker that was stopped for days sends one mail per alert, then keeps the time', async () => {
    const w = worker();
    const a = await alertAt('2026-12-01T10:00:00+11:00', { title: 'zorblax' }, 'daily');
    for (const d of ['01', '02', '03'])
      await post(`Zorblax ${d} Coach`, `2026-12-${d}T12:00:00+11:00`);
    await w.at('2026-12-04T09:30:00+11:00');
    expect(sent.map((m) => m.subject)).toEqual(['3 new roles for "zorblax"']);
    expect(new Date((await findAlert(ctx.db, a.id))?.nextDue ?? 0).toISOString()).toBe(
      '2026-12-04T20:00:00.000Z',
    );
  });

  test('weekly on Monday at 07:00', async () => {
    const w = worker();
    // 2026-12-01 is a Tuesday; the next Monday is 7 December.
    await alertAt('2026-12-01T10:00:00+11:00', { title: 'zorblax' }, 'weekly');
    await post('Zorblax Weekly Coach', '2026-12-02T12:00:00+11:00');
    await w.at('2026-12-03T07:00:00+11:00');
    await w.at('2026-12-07T06:59:00+11:00');
    expect(sent).toEqual([]);
    await w.at('2026-12-07T07:00:00+11:00');
    expect(sent).toHaveLength(1);
    await post('Zorblax Weekly Two', '2026-12-08T12:00:00+11:00');
    await w.at('2026-12-13T07:00:00+11:00');
    expect(sent).toHaveLength(1);
    await w.at('2026-12-14T07:00:00+11:00');
    expect(sent).toHaveLength(2);
  });

  test('daylight saving starts (Sunday 4 October 2026): the mail goes at 07:00 summer time', async () => {
    const w = worker();
    await alertAt('2026-10-03T08:00:00+10:00', { title: 'zorblax' }, 'daily');
    await post('Zorblax Spring Coach', '2026-10-03T12:00:00+10:00');
    // 07:00 winter time would be 21:00 UTC; summer time makes it 20:00 UTC.
    await w.at('2026-10-03T19:59:59Z');
    expect(sent).toEqual([]);
    await w.at('2026-10-03T20:00:00Z');
    expect(sent).toHaveLength(1);
  });

  test('daylight saving ends (Sunday 5 April 2026): 07:00 winter time, an hour later in UTC', async () => {
    const w = worker();
    await alertAt('2026-04-04T08:00:00+11:00', { title: 'zorblax' }, 'daily');
    await post('Zorblax Autumn Coach', '2026-04-04T12:00:00+11:00');
    await w.at('2026-04-04T20:00:00Z'); // 06:00 AEST
    expect(sent).toEqual([]);
    await w.at('2026-04-04T21:00:00Z'); // 07:00 AEST
    expect(sent).toHaveLength(1);
  });

  test('another ALERT_TIMEZONE: 07:00 in London', async () => {
    await ctx.close();
    ctx = await createTestContext({ seed: true, config: { alertTimeZone: 'Europe/London' } });
    const w = worker(ctx.db, 'Europe/London');
    await alertAt('2026-12-01T10:00:00Z', { title: 'zorblax' }, 'daily');
    await post('Zorblax London Coach', '2026-12-01T12:00:00Z');
    await w.at('2026-12-02T06:59:00Z');
    expect(sent).toEqual([]);
    await w.at('2026-12-02T07:00:00Z');
    expect(sent).toHaveLength(1);
  });
});

describe('what a mail holds', () => {
  test('up to 10 roles, "See all N roles", and a visitor gets no manage link', async () => {
    const w = worker();
    await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'daily');
    ctx.clock.set(Date.parse('2026-12-01T09:00:00+11:00'));
    await ctx.request('/api/alerts', {
      json: { email: 'visitor@example.com', query: { title: 'zorblax' }, frequency: 'daily' },
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(ctx.mail.at(-1)?.text ?? '')?.[1];
    expect((await ctx.request('/api/alerts/confirm', { json: { token } })).status).toBe(200);
    for (let i = 0; i < 12; i++) {
      await post(`Zorblax Coach ${i}`, `2026-12-01T1${Math.floor(i / 6)}:0${i % 6}:00+11:00`);
    }
    await w.at('2026-12-02T07:00:00+11:00');
    expect(sent).toHaveLength(2);
    for (const m of sent) {
      expect(m.subject).toBe('12 new roles for "zorblax"');
      expect(m.text.match(/jobdetails\?jobId=/g)).toHaveLength(10);
      expect(m.text).toContain('See all 12 roles: ');
      expect(m.text).toContain('Zorblax Coach 11');
      expect(m.text).not.toContain('Zorblax Coach 1\n');
    }
    const visitor = sent.find((m) => m.to === 'visitor@example.com');
    expect(visitor?.text).not.toContain('Manage your job alerts');
    expect(visitor?.html).not.toContain('/alerts"');
    expect(visitor?.text).toContain('Unsubscribe: ');
  });

  test('the one-click link of a mail unsubscribes; a mail queued for it is then not sent', async () => {
    const w = worker();
    const a = await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    await post('Zorblax First Coach', '2026-12-01T09:10:00+11:00');
    await w.at('2026-12-01T09:11:00+11:00');
    const link = /^<http:\/\/localhost:3000(\/api\/alerts\/unsubscribe\?token=[^>]+)>$/.exec(
      sent[0].headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    // Another role is matched and its mail queued, then the one-click POST comes in first.
    failSends = 1;
    await post('Zorblax Second Coach', '2026-12-01T09:20:00+11:00');
    await w.at('2026-12-01T09:21:00+11:00');
    const res = await ctx.app.request(link as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await findAlert(ctx.db, a.id)).toBeUndefined();
    await w.at('2026-12-01T09:30:00+11:00');
    expect(sent).toHaveLength(1);
    expect(await openWorkCounts(ctx.db)).toEqual({});
  });
});

describe('done once, and only after the send', () => {
  test('an SMTP failure is retried; last_sent_at moves only once the send succeeded', async () => {
    const w = worker();
    const a = await alertAt('2026-12-01T10:00:00+11:00', { title: 'zorblax' }, 'daily');
    await post('Zorblax Retry Coach', '2026-12-01T12:00:00+11:00');
    failSends = 2;
    await w.at('2026-12-02T07:00:00+11:00');
    expect(sent).toEqual([]);
    expect((await findAlert(ctx.db, a.id))?.lastSentAt).toBeNull();
    await w.at('2026-12-02T07:00:30+11:00');
    expect((await findAlert(ctx.db, a.id))?.lastSentAt).toBeNull();
    await w.at('2026-12-02T07:02:00+11:00');
    expect(sent).toHaveLength(1);
    expect((await findAlert(ctx.db, a.id))?.lastSentAt).toBe(
      Date.parse('2026-12-02T07:02:00+11:00'),
    );
    // The retries made no second mail, and the next day has nothing new.
    await w.at('2026-12-03T07:00:00+11:00');
    expect(sent).toHaveLength(1);
  });

  test('two workers on the database at the same moment mail each alert once', async () => {
    // PostgreSQL: a second pool, as another process has. SQLite: the same handle (two
    // connections in one thread would block it on each other's lock; processes: outbox.test.ts).
    const second = TEST_ENGINE === 'postgres' ? await openAgain(ctx.store) : ctx.db;
    if (second !== ctx.db) others.push(second);
    const [x, y] = [worker(), worker(second)];
    const alerts = [];
    for (let i = 0; i < 6; i++) {
      alerts.push(
        await alertAt(
          '2026-12-01T09:00:00+11:00',
          { title: 'zorblax' },
          i % 2 ? 'instant' : 'daily',
        ),
      );
    }
    for (let i = 0; i < 5; i++) await post(`Zorblax Twin ${i}`, '2026-12-01T09:30:00+11:00');
    await Promise.all([x.at('2026-12-01T09:31:00+11:00'), y.at('2026-12-01T09:31:00+11:00')]);
    expect(sent).toHaveLength(3); // the instant ones
    await Promise.all([x.at('2026-12-02T07:00:00+11:00'), y.at('2026-12-02T07:00:00+11:00')]);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((m) => m.to)).size).toBe(6);
    for (const m of sent) expect(m.subject).toBe('5 new roles for "zorblax"');
    expect(await openWorkCounts(ctx.db)).toEqual({});
  });

  test('an alert switched from instant to daily keeps what matched meanwhile for 07:00', async () => {
    const w = worker();
    const a = await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    await post('Zorblax Switch Coach', '2026-12-01T09:10:00+11:00');
    expect(
      (
        await ctx.request(`/api/alerts/${a.id}`, {
          method: 'PUT',
          json: { frequency: 'daily' },
          token: a.token,
        })
      ).status,
    ).toBe(200);
    await w.at('2026-12-01T09:11:00+11:00');
    expect(sent).toEqual([]);
    await w.at('2026-12-02T07:00:00+11:00');
    expect(sent.map((m) => m.subject)).toEqual(['1 new role for "zorblax"']);
  });
});
