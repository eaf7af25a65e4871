/**
 * Uploaded files: their rows, who may read them, and where their bytes live. On PostgreSQL the
 * bytes are in file_blobs (every server reads every file, no shared folder); on SQLite they are
 * files in DATA_DIR/uploads/<stored_name>. Every upload and download goes through this API:
 *
 *   storeFile(db, bytes, async (t, upload) => { ...; const id = await saveFile(t, row, upload) })
 *     runs the callback in one transaction; on SQLite the bytes are written before it begins and
 *     removed again if it fails, so no orphan is left either way.
 *   readFileBytes(db, file)  -> the bytes (null when they are missing).
 *   deleteFile(t, file)      -> removes a replaced file: its row (and blob), on SQLite its bytes
 *     once the transaction commits.
 */
import { sql } from 'kysely';
import { MAX_FILES_PER_USER } from '../../../src/shared/constants';
import { newStoredName, readUpload, removeUpload, writeUpload } from '../../lib/uploads';
import { afterCommit, type Db, tx } from '../connect';
import type { Schema } from '../schema';

export type FileKind = Schema['files']['kind'];

export interface FileRow {
  id: number;
  owner_id: number;
  kind: FileKind;
  original_name: string;
  stored_name: string;
  size: number;
  content_type: string;
  created_at: string;
}

/** What saveFile records about a file; the stored name and size come from its upload. */
export type NewFile = Omit<FileRow, 'id' | 'stored_name' | 'size'>;

/** An upload's bytes on their way in (on SQLite already on disk under storedName). */
export interface Upload {
  readonly storedName: string;
  readonly bytes: Uint8Array;
}

export class QuotaExceededError extends Error {}

/**
 * Stores an upload: runs `write` in one transaction with the upload, where `write` records it
 * with saveFile (and may point something at it, or deleteFile what it replaces). On SQLite the
 * bytes reach the disk before the transaction (no file I/O while it holds the write lock) and
 * are removed if it fails. Not inside another transaction: its failure would leave the bytes.
 */
export async function storeFile<T>(
  db: Db,
  bytes: Uint8Array,
  write: (t: Db, upload: Upload) => Promise<T>,
): Promise<T> {
  if (db.txState) throw new Error('storeFile runs its own transaction');
  const upload: Upload = { storedName: newStoredName(), bytes };
  const onDisk = db.engine === 'sqlite';
  if (onDisk) await writeUpload(db.base.dataDir, upload.storedName, bytes);
  try {
    return await tx(db, (t) => write(t, upload));
  } catch (e) {
    if (onDisk) removeUpload(db.base.dataDir, upload.storedName);
    throw e;
  }
}

/** Inside storeFile's transaction: the files row and, on PostgreSQL, its blob. Returns its id. */
export async function saveFile(t: Db, row: NewFile, upload: Upload): Promise<number> {
  const { id } = await t.q
    .insertInto('files')
    .values({ ...row, stored_name: upload.storedName, size: upload.bytes.byteLength })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (t.engine === 'postgres') {
    const bytes = Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.length);
    await t.q.insertInto('file_blobs').values({ file_id: id, bytes }).execute();
  }
  return id;
}

