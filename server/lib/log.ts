/**
 * Logging without secrets: one line per request, auth events, 500s. Paths are redacted of
 * tokens (reset-password validate path, any token-like query parameter); no password, token
 * or Authorization value is ever passed to a log line.
 */

const TOKEN_PARAMS = /([?&](?:token|resetPasswordToken|refresh_token|access_token|code)=)[^&#]*/gi;

/** What a path must contain for either rule below to apply (most paths are returned as they are). */
const MAY_HOLD_TOKEN = /token|code|reset-password/i;

/** The path (with query) safe to log. */
export function redactPath(pathWithQuery: string): string {
  if (!MAY_HOLD_TOKEN.test(pathWithQuery)) return pathWithQuery;
  return pathWithQuery
    .replace(/^(\/api\/reset-password\/validate\/)[^/?#]*/i, '$1[redacted]')
    .replace(TOKEN_PARAMS, '$1[redacted]');
}

let pending: string[] = [];
let flushScheduled = false;

/** Writes the lines consoleLog collected (at the end of the event-loop turn, and on exit). */
export function flushLog(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const text = pending.join('');
  pending = [];
  process.stdout.write(text);
}

let stampMs = -1;
let stamp = '';

/**
 * A logger writing one line per call to stdout, prefixed with the ISO time. The lines of one
 * event-loop turn go out in one write (one system call for many requests, not one each).
 */
export function consoleLog(line: string): void {
  // Lines of the same millisecond share one time stamp (made once, not once per line).
  const now = Date.now();
  if (now !== stampMs) {
    stampMs = now;
    stamp = new Date(now).toISOString();
  }
  pending.push(`${stamp} ${line}\n`);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushLog);
  }
}
process.on('exit', flushLog);

/** One line for a request. */
export function requestLine(r: {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}): string {
  return `req ${r.requestId} ${r.method} ${redactPath(r.path)} ${r.status} ${r.ms.toFixed(1)}ms`;
}

export type AuthEvent =
  | 'login_success'
  | 'login_failure'
  | 'login_throttled'
  | 'access_denied'
  | 'password_changed'
  | 'password_reset'
  | 'password_reset_requested'
  | 'account_confirmed'
  | 'registered'
  | 'refresh_reuse'
  | 'session_ended'
  | 'email_changed'
  // the second factor (issue 32): step one passed, TOTP turned on or off
  | 'login_challenge'
  | 'second_factor_enabled'
  | 'second_factor_disabled';

/** One line for an auth event, with the user id when known and the time (epoch ms). */
export function authLine(
  event: AuthEvent,
  info: { userId?: number | null; requestId?: string; at: number; reason?: string },
): string {
  const parts = [`auth ${event}`, `at=${new Date(info.at).toISOString()}`];
  if (info.userId != null) parts.push(`user=${info.userId}`);
  if (info.requestId) parts.push(`req=${info.requestId}`);
  if (info.reason) parts.push(`reason=${info.reason}`);
  return parts.join(' ');
}
