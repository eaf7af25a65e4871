import * as z from 'zod/mini';
import { MAX_POST_PER_PAGE } from '../constants';
import { MESSAGES as M } from '../messages';

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

/** An optional query string filter: trimmed, bounded ('' when absent). */
export const QueryText = (max = 200) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: M.atMostChars(max) })), '');
