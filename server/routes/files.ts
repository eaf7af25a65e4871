/**
 * Uploads and downloads (bearer token; unsafe methods also need the XSRF cookie + header).
 *
 *   POST /api/file/upload/resume  multipart: resume=<file>, resumeFileName=My CV.pdf   (ROLE_COACH)
 *     -> 201 {message:'Resume uploaded Successfully', resumeId:7, fileName:'My CV.pdf'}
 *   POST /api/file/upload/cv      multipart: cv=<file>, cvFileName=Cover letter.docx  (ROLE_COACH)
 *     -> 201 {message:'Cover Letter uploaded Successfully', cvId:8, fileName:'Cover letter.docx'}
 *     PDF, DOC or DOCX by content (else 415), at most 5 MB (else 413, checked while the body
 *     streams in, with or without Content-Length), at most 20 resumes and cover letters per
 *     user (else 409).
 *   POST /api/file/upload/picture multipart: picture=<PNG or JPEG up to 1 MB>          (signed in)
 *     -> 201 {message:'Profile picture uploaded Successfully', pictureId:9, fileName:'me.png'}
 *   GET /api/file/mine   -> the caller's latest uploaded resume and cover letter  (ROLE_COACH)
 *     {resume:{id:7, fileName:'My CV.pdf', createdAt:'2025-…Z'} | null, cv:{…} | null}
 *     (registered before /file/:id so the id route never answers it)
 *   GET /api/file/7      -> the bytes, Content-Disposition: attachment; filename*=UTF-8''My%20CV.pdf
 *     (only the owner, or a user of the organisation whose job received an application with it;
 *     everyone else 404)
 *   GET /api/user/picture -> the caller's profile picture bytes (404 when none)
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PICTURE_BYTES, MAX_UPLOAD_BYTES, ROLE_COACH } from '../../src/shared/constants';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import {
  canReadFile,
  type FileKind,
  getFile,
  getPictureOf,
  insertFile,
  latestDocumentsOf,
  QuotaExceededError,
} from '../db/queries/files';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { assertContentType, VALIDATION_FAILED } from '../http/validate';
import {
  CONTENT_TYPES,
  cleanFileName,
  contentDisposition,
  detectDocumentType,
  detectImageType,
  readUpload,
  removeUpload,
  storeUpload,
  withTypeExtension,
} from '../lib/uploads';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

export const PICTURE_UPLOADED = 'Profile picture uploaded Successfully';
export const FILE_TOO_LARGE = 'The file is larger than 5 MB.';
export const PICTURE_TOO_LARGE = 'The picture is larger than 1 MB.';
export const UNSUPPORTED_FILE = 'Only PDF, DOC and DOCX files are accepted.';
export const UNSUPPORTED_PICTURE = 'Only PNG and JPEG pictures are accepted.';
export const QUOTA_EXCEEDED = 'You can keep at most 20 files. Remove one before uploading another.';
export const FILE_NOT_FOUND = 'File not found.';

/** Room for the multipart envelope (boundaries, headers, the name field) around the file. */
const ENVELOPE_BYTES = 16 * 1024;

const tooLarge = (detail: string) =>
  bodyLimit({
    maxSize: (detail === FILE_TOO_LARGE ? MAX_UPLOAD_BYTES : MAX_PICTURE_BYTES) + ENVELOPE_BYTES,
    onError: () => {
      throw new ApiError(413, detail);
    },
  });

const multipartOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  assertContentType(c, 'multipart/form-data');
  await next();
};

async function readForm(c: Context<AppEnv>, tooLargeDetail: string) {
  try {
    return await c.req.parseBody();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    // A truncated or malformed multipart body, or the limit tripping inside the parser.
    if (e instanceof Error && /limit|too large/i.test(e.message))
      throw new ApiError(413, tooLargeDetail);
    throw badRequest(VALIDATION_FAILED, { _: 'The upload could not be read.' });
  }
}

