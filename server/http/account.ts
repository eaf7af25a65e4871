// Shared by the account routes (auth, user, reset-password): the clock as ISO text, links into
// the app and the mails they send. Owned by server-platform.
import type { Context } from 'hono';
import { MAIL_TEXTS } from '../../src/shared/texts/mail';
import type { AppDeps, AppEnv } from '../types';
import type { MailMessage } from '../work/mail';

// The account queries live in db/queries/users.ts; these names stay importable from here.
export { emailKey, findUserByEmail, findUserById, type UserRow } from '../db/queries/users';

export function nowIso(deps: AppDeps): string {
  return new Date(deps.clock.now()).toISOString();
}

export function requestIdOf(c: Context<AppEnv>): string {
  return c.get('requestId');
}

/** A link into the app, always built from PUBLIC_URL (never the request's Host). */
export function appLink(deps: AppDeps, path: string, params: Record<string, string>): string {
  return `${deps.config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;
}

export function confirmationMail(
  deps: AppDeps,
  to: string,
  firstName: string,
  token: string,
): MailMessage {
  const link = appLink(deps, '/confirm-account', { token });
  return {
    to,
    subject: MAIL_TEXTS.confirmSubject,
    text: MAIL_TEXTS.confirmText(firstName, link),
  };
}

export function resetMail(
  deps: AppDeps,
  to: string,
  firstName: string,
  token: string,
): MailMessage {
  const link = appLink(deps, '/reset-password', { resetPasswordToken: token });
  return {
    to,
    subject: MAIL_TEXTS.resetSubject,
    text: MAIL_TEXTS.resetText(firstName, link),
  };
}
