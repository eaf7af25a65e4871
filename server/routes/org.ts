/**
 * Organisation page.
 *
 *   GET /api/org/getOrgPageDetails?orgid=3
 *     -> 200 {orgData:{id:3, name:'Moreton Bay Marlins', orgType:'Professional club',
 *        location:'Brisbane, QLD', about:'...', website:'https://...', logo:null}}
 *     (400 when orgid is missing or not a positive whole number, 404 when unknown)
 *   The organisation's open roles: GET /api/job/list?orgId=3 (server/routes/jobs.ts).
 */
import { Hono } from 'hono';
import { getOrg } from '../db/queries/lookups';
import { badRequest, notFound } from '../http/errors';
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

  return app;
}
