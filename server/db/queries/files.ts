import { MAX_FILES_PER_USER } from '../../../src/shared/constants';
import type { DB } from '../open';
import { tx } from '../open';

export type FileKind = 'resume' | 'cv' | 'picture' | 'logo';

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

export class QuotaExceededError extends Error {}

/**
 * Records an uploaded file in one IMMEDIATE transaction, refusing it when the owner already has
 * MAX_FILES_PER_USER resumes and cover letters (pictures replace each other and are not
 * counted). For a picture, the profile points at it afterwards and the previous one is deleted.
 */
export function insertFile(
  db: DB,
  f: Omit<FileRow, 'id'>,
  /** Receives the stored names of files this one replaced (a previous picture), to remove. */
  replaced: string[] = [],
): number {
  return tx(db, () => {
    if (f.kind === 'resume' || f.kind === 'cv') {
      const n = db
        .prepare("SELECT count(*) FROM files WHERE owner_id = ? AND kind IN ('resume', 'cv')")
        .pluck()
        .get(f.owner_id) as number;
      if (n >= MAX_FILES_PER_USER) throw new QuotaExceededError();
    }
    const id = Number(
      db
        .prepare(
          `INSERT INTO files (owner_id, kind, original_name, stored_name, size, content_type, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          f.owner_id,
          f.kind,
          f.original_name,
          f.stored_name,
          f.size,
          f.content_type,
          f.created_at,
        ).lastInsertRowid,
    );
    if (f.kind === 'picture') {
      const previous = db
        .prepare(
          `SELECT f.id, f.stored_name FROM profiles p JOIN files f ON f.id = p.picture_file_id
            WHERE p.user_id = ? AND f.owner_id = ?`,
        )
        .get(f.owner_id, f.owner_id) as { id: number; stored_name: string } | undefined;
      if (previous) replaced.push(previous.stored_name);
      db.prepare(
        `INSERT INTO profiles (user_id, picture_file_id) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET picture_file_id = excluded.picture_file_id`,
      ).run(f.owner_id, id);
      if (previous) db.prepare('DELETE FROM files WHERE id = ?').run(previous.id);
    }
    return id;
  });
}

export function getFile(db: DB, id: number): FileRow | undefined {
  return db.prepare('SELECT * FROM files WHERE id = ?').get(id) as FileRow | undefined;
}

/**
 * Whether `userId` may download file `id`: its owner, or a user of an organisation whose job
 * received an application carrying the file.
 */
export function canReadFile(db: DB, file: FileRow, userId: number): boolean {
  if (file.owner_id === userId) return true;
  if (file.kind !== 'resume' && file.kind !== 'cv') return false;
  const row = db
    .prepare(
      `SELECT 1 FROM applications a
         JOIN jobs j ON j.id = a.job_id
         JOIN users u ON u.org_id = j.org_id
        WHERE u.id = ? AND (a.resume_file_id = ? OR a.cv_file_id = ?)
        LIMIT 1`,
    )
    .get(userId, file.id, file.id);
  return row !== undefined;
}

/** The caller's profile picture file, if any. */
export function getPictureOf(db: DB, userId: number): FileRow | undefined {
  return db
    .prepare(
      `SELECT f.* FROM profiles p JOIN files f ON f.id = p.picture_file_id
        WHERE p.user_id = ? AND f.owner_id = ?`,
    )
    .get(userId, userId) as FileRow | undefined;
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
export function latestDocumentsOf(
  db: DB,
  userId: number,
): { resume: OwnDocument | null; cv: OwnDocument | null } {
  const latest = db.prepare(
    `SELECT id, original_name AS fileName, created_at AS createdAt FROM files
      WHERE owner_id = ? AND kind = ?
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return {
    resume: (latest.get(userId, 'resume') as OwnDocument | undefined) ?? null,
    cv: (latest.get(userId, 'cv') as OwnDocument | undefined) ?? null,
  };
}
