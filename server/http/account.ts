// Shared by the account routes (auth, user, reset-password): the clock as ISO text, links into
// the app and the mails they send. Owned by server-platform.
import type { Context } from 'hono';
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
    subject: 'Confirm your Touchline account',
    text: `Hello ${firstName},\n\nWelcome to Touchline. Confirm your e-mail address by opening this link within one hour:\n\n${link}\n\nIf you did not create this account, ignore this message.\n`,
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
    subject: 'Reset your Touchline password',
    text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Touchline account. Choose a new password by opening this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  };
}
