/**
 * Your data, your account (issue 31 = API.md part 2 "Privacy and account control (issue 19)";
 * docs/decisions/025-account-data.md). Bearer required, coaches and organisation users alike;
 * the current password is checked by server/lib/password-check.ts, counted like a sign-in (a
 * wrong one is 400 fields.password; the 11th failure in 15 minutes is 429 and locks sign-in too).
 *
 *   POST /api/user/export {password} -> 200 application/zip (attachment), streamed: data.json
 *        (src/shared/schemas/account-data.ts ExportDataSchema, docs/api.md) and every file the
 *        user uploaded under readable names. 3 a day per account, else 429 with Retry-After.
 *   POST /api/user/delete {password} -> 200 {message:'Account Deleted'}: one transaction
 *        (server/db/queries/account-data.ts deleteAccount), the goodbye mail through the outbox,
 *        the files' bytes removed after the commit (a crash's leftovers by the sweep in
 *        server/work/retention.ts). Tokens stop working at once.
 */

import { Zip, ZipPassThrough } from 'fflate';
import { Hono } from 'hono';
import {
  AccountPasswordRequestSchema,
  EXPORT_SCHEMA_VERSION,
  type ExportData,
} from '../../src/shared/schemas/account-data';
import {
  ACCOUNT_DATA_API,
  ACCOUNT_DATA_MAIL,
  ACCOUNT_DATA_ERRORS as ADE,
} from '../../src/shared/texts/account-data';
import { MAIL_TEXTS } from '../../src/shared/texts/mail';
import { tx } from '../db/connect';
import {
  accountOf,
  alertsOf,
  applicationsPage,
  credentialsWithRemindersOf,
  deleteAccount,
  fileChunks,
  interestNamesOf,
  type OwnFile,
  organisationOf,
  ownFilesOf,
  profileOf,
  savedJobsOf,
  sessionsOf,
} from '../db/queries/account-data';
import { trustExportOf } from '../db/queries/account-trust-data';
import { currentWindow, hitLimit } from '../db/queries/rate-limits';
import { ApiError, unauthorized } from '../http/errors';
import { parseJson } from '../http/validate';
import { checkPassword } from '../lib/password-check';
import { deviceOf } from '../lib/user-agent';
import { LIMITS } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

/** Exports per account per day (API.md). */
export const EXPORTS_PER_DAY = 3;
const DAY_MS = 24 * 3600_000;

/** A name safe as one path segment in the ZIP. */
function segment(name: string, fallback: string): string {
  const clean = name
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return clean || fallback;
}

const FOLDERS: Record<OwnFile['kind'], string> = {
  resume: 'resumes',
  cv: 'cover-letters',
  credential: 'credentials',
  picture: 'picture',
  logo: 'organisation',
};

/** Each own file's path in the ZIP: <folder>/<id>-<its name>. */
export function exportPath(f: Pick<OwnFile, 'id' | 'kind' | 'originalName'>): string {
  return `${FOLDERS[f.kind]}/${f.id}-${segment(f.originalName, String(f.kind))}`;
}

/** One log line, like server/lib/log.ts authLine's: ids and time only. */
const accountLine = (event: string, userId: number, requestId: string, at: number) =>
  `account ${event} at=${new Date(at).toISOString()} user=${userId} req=${requestId}`;

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

export function accountDataRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.post('/user/export', auth, async (c) => {
    const { password } = await parseJson(c, AccountPasswordRequestSchema);
    const userId = c.get('user').id;
    await checkPassword(deps, userId, password, { requestId: c.get('requestId') });
    const now = deps.clock.now();
    const key = `export:${userId}`;
    const counted = await hitLimit(deps.db, key, now, DAY_MS, EXPORTS_PER_DAY);
    if (!counted) {
      const w = await currentWindow(deps.db, key, now, DAY_MS);
      const wait = Math.max(1, Math.ceil(((w?.window_start ?? now) + DAY_MS - now) / 1000));
      throw new ApiError(429, ADE.exportLimit, undefined, { 'Retry-After': String(wait) });
    }
    deps.log(accountLine('data_exported', userId, c.get('requestId'), now));
    const stamp = new Date(now).toISOString().slice(0, 10);
    return c.body(exportStream(deps, userId, now), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="touchline-data-${stamp}.zip"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.post('/user/delete', auth, async (c) => {
    const { password } = await parseJson(c, AccountPasswordRequestSchema);
    const userId = c.get('user').id;
    await checkPassword(deps, userId, password, { requestId: c.get('requestId') });
    const now = deps.clock.now();
    const base = deps.config.publicUrl.replace(/\/+$/, '');
    const limitKeys = (k: string) => [
      ...Object.keys(LIMITS).map((name) => `${name}:${k}`),
      `export:${userId}`,
    ];
    await tx(deps.db, async (t) => {
      const gone = await deleteAccount(t, userId, limitKeys, now);
      if (!gone) throw unauthorized();
      for (const role of gone.closed) {
        for (const m of role.moved) {
          const text = MAIL_TEXTS.roleClosedText({
            firstName: m.firstName,
            organisation: role.organisation,
            jobName: role.jobName,
            filled: false,
            link: `${base}/jobsapplied`,
          });
          const subject = MAIL_TEXTS.roleClosedSubject(role.jobName, role.organisation);
          await queueMail(t, { to: m.email, subject, text }, now, deps.work);
        }
      }
      await queueMail(
        t,
        {
          to: gone.email,
          subject: ACCOUNT_DATA_MAIL.goodbyeSubject,
          text: ACCOUNT_DATA_MAIL.goodbyeText({ firstName: gone.firstName, publicUrl: base }),
        },
        now,
        deps.work,
      );
    });
    deps.log(accountLine('account_deleted', userId, c.get('requestId'), now));
    return c.json({ message: ACCOUNT_DATA_API.deleted });
  });

  return app;
}

/**
 * The export as a ZIP stream: each pull of the reader runs one step (a page of rows, a chunk of
 * a file) through fflate's streaming Zip, so nothing waits in memory beyond one step's bytes.
 */
function exportStream(deps: AppDeps, userId: number, now: number): ReadableStream<Uint8Array> {
  let steps: AsyncGenerator<void> | undefined;
  let zip: Zip | undefined;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) {
          controller.error(err);
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      steps = exportSteps(deps, userId, now, zip);
    },
    async pull(controller) {
      // A step may write nothing out (fflate holds a later entry until the one before ends):
      // run steps until bytes went out, since a pull that enqueues nothing is not called again.
      try {
        const before = sent;
        while (sent === before) {
          const r = await steps?.next();
          if (r?.done) {
            zip?.end();
            return;
          }
        }
      } catch (e) {
        deps.log(`export failed for user ${userId}: ${e instanceof Error ? e.name : 'error'}`);
        controller.error(e);
      }
    },
    cancel() {
      void steps?.return(undefined);
    },
  });
}

