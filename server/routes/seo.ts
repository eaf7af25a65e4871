/**
 * What search engines read (issue 28, API.md part 2 "Discoverability"):
 *
 *   GET /robots.txt      -> 200 text/plain: the public pages and /api/org/logo/ allowed, the rest
 *                           of /api/ and the account pages disallowed, the sitemap's absolute URL
 *   GET /sitemap.xml     -> 200 application/xml: a <urlset> of every open role's and every
 *                           organisation's page with <lastmod>, or past 50,000 URLs a
 *                           <sitemapindex> of /sitemap-1.xml ... (server/lib/sitemap.ts)
 *   GET /sitemap-N.xml   -> 200 application/xml: part N of the index; 404 past the last part
 *   (the sitemaps: weak ETag, 304 on If-None-Match, unchanged until a role changes)
 */
import { type Context, Hono } from 'hono';
import { NOINDEX_PATHS } from '../http/page-head';
import { acceptsGzip, textStream } from '../http/xml-stream';
import {
  SITEMAP_MAX_URLS,
  sitemapIndex,
  sitemapPlan,
  sitemapRanges,
  urlsetChunks,
} from '../lib/sitemap';
import { etagMatches } from '../middleware/etag';
import type { AppDeps, AppEnv } from '../types';

/** Pages anyone may find (their served HTML carries their own head tags). */
const PUBLIC_PAGES = ['/landing', '/jobsearch', '/jobdetails', '/org', '/feeds/', '/api/org/logo/'];
/**
 * The pages served with noindex (http/page-head.ts), disallowed too, and the API. `/org-signup` is
 * listed since `/org` allows it by prefix (the longest rule wins).
 */
const PRIVATE_PAGES = ['/api/', ...NOINDEX_PATHS];

const XML = 'application/xml; charset=utf-8';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    // Allow lines first: crawlers that take the first matching rule read them before /api/.
    ...PUBLIC_PAGES.map((p) => `Allow: ${p}`),
    ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function seoRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const publicUrl = deps.config.publicUrl;
  const partSize = Math.min(deps.config.sitemapPartSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const robots = robotsTxt(publicUrl);

  app.get('/robots.txt', (c) =>
    c.body(robots, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  const sitemap = async (c: Context<AppEnv>, n: number | null) => {
    const plan = await sitemapPlan(deps.db, publicUrl, partSize);
    const ranges = sitemapRanges(plan, n);
    const index = n === null && ranges === null;
    if (!index && ranges === null) return c.notFound();
    const etag = plan.etag(n === null ? '' : String(n));
    const headers: Record<string, string> = {
      'Content-Type': XML,
      'Cache-Control': REVALIDATE,
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    if (index) return c.body(sitemapIndex(publicUrl, plan), 200, headers);
    const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const pieces = urlsetChunks(deps.db, publicUrl, plan.cut, ranges ?? [], partSize);
    return c.body(textStream(pieces, gzip), 200, headers);
  };

  app.get('/sitemap.xml', (c) => sitemap(c, null));
  app.get('/:file{sitemap-[0-9]{1,9}\\.xml}', (c) => {
    const n = Number(c.req.param('file').slice('sitemap-'.length, -'.xml'.length));
    return n >= 1 ? sitemap(c, n) : c.notFound();
  });

  return app;
}
