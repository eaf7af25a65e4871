// Shared by the account routes (auth, user, reset-password): user lookups, e-mail keys and
// the mails they send. Owned by server-platform.
import type { Context } from 'hono';
import type { Role } from '../../src/shared/constants';
import type { DB } from '../db/open';
import { sendInBackground } from '../lib/mail';
import type { AppDeps, AppEnv } from '../types';

/** One account per address, compared case-insensitively: NFC, then lower case. */
export function emailKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  role: Role;
  first_name: string;
  last_name: string;
  mobile: string;
  org_id: number | null;
  email_verified: number;
}

export function findUserByEmail(db: DB, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email_key = ?').get(emailKey(email)) as
    | UserRow
    | undefined;
}

export function findUserById(db: DB, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function isUniqueViolation(e: unknown): boolean {
  return (
    typeof e === 'object' &&
    e !== null &&
    'code' in e &&
    (e as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

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

export function sendConfirmationMail(
  deps: AppDeps,
  to: string,
  firstName: string,
  token: string,
): void {
  const link = appLink(deps, '/confirm-account', { token });
  sendInBackground(deps.mailer, deps.log, {
    to,
    subject: 'Confirm your Touchline account',
    text: `Hello ${firstName},\n\nWelcome to Touchline. Confirm your e-mail address by opening this link within one hour:\n\n${link}\n\nIf you did not create this account, ignore this message.\n`,
  });
}

export function sendResetMail(deps: AppDeps, to: string, firstName: string, token: string): void {
  const link = appLink(deps, '/reset-password', { resetPasswordToken: token });
  sendInBackground(deps.mailer, deps.log, {
    to,
    subject: 'Reset your Touchline password',
    text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Touchline account. Choose a new password by opening this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  });
}
