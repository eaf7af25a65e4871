/**
 * A coach's credentials (issue 30; migration 013; docs/decisions/023): their rows, their
 * documents (files of kind 'credential', at most MAX_CREDENTIAL_FILES apart from the resumes and
 * cover letters), the expiry reminder setting and the reminders' bookkeeping. Every read is by
 * owner: another coach's credential is simply not found. Card numbers are returned only to their
 * owner here (the snapshot on apply is the organisations' way to them).
 */
import { sql } from 'kysely';
import { MAX_CREDENTIAL_FILES, MAX_CREDENTIALS } from '../../../src/shared/credentials';
import type { CredentialFields } from '../../../src/shared/schemas/credentials';
import { type Db, tx } from '../connect';
import { deleteFile, type NewFile, saveFile, storeFile } from './files';

export class TooManyCredentialsError extends Error {}
export class TooManyDocumentsError extends Error {}

/** A credential as the owner reads it (GET /api/user/credentials before its status). */
export interface CredentialRow {
  id: number;
  type: string;
  state: string | null;
  number: string | null;
  wwccType: 'Employee' | 'Volunteer' | null;
  level: string | null;
  sportType: string | null;
  name: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  fileId: number | null;
  fileName: string | null;
}

/** A credential's fields as stored (sport by tag id). */
export type StoredFields = Omit<CredentialFields, 'sportType'> & { sportTypeId: number | null };

const columns = (f: StoredFields) => ({
  type: f.type,
  state: f.state,
  number: f.number,
  wwcc_type: f.wwccType,
  level: f.level,
  sport_type_id: f.sportTypeId,
  name: f.name,
  issued_on: f.issuedOn,
  expires_on: f.expiresOn,
  file_id: f.fileId,
});

/**
 * Serializes one coach's credential writes on PostgreSQL (a count then an insert is not safe
 * under READ COMMITTED); SQLite's BEGIN IMMEDIATE already runs one writer at a time.
 */
