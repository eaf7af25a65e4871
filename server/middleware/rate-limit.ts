import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { afterCommit, type Db, tx } from '../db/connect';
import {
  clearLimit as clearLimitRow,
  currentWindow,
  hitLimit,
  purgeLimits,
  unhitLimit,
} from '../db/queries/rate-limits';
import { ApiError } from '../http/errors';
import type { AppDeps, AppEnv } from '../types';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The limiters of API.md: the config key holding the count, and the window. */
export const LIMITS = {
  loginAccount: { windowMs: 15 * MINUTE },
  loginAddress: { windowMs: 15 * MINUTE },
  forgotAccount: { windowMs: HOUR },
  forgotAddress: { windowMs: HOUR },
  registerAddress: { windowMs: HOUR },
  resetValidateAddress: { windowMs: HOUR },
  alertAddress: { windowMs: HOUR },
  alertEmail: { windowMs: 24 * HOUR },
  changeEmailAccount: { windowMs: HOUR },
  reportAddress: { windowMs: HOUR },
} as const;
export type LimitName = keyof typeof LIMITS;

/**
 * The client the address limits count: the socket's address, or the last X-Forwarded-For hop
 * (the one the trusted proxy added) only when TRUST_PROXY is set; 'local' when there is no
 * socket (in-process requests). See limitedAddress for IPv6.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) return limitedAddress(hops[hops.length - 1]);
  }
  try {
    return limitedAddress(getConnInfo(c).remote.address ?? 'local');
  } catch {
    return 'local';
  }
}

/**
 * One client for the limits: an IPv4 address as it is (also when IPv4-mapped, ::ffff:a.b.c.d),
 * an IPv6 address as its /64 network: one subscriber or host is usually given a whole /64, so
 * counting single addresses would let a client take a fresh one for every attempt.
 */
export function limitedAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const ip = address.split('%')[0]; // a zone index (fe80::1%eth0) names no other network
  if (!isIPv6(ip)) return address;
  const groups = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, ''];
  const h = groups(head);
  const t = groups(tail);
  const all = [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function keyOf(name: LimitName, subject: string): string {
  return `${name}:${subject}`;
}

/** Seconds until the window of `name`/`subject` resets, or 0 when it is not exhausted. */
export async function blockedFor(
  deps: AppDeps,
  name: LimitName,
  subject: string,
  db: Db = deps.db,
): Promise<number> {
  const now = deps.clock.now();
  const { windowMs } = LIMITS[name];
  const row = await currentWindow(db, keyOf(name, subject), now, windowMs);
  if (!row || row.count < deps.config.rateLimits[name]) return 0;
  return Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000));
}

const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));
let newWindows = 0;

/**
 * Drops counters whose window ended, every 500 new windows (so the table stays small), after
 * the counting transaction commits: a sweep over many rows inside it would hold their locks.
 */
function purgeNow(t: Db, now: number): void {
  newWindows += 1;
  if (newWindows % 500 !== 0) return;
  afterCommit(t, () => {
    purgeLimits(t.base, now - LONGEST_WINDOW_MS).catch(() => {
      // Housekeeping only: the next sweep catches up.
    });
  });
}

/** Counts one event in the fixed window of `name`/`subject`. */
export async function hit(
  deps: AppDeps,
  name: LimitName,
  subject: string,
  db: Db = deps.db,
): Promise<void> {
  const now = deps.clock.now();
  const row = await hitLimit(db, keyOf(name, subject), now, LIMITS[name].windowMs);
  if (row?.count === 1) purgeNow(db, now);
}

/**
 * Counts one event unless the window of `name`/`subject` is full: false when it was (nothing is
 * counted). For a limit that must not show (a visitor's alert by e-mail: API.md, no
 * enumeration), where the caller answers as usual and does nothing.
 */
export async function tryCount(
  deps: AppDeps,
  name: LimitName,
  subject: string,
  db: Db = deps.db,
): Promise<boolean> {
  const now = deps.clock.now();
  const limit = deps.config.rateLimits[name];
  const row = await hitLimit(db, keyOf(name, subject), now, LIMITS[name].windowMs, limit);
  if (row?.count === 1) purgeNow(db, now);
  return row !== null;
}

/** Takes back one event counted by hit() (a login attempt that turned out to succeed). */
export async function unhit(
  deps: AppDeps,
  name: LimitName,
  subject: string,
  db: Db = deps.db,
): Promise<void> {
  await unhitLimit(db, keyOf(name, subject), deps.clock.now(), LIMITS[name].windowMs);
}

/** Ends the window of `name`/`subject` (a password reset lifts the account's login lock). */
export async function clearLimit(
  deps: AppDeps,
  name: LimitName,
  subject: string,
  db: Db = deps.db,
): Promise<void> {
  await clearLimitRow(db, keyOf(name, subject));
}

const tooMany = (wait: number) =>
  new ApiError(429, API_ERRORS.tooMany, undefined, { 'Retry-After': String(wait) });

/** 429 with Retry-After when any of the (limiter, subject) pairs is exhausted. */
export async function assertNotLimited(
  deps: AppDeps,
  checks: [LimitName, string][],
  db: Db = deps.db,
): Promise<void> {
  let wait = 0;
  for (const [name, subject] of checks) {
    wait = Math.max(wait, await blockedFor(deps, name, subject, db));
  }
  if (wait > 0) throw tooMany(wait);
}

/**
 * Checks then counts, as one step: for limits on every attempt (forgot, register,
 * reset-validate, and login attempts until they succeed). Each pair is counted by an upsert
 * that counts nothing in a full window; when one is full, the transaction is rolled back (a
 * refused attempt counts against none of the pairs) and the answer is 429. Pairs are counted
 * in key order, so two servers counting the same pairs lock their rows in the same order.
 * Inside a transaction (`db` a tx handle) it joins it, and a 429 ends that transaction.
 */
export async function limitAttempt(
  deps: AppDeps,
  checks: [LimitName, string][],
  db: Db = deps.db,
): Promise<void> {
  const now = deps.clock.now();
  const ordered = [...checks].sort(([a, s], [b, u]) => {
    const [x, y] = [keyOf(a, s), keyOf(b, u)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  await tx(db, async (t) => {
    let wait = 0;
    for (const [name, subject] of ordered) {
      const { windowMs } = LIMITS[name];
      const key = keyOf(name, subject);
      const row = await hitLimit(t, key, now, windowMs, deps.config.rateLimits[name]);
      if (row?.count === 1) purgeNow(t, now);
      if (row) continue;
      const full = await currentWindow(t, key, now, windowMs);
      const left = full ? full.window_start + windowMs - now : windowMs;
      wait = Math.max(wait, 1, Math.ceil(left / 1000));
    }
    if (wait > 0) throw tooMany(wait);
  });
}
