/**
 * Your data, your account (issue 31 = API.md part 2 "Privacy and account control (issue 19)";
 * docs/decisions/025-account-data.md): what an export reads (in pages, never the whole account
 * at once), what deleting an account changes in one transaction, the removal of the deleted
 * files' bytes after the commit (and the sweep of what a crash left), and retention.
 *
 * A deleted user stays as a tombstone row (users.deleted_at; e-mail, names, phone and password
 * blanked; email_key 'deleted:<id>' so the address can register again), so that the
 * applications and status histories naming it stay true. A file an application points at stays
 * as a row without a name (files.removed_at) and loses its bytes; every other file row goes.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { removeUpload, uploadsDir } from '../../lib/uploads';
import { afterCommit, type Db } from '../connect';
import type { Schema } from '../schema';
import { deleteTrustData } from './account-trust-data';
import { LIFECYCLE_COLUMNS, lifecycleOf } from './lifecycle';
import { closeRole } from './roles';

/** The rows an export reads per query (applications, history and snapshots come in pages). */
export const EXPORT_PAGE = 200;

export async function accountOf(db: Db, userId: number) {
  return db.q
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name as firstName',
      'last_name as lastName',
      'mobile',
      'role',
      'org_id as orgId',
      'email_verified as emailVerified',
      'created_at as createdAt',
      'closing_reminders as closingReminders',
      'credential_reminders as credentialReminders',
    ])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function profileOf(db: Db, userId: number) {
  return db.q
    .selectFrom('profiles')
    .select(['address1', 'address2', 'state', 'city', 'zipcode', 'picture_file_id as pictureId'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function interestNamesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.q
    .selectFrom('user_interests as ui')
    .innerJoin('tags as t', 't.id', 'ui.tag_id')
    .select('t.name')
    .where('ui.user_id', '=', userId)
    .orderBy('t.name')
    .execute();
  return rows.map((r) => r.name);
}

/** The user's own files that still have their bytes, oldest first. */
export function ownFilesOf(db: Db, userId: number) {
  return db.q
    .selectFrom('files')
    .select([
      'id',
      'kind',
      'original_name as originalName',
      'stored_name',
      'size',
      'content_type as contentType',
      'created_at as createdAt',
    ])
    .where('owner_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
}
export type OwnFile = Awaited<ReturnType<typeof ownFilesOf>>[number];

export async function credentialsWithRemindersOf(db: Db, userId: number) {
  const [rows, reminders] = await Promise.all([
    db.q
      .selectFrom('credentials as c')
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
        'c.file_id as fileId',
        'c.created_at as createdAt',
        'c.updated_at as updatedAt',
      ])
      .where('c.user_id', '=', userId)
      .orderBy('c.id')
      .execute(),
    db.q
      .selectFrom('credential_reminders as r')
      .innerJoin('credentials as c', 'c.id', 'r.credential_id')
      .select(['r.credential_id', 'r.expires_on as expiresOn', 'r.days', 'r.sent_at as sentAt'])
      .where('c.user_id', '=', userId)
      .orderBy('r.sent_at')
      .execute(),
  ]);
  return rows.map((r) => ({
    ...r,
    reminders: reminders
      .filter((m) => m.credential_id === r.id)
      .map(({ credential_id: _, ...m }) => m),
  }));
}

/** One page of the coach's applications (id after `afterId`), with history and snapshots. */
export async function applicationsPage(db: Db, userId: number, afterId: number) {
  const apps = await db.q
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('organisations as o', 'o.id', 'j.org_id')
    .select([
      'a.id',
      'a.job_id as jobId',
      'j.name as jobName',
      'o.name as organisation',
      'a.first_name as firstName',
      'a.last_name as lastName',
      'a.salary',
      'a.notice',
      'a.referred_by as referredBy',
      'a.status',
      'a.status_changed_at as statusChangedAt',
      'a.applied_at as appliedAt',
      'a.resume_file_id as resumeId',
      'a.cv_file_id as cvId',
      'a.files_removed_at as filesRemovedAt',
    ])
    .where('a.user_id', '=', userId)
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(EXPORT_PAGE)
    .execute();
  if (apps.length === 0) return [];
  const ids = apps.map((a) => a.id);
  const [history, snapshots] = await Promise.all([
    db.q
      .selectFrom('application_status_history')
      .select(['application_id', 'status', 'changed_at as changedAt'])
      .where('application_id', 'in', ids)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    db.q
      .selectFrom('application_credentials')
      .select([
        'application_id',
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
      ])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return apps.map((a) => ({
    ...a,
    history: history
      .filter((h) => h.application_id === a.id)
      .map(({ application_id: _, ...h }) => h),
    credentials: snapshots
      .filter((s) => s.application_id === a.id)
      .map(({ application_id: _, ...s }) => s),
  }));
}

export function savedJobsOf(db: Db, userId: number) {
  return db.q
    .selectFrom('saved_jobs as s')
    .innerJoin('jobs as j', 'j.id', 's.job_id')
    .select(['s.job_id as jobId', 'j.name as jobName', 's.saved_on as savedOn'])
    .where('s.user_id', '=', userId)
    .orderBy('s.saved_on')
    .execute();
}

export function alertsOf(db: Db, userId: number) {
  return db.q
    .selectFrom('job_alerts')
    .select([
      'id',
      'query',
      'frequency',
      'paused',
      'confirmed',
      'created_at as createdAt',
      'last_sent_at as lastSentAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * The user's refresh tokens (never their hashes), newest first, with their session's User-Agent
 * (migration 016's user_sessions) when it has one.
 */
export function sessionsOf(db: Db, userId: number) {
  return db.q
    .selectFrom('refresh_tokens as r')
    .leftJoin('user_sessions as s', 's.family_id', 'r.family_id')
    .select([
      'r.family_id as familyId',
      'r.remember',
      'r.created_at as createdAt',
      'r.expires_at as expiresAt',
      'r.used_at as usedAt',
      'r.revoked_at as revokedAt',
      's.user_agent as userAgent',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.id', 'desc')
    .execute();
}

/** An organisation user's organisation and its roles with their applicant counts (no people). */
export async function organisationOf(db: Db, orgId: number) {
  const org = await db.q
    .selectFrom('organisations as o')
    .innerJoin('org_types as t', 't.id', 'o.org_type_id')
    .leftJoin('cities as c', 'c.id', 'o.city_id')
    .select([
      'o.id',
      'o.name',
      't.type as orgType',
      'c.name as city',
      'o.about',
      'o.website',
      'o.created_at as createdAt',
    ])
    .where('o.id', '=', orgId)
    .executeTakeFirst();
  if (!org) return undefined;
  const roles = await db.q
    .selectFrom('jobs as j')
    .select((eb) => [
      'j.id',
      'j.name',
      'j.role_type as roleType',
      'j.salary',
      'j.date_posted as datePosted',
      'j.closing_date as closingDate',
      'j.closed_reason as closedReason',
      'j.closed_at as closedAt',
      eb
        .selectFrom('applications as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.job_id', '=', 'j.id')
        .as('applicants'),
    ])
    .where('j.org_id', '=', orgId)
    .orderBy('j.id')
    .execute();
  return { ...org, roles: roles.map((r) => ({ ...r, applicants: Number(r.applicants ?? 0) })) };
}

// ---- deleting an account ----

export interface DeletedAccount {
  email: string;
  firstName: string;
  /** Applicants of the roles closed because the last user of their organisation left. */
  closed: {
    jobName: string;
    organisation: string;
    moved: { email: string; firstName: string }[];
  }[];
}

/** Queues bytes to remove once `t` commits (SQLite; PostgreSQL's blobs go with their rows). */
async function queueRemovals(
  t: Db,
  storedNames: string[],
  now: number,
  removeAfterCommit = true,
): Promise<void> {
  if (t.engine !== 'sqlite' || storedNames.length === 0) return;
  for (const stored_name of storedNames) {
    await t.q
      .insertInto('file_removals')
      .values({ stored_name, queued_at: now })
      .onConflict((oc) => oc.column('stored_name').doNothing())
      .execute();
  }
  if (!removeAfterCommit) return;
  const db = t.base;
  afterCommit(t, () => {
    removeQueuedFiles(db, storedNames).catch(() => {
      // The sweep (server/work/retention.ts) removes what is left.
    });
  });
}

/**
 * Removes the bytes of queued file removals (all of them, or those named) and their queue rows:
 * after the deleting transaction, and by the sweep for what a crash left. Returns how many.
 */
export async function removeQueuedFiles(db: Db, only?: string[]): Promise<number> {
  let q = db.q.selectFrom('file_removals').select('stored_name').orderBy('stored_name');
  if (only) {
    if (only.length === 0) return 0;
    q = q.where('stored_name', 'in', only);
  }
  const rows = await q.limit(1000).execute();
  for (const { stored_name } of rows) {
    if (db.engine === 'sqlite') removeUpload(db.base.dataDir, stored_name);
    await db.q.deleteFrom('file_removals').where('stored_name', '=', stored_name).execute();
  }
  return rows.length;
}

/**
 * Marks files as removed (the rows stay for the applications pointing at them; names blanked
 * when `blank`) and drops their bytes: PostgreSQL's blobs now, SQLite's after the commit.
 */
async function removeFileBytes(
  t: Db,
  files: { id: number; stored_name: string }[],
  nowIso: string,
  now: number,
  blank: boolean,
  removeAfterCommit = true,
): Promise<void> {
  if (files.length === 0) return;
  const ids = files.map((f) => f.id);
  await t.q
    .updateTable('files')
    .set(blank ? { removed_at: nowIso, original_name: '' } : { removed_at: nowIso })
    .where('id', 'in', ids)
    .execute();
  if (t.engine === 'postgres')
    await t.q.deleteFrom('file_blobs').where('file_id', 'in', ids).execute();
  await queueRemovals(
    t,
    files.map((f) => f.stored_name),
    now,
    removeAfterCommit,
  );
}

/**
 * Deletes account `userId` in the transaction `t` (docs/decisions/025): undefined when there is
 * no such live account. `limitKeys`: the rate-limit rows keyed on it (they name its e-mail).
 * `removeAfterCommit` false leaves the bytes to the sweep (a test's crash after the commit).
 */
export async function deleteAccount(
  t: Db,
  userId: number,
  limitKeys: (emailKey: string) => string[],
  now: number,
  removeAfterCommit = true,
): Promise<DeletedAccount | undefined> {
  const nowIso = new Date(now).toISOString();
  const user = await t.q
    .selectFrom('users')
    .select(['id', 'email', 'email_key', 'first_name', 'role', 'org_id'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .$call((q) => (t.engine === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst();
  if (!user) return undefined;
  const closed: DeletedAccount['closed'] = [];

  // An organisation's last user: its open roles close as withdrawn, its page goes.
  if (user.org_id != null) {
    const others = await t.q
      .selectFrom('users')
      .select('id')
      .where('org_id', '=', user.org_id)
      .where('id', '<>', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const logos = await t.q
      .selectFrom('files')
      .select(['id', 'stored_name'])
      .where('owner_id', '=', userId)
      .where('kind', '=', 'logo')
      .where('removed_at', 'is', null)
      .execute();
    if (others.length > 0) {
      // The organisation's logo is the organisation's: it stays, owned by a remaining user.
      if (logos.length > 0) {
        await t.q
          .updateTable('files')
          .set({ owner_id: others[0].id })
          .where(
            'id',
            'in',
            logos.map((l) => l.id),
          )
          .execute();
      }
    } else {
      const org = await t.q
        .selectFrom('organisations')
        .select('name')
        .where('id', '=', user.org_id)
        .executeTakeFirstOrThrow();
      const roles = await t.q
        .selectFrom('jobs as j')
        .select(['j.id', 'j.name', ...LIFECYCLE_COLUMNS])
        .where('j.org_id', '=', user.org_id)
        .where('j.is_open', '=', 1)
        .orderBy('j.id')
        .execute();
      for (const role of roles) {
        if (!lifecycleOf(role, nowIso).open) continue;
        const moved = await closeRole(t, role.id, 'withdrawn', userId, nowIso);
        closed.push({
          jobName: role.name,
          organisation: org.name,
          moved: moved
            .filter((m) => m.email !== '')
            .map(({ email, firstName }) => ({ email, firstName })),
        });
      }
      await t.q
        .updateTable('organisations')
        .set({ deleted_at: nowIso, logo_file_id: null, about: '', website: '' })
        .where('id', '=', user.org_id)
        .execute();
    }
  }

  // The coach's applications stay, anonymous: no name, files or credential snapshots.
  const apps = t.q.selectFrom('applications').select('id').where('user_id', '=', userId);
  await t.q.deleteFrom('application_credentials').where('application_id', 'in', apps).execute();
  await t.q
    .updateTable('applications')
    .set({
      first_name: 'Deleted',
      last_name: 'applicant',
      referred_by: '',
      files_removed_at: nowIso,
    })
    .where('user_id', '=', userId)
    .execute();

  await t.q.deleteFrom('credentials').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('profiles').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('user_interests').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('saved_jobs').where('user_id', '=', userId).execute();
  await t.q
    .deleteFrom('job_alerts')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email_key', '=', user.email_key)]))
    .execute();
  await t.q.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  // Its sessions (devices) and a pending change of address (migration 016).
  await t.q.deleteFrom('user_sessions').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await t.q.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
  // Two-step sign-in's secret, codes and challenges; its reports lose the account (issue 32).
  await deleteTrustData(t, userId);
  const keys = limitKeys(user.email_key);
  if (keys.length > 0) await t.q.deleteFrom('rate_limits').where('key', 'in', keys).execute();
  // Mail to the address not yet sent (a sent one keeps no payload: queries/work.ts finishWork).
  const pending = await t.q
    .selectFrom('work')
    .select(['id', 'payload'])
    .where('kind', '=', 'mail')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
  const toUser = pending
    .filter((w) => {
      try {
        const to = (JSON.parse(w.payload) as { to?: unknown }).to;
        return typeof to === 'string' && to.toLowerCase() === user.email.toLowerCase();
      } catch {
        return false;
      }
    })
    .map((w) => w.id);
  if (toUser.length > 0) await t.q.deleteFrom('work').where('id', 'in', toUser).execute();

  // Files: those an application points at stay as nameless rows; the rest go.
  const files = await t.q
    .selectFrom('files')
    .select(['id', 'stored_name', 'removed_at'])
    .where('owner_id', '=', userId)
    .execute();
  const used = new Set(
    (
      await t.q
        .selectFrom('applications')
        .select(['resume_file_id', 'cv_file_id'])
        .where('user_id', '=', userId)
        .execute()
    ).flatMap((a) => [a.resume_file_id, a.cv_file_id]),
  );
  const kept = files.filter((f) => used.has(f.id));
  const gone = files.filter((f) => !used.has(f.id));
  await removeFileBytes(
    t,
    kept.filter((f) => f.removed_at == null),
    nowIso,
    now,
    true,
    removeAfterCommit,
  );
  await t.q
    .updateTable('files')
    .set({ original_name: '' })
    .where('id', 'in', kept.length ? kept.map((f) => f.id) : [-1])
    .execute();
  if (gone.length > 0) {
    await t.q
      .updateTable('organisations')
      .set({ logo_file_id: null })
      .where(
        'logo_file_id',
        'in',
        gone.map((f) => f.id),
      )
      .execute();
    await t.q
      .deleteFrom('files')
      .where(
        'id',
        'in',
        gone.map((f) => f.id),
      )
      .execute();
    await queueRemovals(
      t,
      gone.filter((f) => f.removed_at == null).map((f) => f.stored_name),
      now,
      removeAfterCommit,
    );
  }

  // The tombstone: tokens stop at once (epoch and valid-after), the address is free again.
  await t.q
    .updateTable('users')
    .set((eb) => ({
      email: '',
      email_key: `deleted:${userId}`,
      password_hash: '',
      first_name: '',
      last_name: '',
      mobile: '',
      org_id: null,
      deleted_at: nowIso,
      tokens_valid_after: Math.floor(now / 1000) + 1,
      session_epoch: eb('session_epoch', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  return { email: user.email, firstName: user.first_name, closed };
}

// ---- retention ----

type Kind = Schema['files']['kind'];

/**
 * A page of retention candidates (docs/decisions/025): resumes and cover letters with their
 * bytes that at least one application used, ids after `afterId`, judged by isPastRetention.
 */
export function retentionCandidates(db: Db, afterId: number, limit: number) {
  return db.q
    .selectFrom('files as f')
    .select(['f.id', 'f.owner_id', 'f.kind', 'f.stored_name'])
    .where('f.kind', 'in', ['resume', 'cv'] as Kind[])
    .where('f.removed_at', 'is', null)
    .where('f.id', '>', afterId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications as a')
          .select(sql<number>`1`.as('one'))
          .where((e) =>
            e.or([
              e('a.resume_file_id', '=', e.ref('f.id')),
              e('a.cv_file_id', '=', e.ref('f.id')),
            ]),
          ),
      ),
    )
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/**
 * Whether a resume or cover letter is past retention: every application using it ended (Not
 * successful, or its role closed: by its organisation or its closing date) at or before
 * `cutIso`, and it is not its owner's latest of its kind (GET /api/file/mine's rule).
 */
export async function isPastRetention(
  db: Db,
  f: { id: number; owner_id: number; kind: Kind },
  cutIso: string,
  nowIso: string,
): Promise<boolean> {
  const latest = await db.q
    .selectFrom('files')
    .select('id')
    .where('owner_id', '=', f.owner_id)
    .where('kind', '=', f.kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.id === f.id) return false;
  const uses = await db.q
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.status', 'a.status_changed_at', 'j.is_open', 'j.closed_at', 'j.closes_at'])
    .where((e) => e.or([e('a.resume_file_id', '=', f.id), e('a.cv_file_id', '=', f.id)]))
    .execute();
  if (uses.length === 0) return false;
  return uses.every((u) => {
    const roleClosed =
      u.is_open === 0 ? u.closed_at : u.closes_at && u.closes_at <= nowIso ? u.closes_at : null;
    const refused = u.status === 'Not successful' ? u.status_changed_at : null;
    const ended = [roleClosed, refused].filter((x): x is string => !!x).sort()[0];
    return ended !== undefined && ended <= cutIso;
  });
}

/** Removes one file past retention and marks its applications (rows stay); in `t`. */
export async function retireFile(
  t: Db,
  file: { id: number; stored_name: string },
  now: number,
): Promise<void> {
  const nowIso = new Date(now).toISOString();
  await removeFileBytes(t, [file], nowIso, now, false);
  await t.q
    .updateTable('applications')
    .set({ files_removed_at: nowIso })
    .where((e) => e.or([e('resume_file_id', '=', file.id), e('cv_file_id', '=', file.id)]))
    .where('files_removed_at', 'is', null)
    .execute();
}

/** A file's bytes in chunks: streamed from DATA_DIR/uploads on SQLite, the blob on PostgreSQL. */
export async function* fileChunks(
  db: Db,
  file: { id: number; stored_name: string },
): AsyncGenerator<Uint8Array> {
  if (db.engine === 'sqlite') {
    if (!/^[0-9a-f]{32}$/.test(file.stored_name)) return;
    const path = join(uploadsDir(db.base.dataDir), file.stored_name);
    try {
      for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
        yield chunk as Buffer;
      }
    } catch {
      // Bytes gone (removed since the list was read): the entry stays empty.
    }
    return;
  }
  const row = await db.q
    .selectFrom('file_blobs')
    .select('bytes')
    .where('file_id', '=', file.id)
    .executeTakeFirst();
  if (row) yield row.bytes;
}
