// Structured pay (issue 28): posting and editing roles with it (the salary text written from it
// when left empty), its 400s, the answers that carry it, and GET /api/job/list?minPay=.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiFailureSchema,
  JobDetailResponseSchema,
  JobListResponseSchema,
  JobPostedResponseSchema,
  OrgJobResponseSchema,
} from '../../src/shared/schemas';
import { PAY_ERRORS } from '../../src/shared/texts/pay';
import { createTestContext, TEST_ROLE_CONTEXT, type TestContext } from '../test-utils';

let ctx: TestContext;
let org: string;

const role = (overrides: Record<string, unknown> = {}) => ({
  name: 'Head Quidditch Coach',
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Coaching',
  salary: '',
  tags: [],
  description: '<p>Coach.</p>',
  subject: '<p>Lead.</p>',
  skills: '<p>Skills.</p>',
  closingDate: '2026-03-31',
  ...TEST_ROLE_CONTEXT,
  ...overrides,
});

const post = (json: unknown) => ctx.request('/api/org/jobs', { method: 'POST', json, token: org });

async function posted(overrides: Record<string, unknown>) {
  const res = await post(role(overrides));
  expect(res.status).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}

const orgJob = async (id: number) =>
  OrgJobResponseSchema.parse(
    await (await ctx.request(`/api/org/jobs/${id}`, { token: org })).json(),
  ).job;
const detail = async (id: number) =>
  JobDetailResponseSchema.parse(await (await ctx.request(`/api/job/job_detail/${id}`)).json())
    .jobDetails[0];
const yearMax = async (id: number) =>
  (
    await ctx.db.q
      .selectFrom('jobs')
      .select('pay_year_max')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).pay_year_max;

async function fields(body: unknown) {
  const res = await post(body);
  expect(res.status).toBe(400);
  return ApiFailureSchema.parse(await res.json()).fields ?? {};
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, searchThread: true });
  const a = await ctx.registerOrg({ orgName: 'Pay Club' });
  org = (await ctx.loginAs(a.email, a.password)).token;
});
afterAll(() => ctx.close());

describe('posting with structured pay', () => {
  type PayBody = { payMin?: number; payMax?: number; payPeriod: string; plusSuper?: boolean };
  test.each<[PayBody, string, number]>([
    [
      { payMin: 85000, payMax: 95000, payPeriod: 'YEAR', plusSuper: true },
      '$85,000 - $95,000 + super',
      95000,
    ],
    [{ payMin: 35, payMax: 45, payPeriod: 'HOUR' }, '$35 - $45 per hour', 45 * 38 * 52],
    [{ payMin: 250, payPeriod: 'DAY' }, '$250 per day', 250 * 5 * 52],
    [{ payMax: 1200, payPeriod: 'WEEK' }, '$1,200 per week', 1200 * 52],
    [{ payMin: 6000, payMax: 6000, payPeriod: 'MONTH' }, '$6,000 per month', 6000 * 12],
    [{ payMin: 85000, payPeriod: 'YEAR' }, '$85,000', 85000],
  ])('%o: salary %s, a year at most %d', async (pay, salary, year) => {
    const id = await posted(pay);
    const job = await orgJob(id);
    expect(job.salary).toBe(salary);
    expect(job).toMatchObject({
      payMin: pay.payMin ?? null,
      payMax: pay.payMax ?? null,
      payPeriod: pay.payPeriod,
      plusSuper: pay.plusSuper ?? false,
    });
    expect(await yearMax(id)).toBe(year);
    expect(await detail(id)).toMatchObject({ salary, payPeriod: pay.payPeriod });
  });

  test('a salary text given is kept as the display text', async () => {
    const id = await posted({ salary: 'Award + car', payMin: 70000, payPeriod: 'YEAR' });
    expect(await orgJob(id)).toMatchObject({ salary: 'Award + car', payMin: 70000 });
  });

  test('a role without structured pay answers null and false', async () => {
    const id = await posted({ salary: 'Negotiable' });
    expect(await detail(id)).toMatchObject({
      salary: 'Negotiable',
      payMin: null,
      payMax: null,
      payPeriod: null,
      plusSuper: false,
    });
    expect(await yearMax(id)).toBeNull();
  });

  test('PUT changes the pay, writes the salary again when it is empty, and can remove it', async () => {
    const id = await posted({ payMin: 30, payMax: 40, payPeriod: 'HOUR' });
    const put = (json: unknown) =>
      ctx.request(`/api/org/jobs/${id}`, { method: 'PUT', json, token: org });
    expect((await put(role({ payMin: 90000, payPeriod: 'YEAR', plusSuper: true }))).status).toBe(
      200,
    );
    expect(await orgJob(id)).toMatchObject({
      salary: '$90,000 + super',
      payMin: 90000,
      payMax: null,
      plusSuper: true,
    });
    expect(await yearMax(id)).toBe(90000);
    expect((await put(role({ salary: 'Negotiable' }))).status).toBe(200);
    expect(await orgJob(id)).toMatchObject({ salary: 'Negotiable', payMin: null, payPeriod: null });
    expect(await yearMax(id)).toBeNull();
  });
});

