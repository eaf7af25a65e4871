/**
 * Organisation page.
 *
 *   GET /api/org/getOrgPageDetails?orgid=3
 *     -> 200 {orgData:{id:3, name:'Moreton Bay Marlins', orgType:'Professional club',
 *        location:'Brisbane, QLD', about:'...', website:'https://...', logo:null,
 *        responseRecord:{promised:48, keptOnTime:45} | null}}   (issue 27: null below 5)
 *     (400 when orgid is missing or not a positive whole number, 404 when unknown)
 *   GET /api/org/logo/3 -> the organisation's logo image (PNG, JPEG or sanitized SVG; 404 when
 *     it has none)
 *   The organisation's open roles: GET /api/job/list?orgId=3 (server/routes/jobs.ts).
 */
import { Hono } from 'hono';
import { parseId } from '../../src/shared/ids';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { responseRecord } from '../db/queries/lifecycle';
import { getOrg, getOrgLogo } from '../db/queries/organisations';
import { notFound } from '../http/errors';
import { pathId } from '../http/validate';
import type { AppDeps, AppEnv } from '../types';

export function orgRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/org/getOrgPageDetails', async (c) => {
    const org = await getOrg(deps.db, pathId(c.req.query('orgid') ?? '', API_ERRORS.invalidOrgId));
    if (!org) throw notFound(API_ERRORS.orgNotFound);
    const record = await responseRecord(deps.db, org.id, deps.clock.now());
    return c.json({ orgData: { ...org, responseRecord: record } });
  });

  // Logos are public (they appear on the public organisation page); only image files of kind
  // 'logo' that the organisation points at are served, never another file.
  app.get('/org/logo/:id', async (c) => {
    const orgId = parseId(c.req.param('id'));
    const logo = orgId === null ? undefined : await getOrgLogo(deps.db, orgId);
    if (!logo || !/^image\/(png|jpeg|svg\+xml)$/.test(logo.contentType)) {
      throw notFound(API_ERRORS.orgNotFound);
    }
    return c.body(new Uint8Array(logo.bytes), 200, {
      'Content-Type': logo.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
      // SVG logos are sanitized on upload (server/lib/svg.ts); this policy also keeps a logo
      // opened on its own from running script or loading anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return app;
}
