// A coach's saved roles and alerts in the data export and in account deletion (issue 19's calls
// are not built yet: these are the query functions they will call). Both engines.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../../test-utils';
import { tx } from '../connect';
import { deleteAlertsOf, exportAlertsOf, purgeStaleAlerts } from './alerts';
import { deleteSavedJobsOf, exportSavedJobsOf } from './saved-jobs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
});
afterAll(() => ctx.close());

const count = async (table: 'saved_jobs' | 'job_alerts' | 'alert_keys', userId?: number) => {
  let q = ctx.db.q.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (userId !== undefined && table !== 'alert_keys') q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe("a coach's saved roles and alerts", () => {
  test("are in the export, and deleting the coach's data removes them (and only them)", async () => {
    const coaches = [];
    for (let i = 0; i < 2; i++) {
      const c = await ctx.registerCoach();
      const { token } = await ctx.loginAs(c.email, c.password);
      expect((await ctx.request('/api/saved-jobs/3', { method: 'PUT', token })).status).toBe(200);
      const alert = await ctx.request('/api/alerts', {
        json: { query: { title: 'coach', location: 'NSW' }, frequency: 'instant' },
        token,
      });
      expect(alert.status).toBe(201);
      coaches.push(c);
    }
    const [a, b] = coaches;
    expect(await exportSavedJobsOf(ctx.db, a.id)).toEqual([
      { jobId: 3, name: expect.any(String), savedOn: expect.any(String) },
    ]);
    expect(await exportAlertsOf(ctx.db, a.id)).toEqual([
      {
        id: expect.any(Number),
        query: { title: 'coach', orgtype: '', location: 'NSW', interests: [] },
        frequency: 'instant',
        paused: false,
        createdAt: new Date(ctx.clock.now()).toISOString(),
        lastSentAt: null,
      },
    ]);
    const keysBefore = await count('alert_keys');
    await tx(ctx.db, async (t) => {
      await deleteSavedJobsOf(t, a.id);
      await deleteAlertsOf(t, a.id);
    });
    expect(await count('saved_jobs', a.id)).toBe(0);
    expect(await count('job_alerts', a.id)).toBe(0);
    expect(await count('saved_jobs', b.id)).toBe(1);
    expect(await count('job_alerts', b.id)).toBe(1);
    // The search's keys stay while b's alert runs it; once no alert does, housekeeping takes
    // them, but not within the hour after they were last taken up.
    await purgeStaleAlerts(ctx.db, ctx.clock.now() + 2 * 3600_000);
    expect(await count('alert_keys')).toBe(keysBefore);
    await tx(ctx.db, (t) => deleteAlertsOf(t, b.id));
    await purgeStaleAlerts(ctx.db, ctx.clock.now() + 30 * 60_000);
    expect(await count('alert_keys')).toBe(keysBefore);
    await purgeStaleAlerts(ctx.db, ctx.clock.now() + 2 * 3600_000);
    expect(await count('alert_keys')).toBeLessThan(keysBefore);
  });

  test('deleting the user row takes their saves and alerts with it (ON DELETE CASCADE)', async () => {
    const c = await ctx.registerCoach();
    const { token } = await ctx.loginAs(c.email, c.password);
    await ctx.request('/api/saved-jobs/4', { method: 'PUT', token });
    await ctx.request('/api/alerts', { json: { query: {}, frequency: 'daily' }, token });
    await tx(ctx.db, async (t) => {
      // What else a registered coach has (issue 19's deletion decides about these).
      for (const table of [
        'refresh_tokens',
        'user_sessions',
        'user_tokens',
        'profiles',
        'user_interests',
      ] as const) {
        await t.q.deleteFrom(table).where('user_id', '=', c.id).execute();
      }
      await t.q.deleteFrom('users').where('id', '=', c.id).execute();
    });
    expect(await count('saved_jobs', c.id)).toBe(0);
    expect(await count('job_alerts', c.id)).toBe(0);
  });
});
