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
import { MAX_PICTURE_BYTES, MAX_UPLOAD_BYTES, ROLE_COACH } from '../../src/shared/constants';
import { parseId } from '../../src/shared/ids';
import { MESSAGES } from '../../src/shared/messages';
import { API_MESSAGES } from '../../src/shared/texts/api';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import {
  canReadFile,
  type FileKind,
  type FileRow,
  getFile,
  latestDocumentsOf,
  pictureOf,
  QuotaExceededError,
  readFileBytes,
  saveUserFile,
} from '../db/queries/files';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { multipartOnly, readForm, tooLarge } from '../http/upload-body';
import {
  CONTENT_TYPES,
  cleanFileName,
  contentDisposition,
  detectDocumentType,
  detectImageType,
  withTypeExtension,
} from '../lib/uploads';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const coach = requireRole(ROLE_COACH, deps);
  const now = () => new Date(deps.clock.now()).toISOString();

  /** Records the upload (bytes in the database or on disk: db/queries/files.ts); its id. */
  const save = async (
    ownerId: number,
    kind: FileKind,
    fileName: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<number> => {
    try {
      return await saveUserFile(
        deps.db,
        {
          owner_id: ownerId,
          kind,
          original_name: fileName,
          content_type: contentType,
          created_at: now(),
        },
        bytes,
      );
    } catch (e) {
      if (e instanceof QuotaExceededError) throw conflict(API_ERRORS.quotaExceeded);
      throw e;
    }
  };

  const documentUpload = (kind: 'resume' | 'cv') =>
    app.post(
      `/file/upload/${kind}`,
      auth,
      coach,
      multipartOnly,
      tooLarge(API_ERRORS.fileTooLarge),
      async (c) => {
        const form = await readForm(c, API_ERRORS.fileTooLarge);
        const file = form[kind];
        if (!(file instanceof File)) {
          throw badRequest(API_ERRORS.validationFailed, { [kind]: MESSAGES.required });
        }
        if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, API_ERRORS.fileTooLarge);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = detectDocumentType(bytes);
        if (!type) throw new ApiError(415, API_ERRORS.unsupportedFile);
        const given = form[`${kind}FileName`];
        const fileName = withTypeExtension(
          cleanFileName(
            typeof given === 'string' && given.trim() ? given : file.name,
            `${kind === 'resume' ? 'resume' : 'cover-letter'}.${type}`,
          ),
          type,
        );
        const id = await save(c.get('user').id, kind, fileName, bytes, CONTENT_TYPES[type]);
        return kind === 'resume'
          ? c.json({ message: API_MESSAGES.resumeUploaded, resumeId: id, fileName }, 201)
          : c.json({ message: API_MESSAGES.coverLetterUploaded, cvId: id, fileName }, 201);
      },
    );
  documentUpload('resume');
  documentUpload('cv');

  app.post(
    '/file/upload/picture',
    auth,
    multipartOnly,
    tooLarge(API_ERRORS.pictureTooLarge),
    async (c) => {
      const form = await readForm(c, API_ERRORS.pictureTooLarge);
      const file = form.picture;
      if (!(file instanceof File)) {
        throw badRequest(API_ERRORS.validationFailed, { picture: MESSAGES.required });
      }
      if (file.size > MAX_PICTURE_BYTES) throw new ApiError(413, API_ERRORS.pictureTooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = detectImageType(bytes);
      if (!type) throw new ApiError(415, API_ERRORS.unsupportedPicture);
      const ext = type === 'png' ? 'png' : 'jpg';
      const fileName = withTypeExtension(cleanFileName(file.name, `picture.${ext}`), ext);
      const id = await save(c.get('user').id, 'picture', fileName, bytes, CONTENT_TYPES[type]);
      return c.json({ message: API_MESSAGES.pictureUploaded, pictureId: id, fileName }, 201);
    },
  );

  // Before /file/:id, which would otherwise take 'mine' for an id.
  app.get('/file/mine', auth, coach, async (c) =>
    c.json(await latestDocumentsOf(deps.db, c.get('user').id)),
  );

  app.get('/file/:id', auth, async (c) => {
    // Any id that is not the caller's to read is 404, a malformed one too (no 400 to probe with).
    const id = parseId(c.req.param('id'));
    const file = id === null ? undefined : await getFile(deps.db, id);
    if (!file || !(await canReadFile(deps.db, file, c.get('user').id))) {
      throw notFound(API_ERRORS.fileNotFound);
    }
    return sendFile(c, deps, file, 'attachment');
  });

  app.get('/user/picture', auth, async (c) => {
    const file = await pictureOf(deps.db, c.get('user').id);
    if (!file) throw notFound(API_ERRORS.fileNotFound);
    return sendFile(c, deps, file, 'inline');
  });

  return app;
}

async function sendFile(
  c: Context<AppEnv>,
  deps: AppDeps,
  file: FileRow,
  disposition: 'attachment' | 'inline',
) {
  const bytes = await readFileBytes(deps.db, file);
  if (!bytes) throw notFound(API_ERRORS.fileNotFound);
  // A view of the bytes read, not a copy.
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  return c.body(body, 200, {
    'Content-Type': file.content_type,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(file.original_name, disposition),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
