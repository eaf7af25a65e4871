/**
 * Lookup lists (public, cacheable with ETag).
 *
 *   GET /api/orgtype/list            -> 200 {list:[{type:'Professional club'}, ...]}
 *   GET /api/location/list           -> 200 {list:[{id:1, name:'Sydney'}, ...]}   (cities)
 *   GET /api/location/list?stateId=2 -> 200 {list:[{id:13, name:'Melbourne'}, ...]} (one state's cities)
 *   GET /api/location/state/list     -> 200 {list:[{id:1, name:'New South Wales'}, ...]}
 *   GET /api/sportstype/list         -> 200 {list:[{id:1, name:'Football (Soccer)'}, ...]} (tags of kind sport)
 *   GET /api/user/taglist            -> 200 {list:[{tagName:'AFL'}, ...]} (every interest tag)
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { MESSAGES } from '../../src/shared/messages';
import { jobListVersion } from '../db/changes';
import { listCities, listOrgTypes, listSports, listStates, listTags } from '../db/queries/lookups';
import { parseQuery } from '../http/validate';
import { cacheableJson, cachedGet } from '../middleware/etag';
import type { AppDeps, AppEnv } from '../types';

const CityQuerySchema = z.object({
  stateId: z._default(
    z.string().check(z.regex(/^(\d{1,9})?$/, { error: MESSAGES.wholeNumber })),
    '',
  ),
});

export function lookupRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const short = 'public, max-age=300';
  // Answers kept per URL with a weak ETag (304s) until the data changes: the lists only change
  // with a seed, which moves the job lists' version (server/db/changes.ts).
  const cacheable = cachedGet({
    version: () => jobListVersion(deps.db),
    cacheControl: short,
    maxEntries: 100,
    publicWhenAuthenticated: true,
    ready: deps.ready,
  });

  app.get('/orgtype/list', cacheable, async (c) =>
    cacheableJson(c, { list: await listOrgTypes(deps.db) }),
  );

  app.get('/location/list', cacheable, async (c) => {
    const { stateId } = parseQuery(c, CityQuerySchema);
    const list = await listCities(deps.db, stateId ? Number(stateId) : undefined);
    return cacheableJson(c, { list });
  });

  app.get('/location/state/list', cacheable, async (c) =>
    cacheableJson(c, { list: await listStates(deps.db) }),
  );

  app.get('/sportstype/list', cacheable, async (c) =>
    cacheableJson(c, { list: await listSports(deps.db) }),
  );

  app.get('/user/taglist', cacheable, async (c) =>
    cacheableJson(c, { list: await listTags(deps.db) }),
  );

  return app;
}
