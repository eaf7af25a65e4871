/**
 * GET /api/admin/audit?actorId=&orgId=&jobId=&from=&to=&page=&postPerPage= (issue 32; registered
 * by admin.ts behind requireAdmin) -> {list:[{id, at, actorId, actorRole, action, target, before,
 * after}], length}, newest first. Ids are positive whole numbers and from/to dates (YYYY-MM-DD:
 * `to` takes in that whole day, UTC) or ISO 8601 times, else 400 naming the field; page and
 * postPerPage read as everywhere (src/shared/schemas/paging.ts: 1..50, default 25).
 */
import type { Hono } from 'hono';
import { JOB_SEARCH_DEFAULT_SIZE } from '../../src/shared/constants';
import { parsePage, parsePageSize } from '../../src/shared/schemas/paging';
import { AuditQuerySchema } from '../../src/shared/schemas/trust';
import { auditPage } from '../db/queries/audit-read';
import { parseQuery } from '../http/validate';
import type { AppDeps, AppEnv } from '../types';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600_000;

/** An ISO time the stored `at` values compare with (they are all toISOString's, UTC). */
const isoOf = (ms: number) => new Date(ms).toISOString();

export function adminAuditRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/admin/audit', async (c) => {
    const q = parseQuery(c, AuditQuerySchema);
    const id = (v: string | undefined) => (v === undefined ? undefined : Number(v));
    const from = q.from === undefined ? undefined : isoOf(Date.parse(q.from));
    // `to` is inclusive: a date takes in its whole day, a time its own millisecond.
    const toBefore =
      q.to === undefined
        ? undefined
        : isoOf(Date.parse(q.to) + (DATE_ONLY.test(q.to) ? DAY_MS : 1));
    const result = await auditPage(
      deps.db,
      { actorId: id(q.actorId), orgId: id(q.orgId), jobId: id(q.jobId), from, toBefore },
      parsePage(q.page),
      parsePageSize(q.postPerPage, JOB_SEARCH_DEFAULT_SIZE),
    );
    return c.json({
      list: result.list.map(({ orgId: _o, jobId: _j, ...e }) => e),
      length: result.length,
    });
  });
}
