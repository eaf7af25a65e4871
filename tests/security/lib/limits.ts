import type { AppConfig } from '../../../server/types';

/** In-process rate limits far above what a check sends (for checks not about limits). */
export const HIGH_RATE_LIMITS: AppConfig['rateLimits'] = {
  loginAccount: 1_000_000,
  loginAddress: 1_000_000,
  forgotAccount: 1_000_000,
  forgotAddress: 1_000_000,
  registerAddress: 1_000_000,
  resetValidateAddress: 1_000_000,
  alertAddress: 1_000_000,
  alertEmail: 1_000_000,
  changeEmailAccount: 1_000_000,
  reportAddress: 1_000_000,
};

/** A password of `length` characters that passes SPEC's rule and is not a common one. */
export function longPassword(length: number): string {
  const base = 'Qz7!kP2#mW9$xR4%';
  let s = '';
  while (s.length < length) s += base;
  return s.slice(0, length);
}
