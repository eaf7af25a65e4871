/**
 * Accounts. One account per e-mail address, compared case-insensitively: users.email_key
 * (emailKey below) is UNIQUE on both engines, so a duplicate insert (two sign-ups at once on
 * two servers too) throws a unique violation that the caller maps to 409 after its
 * transaction ends (isUniqueViolation, connect.ts).
 */
import type { Selectable } from 'kysely';
import type { Role } from '../../../src/shared/constants';
import type { Db } from '../connect';
import type { Schema } from '../schema';

export type UserRow = Selectable<Schema['users']>;

/** One account per address, compared case-insensitively: NFC, then lower case. */
export function emailKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.q
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.q.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  mobile: string;
  orgId: number | null;
  createdAt: string;
}

/** Inserts the user and returns its id; a taken address throws a unique violation. */
export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const row = await db.q
    .insertInto('users')
    .values({
      email: u.email,
      email_key: emailKey(u.email),
      password_hash: u.passwordHash,
      role: u.role,
      first_name: u.firstName,
      last_name: u.lastName,
      mobile: u.mobile,
      org_id: u.orgId,
      created_at: u.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The names and mobile a coach edits on the profile page. */
export async function updateUserDetails(
  db: Db,
  id: number,
  d: { firstName: string; lastName: string; mobile: string },
): Promise<void> {
  await db.q
    .updateTable('users')
    .set({ first_name: d.firstName, last_name: d.lastName, mobile: d.mobile })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.q.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}

export async function markEmailVerified(db: Db, id: number): Promise<void> {
  await db.q.updateTable('users').set({ email_verified: 1 }).where('id', '=', id).execute();
}

/** Whether a coach gets the saved-role closing reminder (GET /api/user/settings). */
export async function closingRemindersOf(db: Db, id: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('users')
    .select('closing_reminders')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.closing_reminders !== 0;
}

export async function setClosingReminders(db: Db, id: number, on: boolean): Promise<void> {
  await db.q
    .updateTable('users')
    .set({ closing_reminders: on ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