async function lockOwner(t: Db, userId: number): Promise<void> {
  if (t.engine !== 'postgres') return;
  await t.q.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The owner's credentials, oldest first, with the document's name and the sport's. */
export async function credentialsOf(db: Db, userId: number): Promise<CredentialRow[]> {
  return db.q
    .selectFrom('credentials as c')
    .leftJoin('files as f', (j) =>
      j.onRef('f.id', '=', 'c.file_id').onRef('f.owner_id', '=', 'c.user_id'),
    )
    .leftJoin('tags as t', 't.id', 'c.sport_type_id')
    .select([
      'c.id',
      'c.type',
      'c.state',
      'c.number',
      'c.wwcc_type as wwccType',
      'c.level',
      't.name as sportType',
      'c.name',
      'c.issued_on as issuedOn',
      'c.expires_on as expiresOn',
      'f.id as fileId',
      'f.original_name as fileName',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.id')
    .execute() as Promise<CredentialRow[]>;
}

/** One of the owner's credentials (its id and file), or undefined (another's, or none). */
export function ownCredential(
  db: Db,
  userId: number,
  id: number,
): Promise<{ id: number; file_id: number | null } | undefined> {
  return db.q
    .selectFrom('credentials')
    .select(['id', 'file_id'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether `fileId` is one of the owner's credential documents. */
export async function isOwnCredentialFile(
  db: Db,
  userId: number,
  fileId: number,
): Promise<boolean> {
  const row = await db.q
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('owner_id', '=', userId)
    .where('kind', '=', 'credential')
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a credential; TooManyCredentialsError at MAX_CREDENTIALS (nothing written). Its id. */
export function addCredential(
  db: Db,
  userId: number,
  fields: StoredFields,
  nowIso: string,
): Promise<number> {
  return tx(db, async (t) => {
    await lockOwner(t, userId);
    const { n } = await t.q
      .selectFrom('credentials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_CREDENTIALS) throw new TooManyCredentialsError();
    const { id } = await t.q
      .insertInto('credentials')
      .values({ user_id: userId, ...columns(fields), created_at: nowIso, updated_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/**
 * Replaces one of the owner's credentials (false when it is not theirs). A document it no
 * longer points at goes, unless an application's snapshot still holds it.
 */
export function updateCredential(
  db: Db,
  userId: number,
  id: number,
  fields: StoredFields,
  nowIso: string,
): Promise<boolean> {
  return tx(db, async (t) => {
    const before = await ownCredential(t, userId, id);
    if (!before) return false;
    await t.q
      .updateTable('credentials')
      .set({ ...columns(fields), updated_at: nowIso })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    if (before.file_id !== null && before.file_id !== fields.fileId) {
      await dropDocumentIfUnused(t, before.file_id);
    }
    return true;
  });
}

/** Deletes one of the owner's credentials with its document (false when it is not theirs). */
export function deleteCredential(db: Db, userId: number, id: number): Promise<boolean> {
  return tx(db, async (t) => {
    const before = await ownCredential(t, userId, id);
    if (!before) return false;
    await t.q
      .deleteFrom('credentials')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    if (before.file_id !== null) await dropDocumentIfUnused(t, before.file_id);
    return true;
  });
}

/** Deletes a credential document that no credential and no application's snapshot holds. */
async function dropDocumentIfUnused(t: Db, fileId: number): Promise<void> {
  const held = await t.q
    .selectFrom('credentials')
    .select(sql<number>`1`.as('one'))
    .where('file_id', '=', fileId)
    .unionAll(
      t.q
        .selectFrom('application_credentials')
        .select(sql<number>`1`.as('one'))
        .where('file_id', '=', fileId),
    )
    .limit(1)
    .executeTakeFirst();
  if (held) return;
  const file = await t.q
    .selectFrom('files')
    .select(['id', 'stored_name'])
    .where('id', '=', fileId)
    .where('kind', '=', 'credential')
    .executeTakeFirst();
  if (file) await deleteFile(t, file);
}

/**
 * Records a credential document (POST /api/file/upload/credential); TooManyDocumentsError when
 * the owner already keeps MAX_CREDENTIAL_FILES of them (nothing written). Its id.
 */
export function saveCredentialDocument(
  db: Db,
  row: Omit<NewFile, 'kind'>,
  bytes: Uint8Array,
): Promise<number> {
  return storeFile(db, bytes, async (t, upload) => {
    await lockOwner(t, row.owner_id);
    const { n } = await t.q
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', row.owner_id)
      .where('kind', '=', 'credential')
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_CREDENTIAL_FILES) throw new TooManyDocumentsError();
    return saveFile(t, { ...row, kind: 'credential' }, upload);
  });
}

/** The coach's expiry reminder setting (on unless turned off). */
export async function credentialRemindersOf(db: Db, userId: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('users')
    .select('credential_reminders')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.credential_reminders !== 0;
}

export async function setCredentialReminders(db: Db, userId: number, on: boolean): Promise<void> {
  await db.q
    .updateTable('users')
    .set({ credential_reminders: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** The state name on a coach's profile ('' when none): their dates' time zone. */
export async function profileStateOf(db: Db, userId: number): Promise<string> {
  const row = await db.q
    .selectFrom('profiles')
    .select('state')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.state ?? '';
}

/** A credential whose reminder may be due (server/work/credentials.ts decides which). */
export interface ReminderCandidate {
  id: number;
  type: string;
  name: string | null;
  expiresOn: string;
  email: string;
  firstName: string;
  state: string | null;
  /** The reminder days already sent for this expiry. */
  sent: number[];
}

/**
 * Credentials of coaches with reminders on expiring from `fromDate` to `toDate` (YYYY-MM-DD,
 * wide enough for every zone), after id `afterId`, at most `limit`, with the reminders sent
 * for their current expiry.
 */
export async function reminderCandidates(
  db: Db,
  fromDate: string,
  toDate: string,
  afterId: number,
  limit: number,
): Promise<ReminderCandidate[]> {
  const rows = await db.q
    .selectFrom('credentials as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'c.user_id')
    .select([
      'c.id',
      'c.type',
      'c.name',
      'c.expires_on as expiresOn',
      'u.email',
      'u.first_name as firstName',
      'p.state',
    ])
    .where('u.credential_reminders', '=', 1)
    .where('u.role', '=', 'ROLE_COACH')
    .where('c.expires_on', '>=', fromDate)
    .where('c.expires_on', '<=', toDate)
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(limit)
    .execute();
  if (!rows.length) return [];
  const sent = await db.q
    .selectFrom('credential_reminders')
    .select(['credential_id', 'expires_on', 'days'])
    .where(
      'credential_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({
    ...(r as Omit<ReminderCandidate, 'sent'>),
    sent: sent
      .filter((s) => s.credential_id === r.id && s.expires_on === r.expiresOn)
      .map((s) => s.days),
  }));
}

/** Records a reminder as sent; false when another run took it first (then send nothing). */
export async function claimCredentialReminder(
  t: Db,
  r: { id: number; expiresOn: string; days: number },
  nowIso: string,
): Promise<boolean> {
  const result = await t.q
    .insertInto('credential_reminders')
    .values({ credential_id: r.id, expires_on: r.expiresOn, days: r.days, sent_at: nowIso })
    .onConflict((oc) => oc.columns(['credential_id', 'expires_on', 'days']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A credential as an application's snapshot keeps it (the applicants' view reads these). */
export interface SnapshotCredential {
  applicationId: number;
  type: string;
  state: string | null;
  number: string | null;
  wwccType: string | null;
  level: string | null;
  sportType: string | null;
  name: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  fileId: number | null;
  fileName: string | null;
}

/**
 * Inside the apply's transaction: copies the coach's credentials, expired ones included, as
 * they are now onto the application (API.md: applying shares them; later edits do not rewrite
 * history). The documents are shared, not copied: a credential deleted later keeps its document
 * while a snapshot holds it (dropDocumentIfUnused). Returns how many.
 */
export async function snapshotCredentials(
  t: Db,
  applicationId: number,
  userId: number,
): Promise<number> {
  const rows = await credentialsOf(t, userId);
  if (!rows.length) return 0;
  await t.q
    .insertInto('application_credentials')
    .values(
      rows.map((r) => ({
        application_id: applicationId,
        credential_id: r.id,
        type: r.type,
        state: r.state,
        number: r.number,
        wwcc_type: r.wwccType,
        level: r.level,
        sport_type: r.sportType,
        name: r.name,
        issued_on: r.issuedOn,
        expires_on: r.expiresOn,
        file_id: r.fileId,
        file_name: r.fileName,
      })),
    )
    .execute();
  return rows.length;
}

/** The snapshots of these applications, in the order taken (for their organisation only). */
export async function snapshotsOf(
  db: Db,
  applicationIds: readonly number[],
): Promise<SnapshotCredential[]> {
  if (!applicationIds.length) return [];
  return db.q
    .selectFrom('application_credentials')
    .select([
      'application_id as applicationId',
      'type',
      'state',
      'number',
      'wwcc_type as wwccType',
      'level',
      'sport_type as sportType',
      'name',
      'issued_on as issuedOn',
      'expires_on as expiresOn',
      'file_id as fileId',
      'file_name as fileName',
    ])
    .where('application_id', 'in', [...applicationIds])
    .orderBy('id')
    .execute();
}