const encoder = new TextEncoder();
type TrustPart = 'twoStepSignIn' | 'reports' | 'auditEntries';

async function* exportSteps(
  deps: AppDeps,
  userId: number,
  now: number,
  zip: Zip,
): AsyncGenerator<void> {
  const db = deps.db;
  const account = await accountOf(db, userId);
  if (!account) throw new Error('no account');
  const files = await ownFilesOf(db, userId);
  const pathOf = new Map(files.map((f) => [f.id, exportPath(f)]));
  const path = (id: number | null) => (id == null ? null : (pathOf.get(id) ?? null));

  const json = new ZipPassThrough('data.json');
  zip.add(json);
  const put = (text: string) => json.push(encoder.encode(text));

  const profile = await profileOf(db, userId);
  const head: Omit<ExportData, 'applications' | 'files' | 'organisation' | TrustPart> = {
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: new Date(now).toISOString(),
    account: {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      mobile: account.mobile,
      role: account.role,
      emailVerified: account.emailVerified === 1,
      createdAt: account.createdAt,
    },
    profile: profile
      ? {
          address1: profile.address1,
          address2: profile.address2,
          state: profile.state,
          city: profile.city,
          zipcode: profile.zipcode,
          picture: path(profile.pictureId),
        }
      : null,
    interests: await interestNamesOf(db, userId),
    credentials: (await credentialsWithRemindersOf(db, userId)).map(({ fileId, ...c }) => ({
      ...c,
      file: path(fileId),
    })),
    savedJobs: await savedJobsOf(db, userId),
    alerts: (await alertsOf(db, userId)).map((a) => ({
      ...a,
      paused: a.paused === 1,
      confirmed: a.confirmed === 1,
      createdAt: iso(a.createdAt) ?? '',
      lastSentAt: iso(a.lastSentAt),
    })),
    settings: {
      closingReminders: account.closingReminders === 1,
      credentialReminders: account.credentialReminders === 1,
    },
    sessions: (await sessionsOf(db, userId)).map((s) => ({
      createdAt: iso(s.createdAt) ?? '',
      expiresAt: iso(s.expiresAt) ?? '',
      lastUsedAt: iso(s.usedAt),
      endedAt: iso(s.revokedAt),
      rememberMe: s.remember === 1,
      device: s.userAgent == null ? null : deviceOf(s.userAgent),
    })),
  };
  const headText = JSON.stringify(head);
  put(`${headText.slice(0, -1)},"applications":[`);
  yield;

  let after = 0;
  let first = true;
  for (;;) {
    const page = await applicationsPage(db, userId, after);
    for (const a of page) {
      const { resumeId, cvId, credentials, ...rest } = a;
      const item: ExportData['applications'][number] = {
        ...rest,
        resume: path(resumeId),
        coverLetter: path(cvId),
        credentials: credentials.map(({ fileId, ...s }) => ({ ...s, file: path(fileId) })),
      };
      put(`${first ? '' : ','}${JSON.stringify(item)}`);
      first = false;
    }
    yield;
    if (page.length === 0) break;
    after = page[page.length - 1].id;
  }

  const fileList: ExportData['files'] = files.map((f) => ({
    file: exportPath(f),
    kind: f.kind,
    originalName: f.originalName,
    size: f.size,
    contentType: f.contentType,
    uploadedAt: f.createdAt,
  }));
  const organisation =
    account.orgId == null ? null : ((await organisationOf(db, account.orgId)) ?? null);
  // Trust and safety (issue 32): two-step sign-in's state, reports, own audit entries.
  const trust: Pick<ExportData, TrustPart> = await trustExportOf(db, userId);
  put(
    `],"files":${JSON.stringify(fileList)},"organisation":${JSON.stringify(organisation)},${JSON.stringify(trust).slice(1)}`,
  );
  json.push(new Uint8Array(0), true);
  yield;

  for (const f of files) {
    const entry = new ZipPassThrough(exportPath(f));
    zip.add(entry);
    for await (const chunk of fileChunks(db, f)) {
      entry.push(chunk);
      yield;
    }
    entry.push(new Uint8Array(0), true);
    yield;
  }
}
