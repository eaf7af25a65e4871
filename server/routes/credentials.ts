/**
 * A coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"; docs/decisions/023).
 * ROLE_COACH only: an organisation's token is 403, none 401. Another coach's id is 404, like a
 * missing one. Card numbers are never logged (the request log has paths and ids only).
 *
 *   GET    /api/user/credentials       -> {list:[Credential]} oldest first, each with its
 *          status on the coach's today (profile state's zone, else Sydney): status
 *          'current'|'expiring'|'expired' and days to expiry (null: no expiry)
 *   POST   /api/user/credentials       {type, state?, number?, wwccType?, level?, sportType?,
 *          name?, issuedOn?, expiresOn?, fileId?} -> 201 {message:'Credential Added', id}
 *          (400 {message:'Error', detail, fields}: src/shared/schemas/credentials.ts, a sport
 *          not in the list, a fileId not one of the coach's credential documents; 409 at 30)
 *   PUT    /api/user/credentials/{id}  the same body (replaces it) -> {message:'Credential Updated'}
 *   DELETE /api/user/credentials/{id}  -> {message:'Credential Deleted'} (its document too,
 *          unless an application's snapshot holds it)
 *   POST   /api/file/upload/credential multipart `credential` (PDF, PNG or JPEG by content,
 *          else 415; over 5 MB 413; 30 documents, apart from resumes, else 409)
 *          -> 201 {message:'Credential Document Uploaded', fileId, fileName}
 *   The document downloads at GET /api/file/{fileId} (server/routes/files.ts), for its owner only.
 */
import { type Context, Hono } from 'hono';
import { MAX_UPLOAD_BYTES, ROLE_COACH } from '../../src/shared/constants';
import {
  credentialStatus,
  MAX_CREDENTIAL_FILES,
  MAX_CREDENTIALS,
  stateCode,
} from '../../src/shared/credentials';
import { parseId } from '../../src/shared/ids';
import { MESSAGES } from '../../src/shared/messages';
import {
  type CredentialRequest,
  CredentialRequestSchema,
  credentialFields,
} from '../../src/shared/schemas/credentials';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { CREDENTIAL_ERRORS as CE, CREDENTIAL_API } from '../../src/shared/texts/credentials';
import { dateIn, zoneOfState } from '../../src/shared/zoned-time';
import { sportIdNamed } from '../db/queries/coaching-context';
import {
  addCredential,
  credentialsOf,
  deleteCredential,
  isOwnCredentialFile,
  profileStateOf,
  type StoredFields,
  saveCredentialDocument,
  TooManyCredentialsError,
  TooManyDocumentsError,
  updateCredential,
} from '../db/queries/credentials';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { multipartOnly, readForm, tooLarge } from '../http/upload-body';
import { parseJson } from '../http/validate';
import {
  CONTENT_TYPES,
  cleanFileName,
  detectDocumentType,
  detectImageType,
  withTypeExtension,
} from '../lib/uploads';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

/** The coach's today (YYYY-MM-DD) in their profile state's zone, else Sydney's. */
export async function coachToday(deps: AppDeps, userId: number): Promise<string> {
  const code = stateCode(await profileStateOf(deps.db, userId));
  return dateIn(deps.clock.now(), zoneOfState(code ?? 'NSW'));
}

export function credentialRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const coach = [requireAuth(deps), requireRole(ROLE_COACH, deps)] as const;
  const nowIso = () => new Date(deps.clock.now()).toISOString();

  /** The request's stored fields: the sport by its tag, the document checked as the coach's. */
  const stored = async (userId: number, body: CredentialRequest): Promise<StoredFields> => {
    const { sportType, ...fields } = credentialFields(body);
    const problems: Record<string, string> = {};
    let sportTypeId: number | null = null;
    if (sportType) {
      sportTypeId = (await sportIdNamed(deps.db, sportType)) ?? null;
      if (sportTypeId === null) problems.sportType = CE.unknownSport;
    }
    if (fields.fileId !== null && !(await isOwnCredentialFile(deps.db, userId, fields.fileId))) {
      problems.fileId = CE.unknownFile;
    }
    if (Object.keys(problems).length) throw badRequest(API_ERRORS.validationFailed, problems);
    return { ...fields, sportTypeId };
  };
  /** A path id; a malformed one is not found either (nothing to probe with). */
  const credentialId = (c: Context<AppEnv>): number => {
    const id = parseId(c.req.param('id') ?? '');
    if (id === null) throw notFound(CE.notFound);
    return id;
  };

  app.get('/user/credentials', ...coach, async (c) => {
    const userId = c.get('user').id;
    const [rows, today] = await Promise.all([
      credentialsOf(deps.db, userId),
      coachToday(deps, userId),
    ]);
    const list = rows.map((r) => ({ ...r, ...credentialStatus(r.expiresOn, today) }));
    return c.json({ list });
  });

  app.post('/user/credentials', ...coach, async (c) => {
    const userId = c.get('user').id;
    const body = await parseJson(c, CredentialRequestSchema);
    const fields = await stored(userId, body);
    try {
      const id = await addCredential(deps.db, userId, fields, nowIso());
      return c.json({ message: CREDENTIAL_API.added, id }, 201);
    } catch (e) {
      if (e instanceof TooManyCredentialsError) throw conflict(CE.tooMany(MAX_CREDENTIALS));
      throw e;
    }
  });

  app.put('/user/credentials/:id', ...coach, async (c) => {
    const userId = c.get('user').id;
    const id = credentialId(c);
    const body = await parseJson(c, CredentialRequestSchema);
    const fields = await stored(userId, body);
    if (!(await updateCredential(deps.db, userId, id, fields, nowIso()))) {
      throw notFound(CE.notFound);
    }
    return c.json({ message: CREDENTIAL_API.updated });
  });

  app.delete('/user/credentials/:id', ...coach, async (c) => {
    const id = credentialId(c);
    if (!(await deleteCredential(deps.db, c.get('user').id, id))) throw notFound(CE.notFound);
    return c.json({ message: CREDENTIAL_API.deleted });
  });

  app.post(
    '/file/upload/credential',
    ...coach,
    multipartOnly,
    tooLarge(API_ERRORS.fileTooLarge),
    async (c) => {
      const form = await readForm(c, API_ERRORS.fileTooLarge);
      const file = form.credential;
      if (!(file instanceof File)) {
        throw badRequest(API_ERRORS.validationFailed, { credential: MESSAGES.required });
      }
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, API_ERRORS.fileTooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = detectDocumentType(bytes) === 'pdf' ? 'pdf' : detectImageType(bytes);
      if (!type) throw new ApiError(415, CE.unsupportedDocument);
      const ext = type === 'jpeg' ? 'jpg' : type;
      const fileName = withTypeExtension(cleanFileName(file.name, `credential.${ext}`), ext);
      try {
        const fileId = await saveCredentialDocument(
          deps.db,
          {
            owner_id: c.get('user').id,
            original_name: fileName,
            content_type: CONTENT_TYPES[type],
            created_at: nowIso(),
          },
          bytes,
        );
        return c.json({ message: CREDENTIAL_API.documentUploaded, fileId, fileName }, 201);
      } catch (e) {
        if (e instanceof TooManyDocumentsError) {
          throw conflict(CE.tooManyDocuments(MAX_CREDENTIAL_FILES));
        }
        throw e;
      }
    },
  );

  return app;
}
