import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_SPECIALS } from '../../src/shared/constants';
import { MESSAGES } from '../../src/shared/messages';
import { badRequest } from '../http/errors';
import { randomToken } from './crypto';

/** argon2id, m=19456 KiB, t=2, p=1 (API.md; OWASP's first choice). Algorithm 2 = Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies without truncation; an overlong password is never hashed. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Computes the dummy hash ahead of the first sign-in (so that one is not slower either). */
export function warmDummyHash(): void {
  dummyHash ??= hashPassword(randomToken(16));
}
/** Spends the same work as a real check for an unknown account (no timing difference). */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken(16));
  await verifyPassword(await dummyHash, password.slice(0, PASSWORD_MAX_LENGTH));
  return false;
}

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(import.meta.dirname, '../data/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
}

/**
 * One of the 10,000 most common passwords (case-insensitive), also when the only change is one
 * special character appended to satisfy the composition rule ('Password1!' -> 'password1').
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const last = lower.slice(-1);
  return PASSWORD_SPECIALS.includes(last) && list.has(lower.slice(0, -1));
}

/** 400 with fields[field] = 'This password is too common' for a common password. */
export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw badRequest(MESSAGES.passwordTooCommon, { [field]: MESSAGES.passwordTooCommon });
  }
}