/** A file's bytes, or null when they are missing. */
export async function readFileBytes(
  db: Db,
  file: Pick<FileRow, 'id' | 'stored_name'>,
): Promise<Buffer | null> {
  if (db.engine === 'sqlite') return readUpload(db.base.dataDir, file.stored_name);
  const row = await db.q
    .selectFrom('file_blobs')
    .select('bytes')
    .where('file_id', '=', file.id)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/**
 * Deletes a file nothing points at any more (a replaced picture or logo): its row, with its blob
 * on PostgreSQL (ON DELETE CASCADE); on SQLite its bytes once the transaction commits.
 */
export async function deleteFile(t: Db, file: Pick<FileRow, 'id' | 'stored_name'>): Promise<void> {
  await t.q.deleteFrom('files').where('id', '=', file.id).execute();
  if (t.engine === 'sqlite') {
    const dataDir = t.base.dataDir;
    afterCommit(t, () => removeUpload(dataDir, file.stored_name));
  }
}

/**
 * Serializes the writes of one owner's files on PostgreSQL (a count then an insert is not safe
 * under READ COMMITTED); SQLite's BEGIN IMMEDIATE already runs one writer at a time.
 */
async function lockOwner(t: Db, ownerId: number): Promise<void> {
  if (t.engine !== 'postgres') return;
  await t.q.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

/**
 * Records a user's upload (files.ts routes): a resume or cover letter is refused with
 * QuotaExceededError when the owner already has MAX_FILES_PER_USER of them (pictures replace
 * each other and are not counted); a picture becomes the profile's and the previous one goes.
 */
export function saveUserFile(db: Db, row: NewFile, bytes: Uint8Array): Promise<number> {
  return storeFile(db, bytes, async (t, upload) => {
    await lockOwner(t, row.owner_id);
    if (row.kind === 'resume' || row.kind === 'cv') {
      const { n } = await t.q
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', row.owner_id)
        .where('kind', 'in', ['resume', 'cv'])
        .executeTakeFirstOrThrow();
      if (n >= MAX_FILES_PER_USER) throw new QuotaExceededError();
    }
    const id = await saveFile(t, row, upload);
    if (row.kind === 'picture') {
      const previous = await pictureOf(t, row.owner_id);
      await t.q
        .insertInto('profiles')
        .values({ user_id: row.owner_id, picture_file_id: id })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ picture_file_id: id }))
        .execute();
      if (previous) await deleteFile(t, previous);
    }
    return id;
  });
}

export async function getFile(db: Db, id: number): Promise<FileRow | undefined> {
  // A file whose bytes went (account deleted, retention: issue 31) is not found.
  return db.q
    .selectFrom('files')
    .select([
      'id',
      'owner_id',
      'kind',
      'original_name',
      'stored_name',
      'size',
      'content_type',
      'created_at',
    ])
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Whether `userId` may download `file`: its owner, or a user of an organisation whose job
 * received an application carrying the file (a resume or cover letter, or a credential document
 * in the application's snapshot).
 */
export async function canReadFile(db: Db, file: FileRow, userId: number): Promise<boolean> {
  if (file.owner_id === userId) return true;
  if (file.kind === 'credential') {
    // A credential document: a user of an organisation whose job received an application whose
    // snapshot holds it (issue 30; queries/credentials.ts snapshotCredentials).
    const shared = await db.q
      .selectFrom('application_credentials as ac')
      .innerJoin('applications as a', 'a.id', 'ac.application_id')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .innerJoin('users as u', 'u.org_id', 'j.org_id')
      .select(sql<number>`1`.as('one'))
      .where('u.id', '=', userId)
      .where('ac.file_id', '=', file.id)
      .limit(1)
      .executeTakeFirst();
    return shared !== undefined;
  }
  if (file.kind !== 'resume' && file.kind !== 'cv') return false;
  const row = await db.q
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.org_id', 'j.org_id')
    .select(sql<number>`1`.as('one'))
    .where('u.id', '=', userId)
    .where((eb) => eb.or([eb('a.resume_file_id', '=', file.id), eb('a.cv_file_id', '=', file.id)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's profile picture file, if any. */
export function pictureOf(db: Db, userId: number): Promise<FileRow | undefined> {
  return db.q
    .selectFrom('profiles as p')
    .innerJoin('files as f', 'f.id', 'p.picture_file_id')
    .selectAll('f')
    .where('p.user_id', '=', userId)
    .where('f.owner_id', '=', userId)
    .executeTakeFirst();
}

/** One of the caller's own documents, as `GET /api/file/mine` lists it. */
export interface OwnDocument {
  id: number;
  fileName: string;
  createdAt: string;
}

/**
 * The owner's most recently uploaded resume and cover letter (the newest by upload time, the
 * higher id on a tie), or null for a kind they never uploaded. Only `userId`'s own files.
 */
export async function latestDocumentsOf(
  db: Db,
  userId: number,
): Promise<{ resume: OwnDocument | null; cv: OwnDocument | null }> {
  const latest = (kind: 'resume' | 'cv') =>
    db.q
      .selectFrom('files')
      .select(['id', 'original_name as fileName', 'created_at as createdAt'])
      .where('owner_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [resume, cv] = await Promise.all([latest('resume'), latest('cv')]);
  return { resume: resume ?? null, cv: cv ?? null };
}
