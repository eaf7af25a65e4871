/**
 * Organisation page.
 *
 *   GET /api/org/getOrgPageDetails?orgid=3
 *     -> 200 {orgData:{id:3, name:'Moreton Bay Marlins', orgType:'Professional club',
 *        location:'Brisbane, QLD', about:'...', website:'https://...', logo:null}}
 *     (400 when orgid is missing or not a positive whole number, 404 when unknown)
 *   GET /api/org/logo/3 -> the organisation's logo image (PNG, JPEG or sanitized SVG; 404 when
 *     it has none)
 *   The organisation's open roles: GET /api/job/list?orgId=3 (server/routes/jobs.ts).
 */
import { Hono } from 'hono';
import { getFile } from '../db/queries/files';
import { getOrg } from '../db/queries/lookups';
import { badRequest, notFound } from '../http/errors';
import { readUpload } from '../lib/uploads';
import type { AppDeps, AppEnv } from '../types';

export const ORG_NOT_FOUND = 'Organisation not found.';
export const INVALID_ORG_ID = 'The organisation id must be a positive whole number.';

export function orgRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/org/getOrgPageDetails', (c) => {
    const raw = c.req.query('orgid') ?? '';
    if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw badRequest(INVALID_ORG_ID);
    const org = getOrg(deps.db, Number(raw));
    if (!org) throw notFound(ORG_NOT_FOUND);
    return c.json({ orgData: org });
  });

  // Logos are public (they appear on the public organisation page); only image files of kind
  // 'logo' that the organisation points at are served, never another file.
  app.get('/org/logo/:id', (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,15}$/.test(raw)) throw notFound(ORG_NOT_FOUND);
    const fileId = deps.db
      .prepare('SELECT logo_file_id FROM organisations WHERE id = ?')
      .pluck()
      .get(Number(raw)) as number | null | undefined;
    const file = fileId != null ? getFile(deps.db, fileId) : undefined;
    const bytes =
      file && file.kind === 'logo' ? readUpload(deps.config.dataDir, file.stored_name) : null;
    if (!file || !bytes || !/^image\/(png|jpeg|svg\+xml)$/.test(file.content_type))
      throw notFound(ORG_NOT_FOUND);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': file.content_type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
      // SVG logos are sanitized on upload (server/routes/employer.ts); this policy also keeps
      // a logo opened on its own from running script or loading anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return app;
}
