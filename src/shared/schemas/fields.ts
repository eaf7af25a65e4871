// Field rules, once, with SPEC 5's messages. Form schemas and request schemas compose these;
// the app validates forms with them and the server validates requests with the same code.
import * as z from 'zod/mini';
import {
  MAX_FREE_TEXT,
  MOBILE_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { MESSAGES as M } from '../messages';

const required = { error: M.required, abort: true } as const;

/** A trimmed, non-empty string of at most `max` characters ('Required field' when empty). */
export const requiredText = (max = MAX_FREE_TEXT) =>
  z
    .string({ error: M.required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, { error: M.atMostChars(max) }));

/** A trimmed string that may be empty, at most `max` characters. */
export const optionalText = (max = MAX_FREE_TEXT) =>
  z._default(
    z
      .string({ error: M.mustBeText })
      .check(z.trim(), z.maxLength(max, { error: M.atMostChars(max) })),
    '',
  );

/** An optional query string filter: trimmed, bounded ('' when absent). */
export const QueryText = (max = 200) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: M.atMostChars(max) })), '');

export const NameSchema = requiredText(100);

export const EmailSchema = z.pipe(
  z
    .string({ error: M.required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(254, { error: M.invalidEmail, abort: true }),
    ),
  z.email({ error: M.invalidEmail }),
);
export type Email = z.infer<typeof EmailSchema>;

const MOBILE_RE = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
export const MobileSchema = z
  .string({ error: M.required })
  .check(z.trim(), z.minLength(1, required), z.regex(MOBILE_RE, { error: M.invalidPhone }));

const SPECIAL_RE = /[!@#$%^&*]/;
/** SPEC 5's password rule: 8+ characters with lower, upper, digit and one of ! @ # $ % ^ & *. */
export function meetsPasswordRule(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    SPECIAL_RE.test(value)
  );
}

/** A new password: SPEC 5's rule plus API.md's 128-character cap (never truncated). */
export const NewPasswordSchema = z
  .string({ error: M.required })
  .check(
    z.minLength(1, required),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong, abort: true }),
    z.refine(meetsPasswordRule, { error: M.passwordRule }),
  );

/** The password of a sign-in: required, never longer than the cap. */
export const CurrentPasswordSchema = z
  .string({ error: M.required })
  .check(
    z.minLength(1, required),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: M.incorrectCredentials }),
  );

export const TermsSchema = z.literal(true, { error: M.acceptTerms });

/** A positive integer id; numeric strings are accepted (API.md "Types"). */
export const IdSchema = z.pipe(
  z.union([
    z.number({ error: M.wholeNumber }),
    z.string().check(z.regex(/^\d{1,15}$/, { error: M.wholeNumber })),
  ]),
  z.pipe(
    z.transform((v: number | string) => Number(v)),
    z.int({ error: M.wholeNumber }).check(z.positive({ error: M.wholeNumber })),
  ),
);

/** Free text up to 200 characters, required (salary, notice, referredBy). */
export const FreeTextSchema = requiredText(MAX_FREE_TEXT);

/** An opaque token from a URL or a mail: bounded so a 10 KB string is refused without work. */
export const OpaqueTokenSchema = z
  .string({ error: M.required })
  .check(z.minLength(1, required), z.maxLength(512, { error: M.invalidToken }));

/** The first message per field of a failed parse, e.g. { email: 'Invalid email address' }. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