export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const coach = requireRole(ROLE_COACH, deps);
  const now = () => new Date(deps.clock.now()).toISOString();

  const documentUpload = (kind: 'resume' | 'cv') =>
    app.post(
      `/file/upload/${kind}`,
      auth,
      coach,
      multipartOnly,
      tooLarge(FILE_TOO_LARGE),
      async (c) => {
        const form = await readForm(c, FILE_TOO_LARGE);
        const file = form[kind];
        if (!(file instanceof File)) {
          throw badRequest(VALIDATION_FAILED, { [kind]: MESSAGES.required });
        }
        if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, FILE_TOO_LARGE);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = detectDocumentType(bytes);
        if (!type) throw new ApiError(415, UNSUPPORTED_FILE);
        const given = form[`${kind}FileName`];
        const fileName = withTypeExtension(
          cleanFileName(
            typeof given === 'string' && given.trim() ? given : file.name,
            `${kind === 'resume' ? 'resume' : 'cover-letter'}.${type}`,
          ),
          type,
        );
        const id = saveFile(
          deps,
          c.get('user').id,
          kind,
          fileName,
          bytes,
          CONTENT_TYPES[type],
          now(),
        );
        return kind === 'resume'
          ? c.json({ message: API_MESSAGES.resumeUploaded, resumeId: id, fileName }, 201)
          : c.json({ message: API_MESSAGES.coverLetterUploaded, cvId: id, fileName }, 201);
      },
    );
  documentUpload('resume');
  documentUpload('cv');

  app.post('/file/upload/picture', auth, multipartOnly, tooLarge(PICTURE_TOO_LARGE), async (c) => {
    const form = await readForm(c, PICTURE_TOO_LARGE);
    const file = form.picture;
    if (!(file instanceof File)) {
      throw badRequest(VALIDATION_FAILED, { picture: MESSAGES.required });
    }
    if (file.size > MAX_PICTURE_BYTES) throw new ApiError(413, PICTURE_TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type) throw new ApiError(415, UNSUPPORTED_PICTURE);
    const ext = type === 'png' ? 'png' : 'jpg';
    const fileName = withTypeExtension(cleanFileName(file.name, `picture.${ext}`), ext);
    const id = saveFile(
      deps,
      c.get('user').id,
      'picture',
      fileName,
      bytes,
      CONTENT_TYPES[type],
      now(),
    );
    return c.json({ message: PICTURE_UPLOADED, pictureId: id, fileName }, 201);
  });

  // Before /file/:id, which would otherwise take 'mine' for an id.
  app.get('/file/mine', auth, coach, (c) => c.json(latestDocumentsOf(deps.db, c.get('user').id)));

  app.get('/file/:id', auth, (c) => {
    const raw = c.req.param('id');
    const file = /^\d{1,15}$/.test(raw) ? getFile(deps.db, Number(raw)) : undefined;
    if (!file || !canReadFile(deps.db, file, c.get('user').id)) throw notFound(FILE_NOT_FOUND);
    return sendFile(c, deps, file.stored_name, file.original_name, file.content_type, 'attachment');
  });

  app.get('/user/picture', auth, (c) => {
    const file = getPictureOf(deps.db, c.get('user').id);
    if (!file) throw notFound(FILE_NOT_FOUND);
    return sendFile(c, deps, file.stored_name, file.original_name, file.content_type, 'inline');
  });

  return app;
}

function saveFile(
  deps: AppDeps,
  ownerId: number,
  kind: FileKind,
  fileName: string,
  bytes: Uint8Array,
  contentType: string,
  createdAt: string,
): number {
  const stored = storeUpload(deps.config.dataDir, bytes);
  const replaced: string[] = [];
  try {
    const id = insertFile(
      deps.db,
      {
        owner_id: ownerId,
        kind,
        original_name: fileName,
        stored_name: stored,
        size: bytes.byteLength,
        content_type: contentType,
        created_at: createdAt,
      },
      replaced,
    );
    for (const name of replaced) removeUpload(deps.config.dataDir, name);
    return id;
  } catch (e) {
    removeUpload(deps.config.dataDir, stored);
    if (e instanceof QuotaExceededError) throw conflict(QUOTA_EXCEEDED);
    throw e;
  }
}

function sendFile(
  c: Context<AppEnv>,
  deps: AppDeps,
  stored: string,
  name: string,
  contentType: string,
  disposition: 'attachment' | 'inline',
) {
  const bytes = readUpload(deps.config.dataDir, stored);
  if (!bytes) throw notFound(FILE_NOT_FOUND);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(name, disposition),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
