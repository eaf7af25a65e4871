/**
 * /api/admin/* (issue 32; API.md "Trust and safety"): every call needs a ROLE_ADMIN bearer
 * with its second factor (middleware/require-admin.ts). The calls live by topic:
 *   admin-moderation.ts  queue, verify, approve, reject, organisations, users, suspensions
 *   admin-reports.ts     reports by role, dismiss, take down
 *   admin-audit.ts       the audit log
 */
import { Hono } from 'hono';
import { requireAdmin } from '../middleware/require-admin';
import type { AppDeps, AppEnv } from '../types';
import { adminAuditRoutes } from './admin-audit';
import { adminModerationRoutes } from './admin-moderation';
import { adminReportRoutes } from './admin-reports';

export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/admin/*', ...requireAdmin(deps));
  adminModerationRoutes(app, deps);
  adminReportRoutes(app, deps);
  adminAuditRoutes(app, deps);
  return app;
}
