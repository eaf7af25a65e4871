// Plain readers, no zod and no messages: the job search page reads its query string with them
// on the first visit (the server's query field rule, QueryText, is in ./fields.ts).
import { MAX_POST_PER_PAGE } from '../constants';

/** API.md paging: a page below 1 or not a number is 1. */
export function parsePage(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 1_000_000) : 1;
}

/** API.md paging: clamp to 1..50; 0, missing or not a number is the default. */
export function parsePageSize(raw: unknown, fallback: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(n) || n === 0) return fallback;
  return Math.min(Math.max(Math.floor(n), 1), MAX_POST_PER_PAGE);
}
