import { createHash, hash, randomFillSync, timingSafeEqual } from 'node:crypto';

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

/**
 * HMAC-SHA-256 (RFC 2104) under one key: the key's inner and outer pads are made once, and each
 * value costs two one-shot hashes (under half of createHmac's time, which derives the key again
 * on every call: docs/benchmarks.md; an XSRF cookie is signed or checked on most requests).
 */
function hmacSigner(key: string): (value: string) => string {
  const BLOCK = 64;
  let k = Buffer.from(key, 'utf8');
  if (k.length > BLOCK) k = hash('sha256', k, 'buffer');
  const ipad = Buffer.alloc(BLOCK, 0x36);
  const opad = Buffer.alloc(BLOCK, 0x5c);
  for (let i = 0; i < k.length; i++) {
    ipad[i] ^= k[i];
    opad[i] ^= k[i];
  }
  return (value) => {
    const inner = hash('sha256', Buffer.concat([ipad, Buffer.from(value, 'utf8')]), 'buffer');
    return hash('sha256', Buffer.concat([opad, inner]), 'base64url');
  };
}
const signers = new Map<string, (value: string) => string>();

/** HMAC-SHA-256 of `value` under `key`, base64url. */
export function hmac(key: string, value: string): string {
  let sign = signers.get(key);
  if (!sign) {
    sign = hmacSigner(key);
    // The server signs under one or two keys; a few are kept, any other is made per call.
    if (signers.size < 8) signers.set(key, sign);
  }
  return sign(value);
}

/** Constant-time string comparison (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
