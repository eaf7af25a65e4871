import { createHash, createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';

/**
 * Random bytes are drawn from the CSPRNG 4 KB at a time (one call instead of one per request
 * id and XSRF token) and each byte is handed out once; the pool is wiped as it is used.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

/** A random opaque token: `bytes` random bytes (default 32 = 256 bits) as base64url. */
export function randomToken(bytes = 32): string {
  if (bytes > POOL_SIZE / 4) return randomFillSync(Buffer.alloc(bytes)).toString('base64url');
  if (poolOffset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const slice = pool.subarray(poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  const token = slice.toString('base64url');
  slice.fill(0);
  return token;
}

/** SHA-256 hex digest: how opaque tokens are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** HMAC-SHA-256 of `value` under `key`, base64url. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** Constant-time string comparison (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
