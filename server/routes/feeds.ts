/**
 * Feeds of roles (issue 28, API.md part 2 "Discoverability"):
 *
 *   GET /feeds/jobs.xml?title=coach&location=NSW&interests=Netball&sportType=Netball&times=Evenings
 *     (the query of /api/job/list, its coaching-context facets included)
 *     -> 200 application/atom+xml: an Atom 1.0 feed of the newest open roles that match, 50 by
 *        default (postPerPage and page as /api/job/list reads them), newest first
 *     -> 400 {message:'Error', detail, fields} for a value /api/job/list refuses
 *   (weak ETag, 304 on If-None-Match; kept per URL until a role changes)
 */
import { Hono } from 'hono';
import { MAX_POST_PER_PAGE } from '../../src/shared/constants';
import { jobListVersion } from '../db/changes';
import { feedRows } from '../db/queries/feeds';
import { parseJobSearch } from '../http/job-list-query';
import { atomFeed, FEED_PATH } from '../lib/feed';
import { searchKeys } from '../lib/search';
import { etagMatches, weakEtag } from '../middleware/etag';
import type { AppDeps, AppEnv } from '../types';

const ATOM = 'application/atom+xml; charset=utf-8';
/** Feeds kept per version (distinct URLs, the least recently asked dropped first). */
const KEPT_FEEDS = 500;
const MAX_KEPT_URL = 1024;

export function feedRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let keptVersion = '';
  const kept = new Map<string, { etag: string; body: Uint8Array }>();
  const utf8 = new TextEncoder();

  app.get(FEED_PATH, async (c) => {
    const version = jobListVersion(deps.db);
    const search = {
      ...(await parseJobSearch(c, deps.db, version, MAX_POST_PER_PAGE)),
      newest: true,
    };
    const url = new URL(c.req.url);
    const key = url.search;
    if (version !== keptVersion) {
      kept.clear();
      keptVersion = version;
    }
    let feed = kept.get(key);
    if (feed) {
      kept.delete(key);
    } else {
      const { keys } = await searchKeys(deps.db, search, version);
      const byKey = new Map((await feedRows(deps.db, keys)).map((r) => [r.k, r]));
      const rows = keys.flatMap((k) => byKey.get(k) ?? []);
      const text = atomFeed({
        publicUrl: deps.config.publicUrl,
        query: url.search,
        search,
        rows,
        now: new Date(deps.clock.now()).toISOString(),
      });
      const body = utf8.encode(text);
      feed = { etag: weakEtag(body), body };
    }
    if (key.length <= MAX_KEPT_URL && jobListVersion(deps.db) === keptVersion) {
      kept.set(key, feed);
      if (kept.size > KEPT_FEEDS) kept.delete(kept.keys().next().value as string);
    }
    const headers = {
      'Content-Type': ATOM,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ETag: feed.etag,
    };
    if (etagMatches(c.req.header('If-None-Match'), feed.etag)) return c.body(null, 304, headers);
    return c.body(feed.body as Uint8Array<ArrayBuffer>, 200, headers);
  });

  return app;
}
