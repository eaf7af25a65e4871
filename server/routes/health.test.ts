import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} with no XSRF cookie and no log line', async () => {
    const before = ctx.logs.length;
    const res = await ctx.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(ctx.logs.length).toBe(before);
  });

  it('answers 503 {"status":"unavailable"} when the database does not answer', async () => {
    const other = await createTestContext();
    try {
      await other.db.close();
      const res = await other.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await other.close().catch(() => {});
    }
  });
});
