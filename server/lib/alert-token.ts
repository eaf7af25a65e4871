/**
 * An alert's unsubscribe token: `<alert id>.<nonce>.<HMAC-SHA-256 of both>`. It is the
 * credential of the one-click unsubscribe (RFC 8058), so it must be unforgeable without the
 * server's secret and die with its alert: the nonce is the alert's own (job_alerts.token_nonce),
 * so a token of a deleted alert names nothing even when SQLite reuses the id. The signing key is
 * kept in server_meta (made by migration 007), so the servers and workers of one database,
 * which compose and check these links, share it without configuration, and db:copy carries it
 * along.
 */
import type { Db } from '../db/connect';
import { type AlertRow, findAlert } from '../db/queries/alerts';
import { sharedSecret } from '../db/queries/meta';
import { hmac, randomToken, safeEqual } from './crypto';

const SECRET_KEY = 'alert_unsubscribe_secret';
const secrets = new WeakMap<object, Promise<string>>();

/** The database's unsubscribe signing key. */
export function unsubscribeSecret(db: Db): Promise<string> {
  let s = secrets.get(db.base);
  if (!s) {
    s = sharedSecret(db.base, SECRET_KEY, () => randomToken(32));
    secrets.set(db.base, s);
    s.catch(() => secrets.delete(db.base));
  }
  return s;
}

/** A new alert's nonce. */
export const newNonce = () => randomToken(16);

const sign = (secret: string, body: string) => hmac(`alert-unsubscribe:${secret}`, body);

export function unsubscribeToken(secret: string, alertId: number, nonce: string): string {
  const body = `${alertId}.${nonce}`;
  return `${body}.${sign(secret, body)}`;
}

/** The alert id and nonce a token names when its signature holds; else null. */
export function readUnsubscribeToken(
  secret: string,
  token: string | undefined,
): { alertId: number; nonce: string } | null {
  if (!token || token.length > 200) return null;
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{10,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  if (!safeEqual(m[3], sign(secret, `${m[1]}.${m[2]}`))) return null;
  return { alertId: Number(m[1]), nonce: m[2] };
}

/** The alert a valid unsubscribe token names (and that still exists), or null. */
export async function alertOfToken(db: Db, token: string | undefined): Promise<AlertRow | null> {
  const named = readUnsubscribeToken(await unsubscribeSecret(db), token);
  const a = named ? await findAlert(db, named.alertId) : undefined;
  return a && named && a.nonce === named.nonce ? a : null;
}