describe('400s', () => {
  test('an empty salary without structured pay is required, as before', async () => {
    expect(await fields(role())).toEqual({ salary: 'Required field' });
    // ... alongside the other fields' messages
    expect(await fields(role({ name: '' }))).toMatchObject({
      name: 'Required field',
      salary: 'Required field',
    });
  });

  test('amounts are whole dollars from 0 to 1,000,000', async () => {
    for (const bad of [-1, 1.5, '100', 1_000_001, true]) {
      const f = await fields(role({ payMin: bad, payPeriod: 'YEAR' }));
      expect(Object.keys(f)).toEqual(['payMin']);
    }
    expect(await fields(role({ payMax: -5, payPeriod: 'YEAR' }))).toEqual({
      payMax: PAY_ERRORS.wholeDollars,
    });
  });

  test('an amount needs a period; pay to is not below pay from; the period is one of five', async () => {
    expect(await fields(role({ payMin: 50 }))).toEqual({ payPeriod: PAY_ERRORS.choosePeriod });
    expect(await fields(role({ payMin: 50, payPeriod: 'FORTNIGHT' }))).toEqual({
      payPeriod: PAY_ERRORS.choosePeriod,
    });
    expect(await fields(role({ payMin: 50, payMax: 40, payPeriod: 'HOUR' }))).toEqual({
      payMax: PAY_ERRORS.maxBelowMin,
    });
    expect(await fields(role({ salary: 'x', plusSuper: 'yes' }))).toEqual({
      plusSuper: 'Must be true or false',
    });
  });
});

describe('GET /api/job/list?minPay=', () => {
  const list = async (query: string) => {
    const res = await ctx.request(`/api/job/list?${query}`);
    expect(res.status).toBe(200);
    return JobListResponseSchema.parse(await res.json());
  };

  test('only roles whose top of range a year is at least minPay; none without pay', async () => {
    const hourly = await posted({
      name: 'Zyzzyva Coach',
      payMin: 40,
      payMax: 50,
      payPeriod: 'HOUR',
    }); // 98,800
    const text = await posted({ name: 'Zyzzyva Assistant', salary: '$200,000' });
    const ids = async (minPay: number) =>
      (await list(`title=zyzzyva&minPay=${minPay}`)).list.map((j) => j.id);
    expect(await ids(0)).toEqual([hourly]);
    expect(await ids(98800)).toEqual([hourly]);
    expect(await ids(98801)).toEqual([]);
    expect((await list('title=zyzzyva')).list.map((j) => j.id).sort()).toEqual(
      [hourly, text].sort(),
    );
    // more than any pay: no role, and no error on either engine
    expect((await list('minPay=999999999999999')).length).toBe(0);
  });

  test.each(['abc', '-1', '1.5', '1e5', '%20', '9999999999999999'])(
    'minPay=%s is a 400 naming minPay',
    async (bad) => {
      const res = await ctx.request(`/api/job/list?minPay=${bad}`);
      expect(res.status).toBe(400);
      expect(ApiFailureSchema.parse(await res.json()).fields).toEqual({
        minPay: PAY_ERRORS.minPay,
      });
    },
  );
});
