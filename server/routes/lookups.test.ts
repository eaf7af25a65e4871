import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiFailureSchema,
  NamedListResponseSchema,
  OrgPageDetailsResponseSchema,
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
      ctx.db.prepare('SELECT type FROM org_types ORDER BY id').pluck().all(),
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

describe('GET /api/org/getOrgPageDetails', () => {
  test('returns the organisation page data, nothing more', async () => {
    const body = OrgPageDetailsResponseSchema.parse(
      await get('/api/org/getOrgPageDetails?orgid=1'),
    );
    const row = ctx.db.prepare('SELECT name, website FROM organisations WHERE id = 1').get() as {
      name: string;
      website: string;
    };
    expect(body.orgData.name).toBe(row.name);
    expect(body.orgData.website).toBe(row.website);
    expect(body.orgData.location).toMatch(/^[\w ]+, [A-Z]{2,3}$/);
    expect(Object.keys(body.orgData).sort()).toEqual(
      ['about', 'id', 'location', 'logo', 'name', 'orgType', 'website'].sort(),
    );
  });

  test('unknown 404, missing or non-numeric 400', async () => {
    const missing = await ctx.request('/api/org/getOrgPageDetails?orgid=99999');
    expect(missing.status).toBe(404);
    expect(ApiFailureSchema.parse(await missing.json()).message).toBe('Error');
    for (const q of ['', '?orgid=', '?orgid=abc', '?orgid=0', "?orgid=1'"]) {
      expect((await ctx.request(`/api/org/getOrgPageDetails${q}`)).status).toBe(400);
    }
  });
});

describe('GET /api/org/logo/{id}', () => {
  test('serves a logo image file the organisation points at; 404 otherwise', async () => {
    expect((await ctx.request('/api/org/logo/1')).status).toBe(404);
    expect((await ctx.request('/api/org/logo/abc')).status).toBe(404);
    const { storeUpload } = await import('../lib/uploads');
    const { pngBytes } = await import('../lib/uploads.test-fixtures');
    const o = await ctx.registerOrg();
    const orgId = ctx.db
      .prepare('SELECT org_id FROM users WHERE id = ?')
      .pluck()
      .get(o.id) as number;
    const stored = storeUpload(ctx.dataDir, pngBytes());
    const fileId = ctx.db
      .prepare(
        "INSERT INTO files (owner_id, kind, original_name, stored_name, size, content_type, created_at) VALUES (?, 'logo', 'logo.png', ?, 16, 'image/png', '2026-01-01')",
      )
      .run(o.id, stored).lastInsertRowid;
    ctx.db.prepare('UPDATE organisations SET logo_file_id = ? WHERE id = ?').run(fileId, orgId);
    const page = OrgPageDetailsResponseSchema.parse(
      await get(`/api/org/getOrgPageDetails?orgid=${orgId}`),
    );
    expect(page.orgData.logo).toBe(`/api/org/logo/${orgId}`);
    const res = await ctx.request(page.orgData.logo!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pngBytes());
  });
});
