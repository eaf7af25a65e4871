import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiFailureSchema, OrgPageDetailsResponseSchema } from '../../src/shared/schemas';
import { replaceOrgLogo } from '../db/queries/organisations';
import { pngBytes } from '../lib/uploads.test-fixtures';
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

describe('GET /api/org/getOrgPageDetails', () => {
  test('returns the organisation page data, nothing more', async () => {
    const body = OrgPageDetailsResponseSchema.parse(
      await get('/api/org/getOrgPageDetails?orgid=1'),
    );
    const row = await ctx.db.q
      .selectFrom('organisations')
      .select(['name', 'website'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(body.orgData.name).toBe(row.name);
    expect(body.orgData.website).toBe(row.website);
    expect(body.orgData.location).toMatch(/^[\w ]+, [A-Z]{2,3}$/);
    expect(Object.keys(body.orgData).sort()).toEqual(
      [
        'about',
        'id',
        'location',
        'logo',
        'name',
        'orgType',
        'responseRecord',
        'website',
        'verified', // issue 32: the Verified badge
      ].sort(),
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

  test('an organisation without a city has an empty location', async () => {
    const o = await ctx.registerOrg();
    const { org_id } = await ctx.db.q
      .selectFrom('users')
      .select('org_id')
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    const page = OrgPageDetailsResponseSchema.parse(
      await get(`/api/org/getOrgPageDetails?orgid=${org_id}`),
    );
    expect(page.orgData).toMatchObject({ location: '', about: '', website: '', logo: null });
  });
});

describe('GET /api/org/logo/{id}', () => {
  test('serves a logo image file the organisation points at; 404 otherwise', async () => {
    expect((await ctx.request('/api/org/logo/1')).status).toBe(404);
    expect((await ctx.request('/api/org/logo/abc')).status).toBe(404);
    expect((await ctx.request('/api/org/logo/0')).status).toBe(404);
    const o = await ctx.registerOrg();
    const { org_id } = await ctx.db.q
      .selectFrom('users')
      .select('org_id')
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    const orgId = org_id as number;
    await replaceOrgLogo(ctx.db, orgId, {
      ownerId: o.id,
      originalName: 'logo.png',
      bytes: pngBytes(),
      contentType: 'image/png',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const page = OrgPageDetailsResponseSchema.parse(
      await get(`/api/org/getOrgPageDetails?orgid=${orgId}`),
    );
    expect(page.orgData.logo).toBe(`/api/org/logo/${orgId}`);
    const res = await ctx.request(page.orgData.logo!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pngBytes());
  });

  test('a file that is not a logo is never served as one', async () => {
    const o = await ctx.registerOrg();
    const { org_id } = await ctx.db.q
      .selectFrom('users')
      .select('org_id')
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    const logoId = await replaceOrgLogo(ctx.db, org_id as number, {
      ownerId: o.id,
      originalName: 'logo.png',
      bytes: pngBytes(),
      contentType: 'image/png',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await ctx.db.q.updateTable('files').set({ kind: 'picture' }).where('id', '=', logoId).execute();
    expect((await ctx.request(`/api/org/logo/${org_id}`)).status).toBe(404);
  });
});
