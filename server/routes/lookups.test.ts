import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  NamedListResponseSchema,
  OrgTypeListResponseSchema,
  TagListResponseSchema,
} from '../../src/shared/schemas';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
});
afterAll(() => ctx.close());

const get = async (path: string) => {
  const res = await ctx.request(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe('lookup lists', () => {
  test('organisation types', async () => {
    const { list } = OrgTypeListResponseSchema.parse(await get('/api/orgtype/list'));
    expect(list.map((t) => t.type)).toEqual(
      (await ctx.db.q.selectFrom('org_types').select('type').orderBy('id').execute()).map(
        (r) => r.type,
      ),
    );
    expect(list.map((t) => t.type)).toContain('Governing body');
  });

  test('states and cities, optionally one state’s cities', async () => {
    const states = NamedListResponseSchema.parse(await get('/api/location/state/list')).list;
    expect(states).toHaveLength(8);
    const all = NamedListResponseSchema.parse(await get('/api/location/list')).list;
    expect(all.length).toBeGreaterThanOrEqual(40);
    const vic = states.find((s) => s.name === 'Victoria')!;
    const vicCities = NamedListResponseSchema.parse(
      await get(`/api/location/list?stateId=${vic.id}`),
    ).list;
    expect(vicCities.map((c) => c.name)).toContain('Melbourne');
    expect(vicCities.map((c) => c.name)).not.toContain('Sydney');
    expect((await ctx.request('/api/location/list?stateId=abc')).status).toBe(400);
    expect(NamedListResponseSchema.parse(await get('/api/location/list?stateId=999')).list).toEqual(
      [],
    );
  });

  test('sports types are the sport tags; the tag list has every tag', async () => {
    const sports = NamedListResponseSchema.parse(await get('/api/sportstype/list')).list;
    const tags = TagListResponseSchema.parse(await get('/api/user/taglist')).list;
    expect(sports.map((s) => s.name)).toContain('Netball');
    expect(sports.map((s) => s.name)).not.toContain('Physiotherapy');
    expect(tags.map((t) => t.tagName)).toContain('Physiotherapy');
    expect(tags.length).toBeGreaterThanOrEqual(30);
    expect(tags.length).toBeGreaterThan(sports.length);
  });

  test('lists carry an ETag and answer 304 to a matching If-None-Match', async () => {
    const res = await ctx.request('/api/orgtype/list');
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await ctx.request('/api/orgtype/list', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });
});
