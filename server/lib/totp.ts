/**
 * The second factor (issue 32; API.md "Trust and safety"): TOTP by RFC 6238 through the
 * `otpauth` library (SHA-1, 30-second steps, 6 digits, ±1 step), never hand-written HMAC.
 *
 * A secret (20 random bytes, base32) is stored encrypted with AES-256-GCM under a key derived
 * from the server secret (JWT_SECRET) by HKDF-SHA-256 with a fixed info string, as the text
 * `v1.<iv>.<tag>.<ciphertext>` (base64url): a stolen database alone does not give the codes.
 * Recovery codes are stored as their SHA-256. Which time step a code was used at is kept by the
 * caller (user_totp.last_step) so that a code works once.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../src/shared/texts/trust';
import { sha256 } from './crypto';

export const TOTP_ISSUER = 'Touchline';
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that a code may come from (clock drift, a code typed late). */
export const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;

/** The HKDF info: names the key's one use, so no other key derived from the secret equals it. */
const KEY_INFO = 'touchline/totp-secret/aes-256-gcm/v1';
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', Buffer.from(serverSecret, 'utf8'), '', KEY_INFO, 32));
    if (keys.size < 8) keys.set(serverSecret, key);
  }
  return key;
}

/** A new secret: 20 random bytes as base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** `v1.<iv>.<tag>.<ciphertext>` of the base32 secret, under the key derived from serverSecret. */
export function encryptTotpSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body].map((p) => p.toString('base64url')).join('.');
}

/** The base32 secret of a stored text, or null when it is not one this secret encrypted. */
export function decryptTotpSecret(serverSecret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
    return null;
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(serverSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

function totpOf(base32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32),
  });
}

/** The `otpauth://totp/...` URI an authenticator app reads (issuer Touchline, the e-mail). */
export function totpUri(base32: string, email: string): string {
  return totpOf(base32, email).toString();
}

/** The code of `base32` at `nowMs` (tests and the enrolment screen's own checks). */
export function totpCode(base32: string, nowMs: number): string {
  return totpOf(base32).generate({ timestamp: nowMs });
}

/** Whether `code` has the shape of a TOTP code (else it may be a recovery code). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step (30-second counter) `code` belongs to within ±1 step of `nowMs`, or null. The
 * caller accepts it only when the step is later than the last one used (a code works once).
 */
export function matchingStep(base32: string, code: string, nowMs: number): number | null {
  if (!isTotpCode(code)) return null;
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/** No 0/o, 1/l/i: a code read off paper is typed right. */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const RECOVERY_GROUP = 5;

/** RECOVERY_CODE_COUNT distinct codes `xxxxx-xxxxx` (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const chars = Array.from(
      { length: RECOVERY_GROUP * 2 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    codes.add(`${chars.slice(0, RECOVERY_GROUP)}-${chars.slice(RECOVERY_GROUP)}`);
  }
  return [...codes];
}

/** How a recovery code is stored and looked up: case and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.replace(/-/g, '').toLowerCase());
}
