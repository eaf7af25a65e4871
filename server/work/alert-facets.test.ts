// Alerts with coaching-context facets (issue 29), end to end: created through POST /api/alerts
// (the query answered back with them, 400 naming the field for a bad value), then the worker's
// instant and daily mails carry only the roles with the facets' values. Both engines.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ApiFailureSchema } from '../../src/shared/schemas';
import {
  AlertCreatedResponseSchema,
  AlertListResponseSchema,
} from '../../src/shared/schemas/alerts';
import { FACET_SEARCH_ERRORS } from '../../src/shared/texts/facet-search';
import { createJob } from '../db/queries/jobs';
import { type StoredContext, setRoleContext } from '../db/testing/role-context';
import { createTestContext, type TestContext, testJob } from '../test-utils';
import type { Mailer } from '../types';
import { JOBS, SWEEPS } from './jobs';
import type { MailMessage } from './mail';
import { WorkRunner } from './runner';

let ctx: TestContext;
let sent: MailMessage[];
let netball: number;
let cricket: number;
beforeEach(async () => {
  ctx = await createTestContext({ seed: true });
  sent = [];
  const tag = async (name: string) =>
    (
      await ctx.db.q
        .selectFrom('tags')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  netball = await tag('Netball');
  cricket = await tag('Cricket');
});
afterEach(() => ctx.close());

const mailer: Mailer = {
  async send(m) {
    sent.push(m);
  },
};

function worker() {
  const clock = { t: 0 };
  const runner = new WorkRunner(
    {
      db: ctx.db,
      mailer,
      clock: { now: () => clock.t },
      log: () => {},
      publicUrl: 'http://localhost:3000',
    },
    JOBS,
    SWEEPS,
  );
  return {
    at: (iso: string) => {
      clock.t = Date.parse(iso);
      return runner.runDue(clock.t);
    },
  };
}

async function alertAt(iso: string, query: unknown, frequency: string) {
  ctx.clock.set(Date.parse(iso));
  const c = await ctx.registerCoach();
  const { token } = await ctx.loginAs(c.email, c.password);
  const res = await ctx.request('/api/alerts', { json: { query, frequency }, token });
  expect(res.status).toBe(201);
  return { id: AlertCreatedResponseSchema.parse(await res.json()).id, email: c.email, token };
}

/** A role posted at `iso` with a coaching context. */
async function post(name: string, iso: string, context: Partial<StoredContext>) {
  const id = await createJob(ctx.db, testJob(name), iso);
  await setRoleContext(ctx.db, [id], context);
  return id;
}

const EVENINGS = 4; // bit 2 of TIMES
const MORNINGS = 1;
const TUE_THU = 2 | 8;

/** Netball on weeknight evenings (matches), Netball mornings and Cricket evenings (do not). */
const postThree = async (iso: string) => [
  await post('Zorblax Evening Netball Coach', iso, {
    sport_type_id: netball,
    days: TUE_THU,
    times: EVENINGS,
    level: 'Community',
    pay_kind: 'Volunteer',
  }),
  await post('Zorblax Morning Netball Coach', iso, {
    sport_type_id: netball,
    days: TUE_THU,
    times: MORNINGS,
  }),
  await post('Zorblax Evening Cricket Coach', iso, {
    sport_type_id: cricket,
    days: TUE_THU,
    times: EVENINGS,
  }),
];

describe('alerts by the coaching context (issue 29)', () => {
  test('an instant alert mails only the roles with its facets; its query keeps them', async () => {
    const w = worker();
    const a = await alertAt(
      '2026-12-01T09:00:00+11:00',
      { title: 'zorblax', sportType: 'Netball', times: ['Evenings'] },
      'instant',
    );
    const b = await alertAt('2026-12-01T09:00:00+11:00', { title: 'zorblax' }, 'instant');
    await postThree('2026-12-01T10:00:00+11:00');
    await w.at('2026-12-01T10:01:00+11:00');
    const mailA = sent.find((m) => m.to === a.email);
    expect(mailA?.subject).toBe('1 new role for "zorblax" · Netball · Evenings');
    expect(mailA?.text).toContain('Zorblax Evening Netball Coach');
    expect(mailA?.text).not.toContain('Zorblax Morning Netball Coach');
    expect(mailA?.text).not.toContain('Zorblax Evening Cricket Coach');
    expect(mailA?.text).toContain(
      'See all 1 role: http://localhost:3000/jobsearch?jobtitle=zorblax&sportType=Netball&times=Evenings',
    );
    expect(sent.find((m) => m.to === b.email)?.subject).toBe('3 new roles for "zorblax"');
    const listed = AlertListResponseSchema.parse(
      await (await ctx.request('/api/alerts', { token: a.token })).json(),
    );
    expect(listed.list[0].query).toMatchObject({ sportType: ['Netball'], times: ['Evenings'] });
    // Edited to Cricket: the next Cricket evening role is mailed, a Netball one no longer
    const put = await ctx.request(`/api/alerts/${a.id}`, {
      method: 'PUT',
      json: { query: { title: 'zorblax', sportType: ['cricket'], times: 'Evenings' } },
      token: a.token,
    });
    expect(put.status).toBe(200);
    sent = [];
    await post('Zorblax Late Netball Coach', '2026-12-01T11:00:00+11:00', {
      sport_type_id: netball,
      days: TUE_THU,
      times: EVENINGS,
    });
    await post('Zorblax Late Cricket Coach', '2026-12-01T11:00:00+11:00', {
      sport_type_id: cricket,
      days: TUE_THU,
      times: EVENINGS,
    });
    await w.at('2026-12-01T11:01:00+11:00');
    const edited = sent.find((m) => m.to === a.email);
    expect(edited?.subject).toBe('1 new role for "zorblax" · Cricket · Evenings');
    expect(edited?.text).toContain('Zorblax Late Cricket Coach');
  });

  test('a daily alert by level and pay, and a role without a context never matches one', async () => {
    const w = worker();
    const a = await alertAt(
      '2026-12-01T09:00:00+11:00',
      { title: 'zorblax', level: 'Community,School', pay: 'Volunteer' },
      'daily',
    );
    await postThree('2026-12-01T10:00:00+11:00');
    await createJob(ctx.db, testJob('Zorblax Contextless Coach'), '2026-12-01T10:00:00+11:00');
    await w.at('2026-12-02T07:00:00+11:00');
    const mail = sent.find((m) => m.to === a.email);
    expect(mail?.subject).toBe('1 new role for "zorblax" · Community or School · Volunteer');
    expect(mail?.text).toContain('Zorblax Evening Netball Coach');
    expect(mail?.text).not.toContain('Contextless');
  });

  test('400 naming the query field for an unknown value or more than 30', async () => {
    const c = await ctx.registerCoach();
    const { token } = await ctx.loginAs(c.email, c.password);
    for (const [query, field, message] of [
      [{ sportType: 'Quidditch' }, 'query.sportType', FACET_SEARCH_ERRORS.unknownValue],
      [{ times: ['Midnight'] }, 'query.times', FACET_SEARCH_ERRORS.unknownValue],
      [
        { ageGroup: Array.from({ length: 31 }, () => 'Open') },
        'query.ageGroup',
        FACET_SEARCH_ERRORS.tooManyValues(30),
      ],
    ] as const) {
      const res = await ctx.request('/api/alerts', {
        json: { query, frequency: 'daily' },
        token,
      });
      expect(res.status).toBe(400);
      expect(ApiFailureSchema.parse(await res.json()).fields).toEqual({ [field]: message });
    }
  });
});
