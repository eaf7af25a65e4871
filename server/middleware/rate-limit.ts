import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import type { AppDeps, AppEnv } from '../types';

export const TOO_MANY = 'Too many attempts. Please try again later.';

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

interface Counter {
  count: number;
  window_start: number;
}

function keyOf(name: LimitName, subject: string): string {
  return `${name}:${subject}`;
}

function current(deps: AppDeps, name: LimitName, subject: string, now: number): Counter | null {
  const row = deps.db
    .prepare('SELECT count, window_start FROM rate_limits WHERE key = ?')
    .get(keyOf(name, subject)) as Counter | undefined;
  if (!row || now - row.window_start >= LIMITS[name].windowMs) return null;
  return row;
}

/** Seconds until the window of `name`/`subject` resets, or 0 when it is not exhausted. */
export function blockedFor(deps: AppDeps, name: LimitName, subject: string): number {
  const now = deps.clock.now();
  const row = current(deps, name, subject, now);
  if (!row || row.count < deps.config.rateLimits[name]) return 0;
  return Math.max(1, Math.ceil((row.window_start + LIMITS[name].windowMs - now) / 1000));
}

const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));
let newWindows = 0;

/** Drops counters whose window ended (every 500 new windows, so the table stays small). */
function purgeExpired(deps: AppDeps, now: number): void {
  newWindows += 1;
  if (newWindows % 500 !== 0) return;
  deps.db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(now - LONGEST_WINDOW_MS);
}

/** Counts one event in the fixed window of `name`/`subject`. */
export function hit(deps: AppDeps, name: LimitName, subject: string): void {
  const now = deps.clock.now();
  const row = current(deps, name, subject, now);
  if (!row) purgeExpired(deps, now);
  deps.db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_start) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start`,
    )
    .run(keyOf(name, subject), row ? row.count + 1 : 1, row ? row.window_start : now);
}

/** Takes back one event counted by hit() (a login attempt that turned out to succeed). */
export function unhit(deps: AppDeps, name: LimitName, subject: string): void {
  const row = current(deps, name, subject, deps.clock.now());
  if (!row || row.count <= 0) return;
  deps.db
    .prepare('UPDATE rate_limits SET count = ? WHERE key = ?')
    .run(row.count - 1, keyOf(name, subject));
}

/** Ends the window of `name`/`subject` (a password reset lifts the account's login lock). */
export function clearLimit(deps: AppDeps, name: LimitName, subject: string): void {
  deps.db.prepare('DELETE FROM rate_limits WHERE key = ?').run(keyOf(name, subject));
}

/** 429 with Retry-After when any of the (limiter, subject) pairs is exhausted. */
export function assertNotLimited(deps: AppDeps, checks: [LimitName, string][]): void {
  const wait = Math.max(0, ...checks.map(([name, subject]) => blockedFor(deps, name, subject)));
  if (wait > 0) throw new ApiError(429, TOO_MANY, undefined, { 'Retry-After': String(wait) });
}

/** Checks then counts: for limits on every attempt (forgot, register, reset-validate). */
export function limitAttempt(deps: AppDeps, checks: [LimitName, string][]): void {
  assertNotLimited(deps, checks);
  for (const [name, subject] of checks) hit(deps, name, subject);
}
