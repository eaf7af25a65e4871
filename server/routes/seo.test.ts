import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closingCut } from '../db/changes';
import { createJob, setJobOpen } from '../db/queries/jobs';
import { createTestContext, type TestContext, testJob } from '../test-utils';
import { all, one, parseXml, type XmlElement } from '../testing/xml';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_BYTES = 50 * 1024 * 1024;

/** The pages the sitemaps must list: every open role and every organisation. */
async function expectedLocs(ctx: TestContext, base: string): Promise<string[]> {
  const cut = closingCut(ctx.db);
  const roles = await ctx.db.q
    .selectFrom('jobs')
    .select('id')
    .where('is_open', '=', 1)
    .where('closes_at', '>', cut)
    .where('search_key', 'is not', null)
    .execute();
  const orgs = await ctx.db.q.selectFrom('organisations').select('id').execute();
  return [
    ...roles.map((r) => `${base}/jobdetails?jobId=${r.id}`),
    ...orgs.map((o) => `${base}/org?orgId=${o.id}`),
  ].sort();
}

/** A <urlset>, checked against the protocol's limits; its locs. */
async function urlset(res: Response, base: string, max = 50_000): Promise<string[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const text = await res.text();
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_BYTES);
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = parseXml(text);
  expect([doc.name, doc.ns]).toEqual(['urlset', NS]);
  const urls = all(doc, 'url');
  expect(urls.length).toBeLessThanOrEqual(max);
  return urls.map((u: XmlElement) => {
    const loc = one(u, 'loc').text;
    expect(loc.length).toBeLessThan(2048);
    expect(loc.startsWith(`${base}/`)).toBe(true);
    expect(one(u, 'lastmod').text).toMatch(W3C_DATETIME);
    return loc;
  });
}

describe('robots.txt and the sitemaps', () => {
  let ctx: TestContext;
  const base = 'http://localhost:3000';
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
  });
  afterAll(() => ctx.close());

  test('robots.txt allows the public pages and logos, disallows the API and account pages, names the sitemap', async () => {
    const res = await ctx.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/landing', '/jobsearch', '/jobdetails', '/org', '/api/org/logo/']) {
      expect(lines).toContain(`Allow: ${p}`);
    }
    for (const p of [
      '/api/',
      '/signin',
      '/signup',
      '/org-signup',
      '/forgot-password',
      '/reset-password',
      '/profile',
      '/changepassword',
      '/jobsapplied',
      '/savedjobs',
      '/alerts',
      '/account',
      '/apply',
      '/employer',
      '/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    // For crawlers that take the first matching rule, the logo Allow comes before /api/.
    expect(lines.indexOf('Allow: /api/org/logo/')).toBeLessThan(lines.indexOf('Disallow: /api/'));
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  test('/sitemap.xml lists every open role and every organisation once, absolute, with lastmod', async () => {
    const locs = await urlset(await ctx.request('/sitemap.xml'), base);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(await expectedLocs(ctx, base));
    expect(locs.some((l) => l.includes('/jobdetails?jobId='))).toBe(true);
    expect(locs.some((l) => l.includes('/org?orgId='))).toBe(true);
  });

  test("a role's lastmod is its last change; a closed role leaves; the ETag changes and 304s until then", async () => {
    const first = await ctx.request('/sitemap.xml');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    await first.text();
    const again = await ctx.request('/sitemap.xml', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const id = await createJob(ctx.db, testJob('Sitemap Keeper'), '2026-02-27T10:11:12.345Z');
    const after = await ctx.request('/sitemap.xml', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    const newTag = after.headers.get('etag');
    expect(newTag).not.toBe(etag);
    const doc = parseXml(await after.text());
    const url = all(doc, 'url').find(
      (u) => one(u, 'loc').text === `${base}/jobdetails?jobId=${id}`,
    );
    expect(url && one(url, 'lastmod').text).toBe('2026-02-27T10:11:12Z');

    await setJobOpen(ctx.db, id, false, '2026-02-28T00:00:00.000Z');
    const closed = await ctx.request('/sitemap.xml', {
      headers: { 'If-None-Match': newTag as string },
    });
    expect(closed.status).toBe(200);
    expect(await closed.text()).not.toContain(`jobId=${id}<`);
  });

  test('gzip when accepted: the same document', async () => {
    const plain = await (await ctx.request('/sitemap.xml')).text();
    const res = await ctx.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain);
  });

  test('/sitemap-N.xml without an index, and names that are no part: 404', async () => {
    for (const path of ['/sitemap-1.xml', '/sitemap-999.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await ctx.request(path)).status, path).toBe(404);
    }
  });
});

describe('past the split size, a sitemap index', () => {
  let ctx: TestContext;
  const base = 'https://touchline.example/a&b';
  const size = 40;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: true,
      config: { sitemapPartSize: size, publicUrl: base },
    });
  });
  afterAll(() => ctx.close());

  test('/sitemap.xml is an index of parts of at most the split size; together they list every page once', async () => {
    const res = await ctx.request('/sitemap.xml');
    expect(res.status).toBe(200);
    const text = await res.text();
    // The '&' of the base URL is escaped (a strict parser would refuse it bare).
    expect(text).toContain('/a&amp;b/sitemap-1.xml');
    const index = parseXml(text);
    expect([index.name, index.ns]).toEqual(['sitemapindex', NS]);
    const parts = all(index, 'sitemap').map((s) => one(s, 'loc').text);
    const expected = await expectedLocs(ctx, base);
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / size));
    expect(parts).toEqual(parts.map((_, i) => `${base}/sitemap-${i + 1}.xml`));

    const locs: string[] = [];
    for (let n = 1; n <= parts.length; n++) {
      const part = await ctx.request(`/sitemap-${n}.xml`);
      const got = await urlset(part, base, size);
      expect(got.length).toBeGreaterThan(0);
      locs.push(...got);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(expected);

    expect((await ctx.request(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
    expect((await ctx.request('/sitemap-999.xml')).status).toBe(404);
  });

  test("each part has its ETag and 304; a role's change gives new ones", async () => {
    const a = await ctx.request('/sitemap-1.xml');
    const b = await ctx.request('/sitemap-2.xml');
    const ta = a.headers.get('etag') as string;
    expect(ta).toBeTruthy();
    expect(b.headers.get('etag')).not.toBe(ta);
    await Promise.all([a.text(), b.text()]);
    expect((await ctx.request('/sitemap-1.xml', { headers: { 'If-None-Match': ta } })).status).toBe(
      304,
    );
    await createJob(ctx.db, testJob('Index Keeper'));
    const changed = await ctx.request('/sitemap-1.xml', { headers: { 'If-None-Match': ta } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(ta);
  });
});
