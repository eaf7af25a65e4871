// A coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"), as
// server/routes/credentials.ts answers: coach only (an organisation 403, none 401), the request
// validated with the shared schema (400 with field messages), a sport not in the list or a
// document not the coach's own 400, another coach's id 404, more than MAX_CREDENTIALS 409. Each
// credential's status is on the coach's today (Sydney's date: the fixture coach is in NSW).
// The document upload checks the content (PDF, PNG or JPEG, else 415; over 5 MB 413).
import { HttpResponse, http } from 'msw';
import { MAX_UPLOAD_BYTES } from '../../../src/shared/constants';
import {
  credentialStatus,
  MAX_CREDENTIAL_FILES,
  MAX_CREDENTIALS,
} from '../../../src/shared/credentials';
import { MESSAGES } from '../../../src/shared/messages';
import { fieldErrors } from '../../../src/shared/schemas';
import { CredentialRequestSchema, credentialFields } from '../../../src/shared/schemas/credentials';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { CREDENTIAL_ERRORS as CE, CREDENTIAL_API } from '../../../src/shared/texts/credentials';
import { dateIn, zoneOfState } from '../../../src/shared/zoned-time';
import { db, type MockCredential, nextId } from '../db';
import { sportsTypes } from '../fixtures';
import { authenticate, checkXsrf, failure, readJson } from '../http';

/** The coach's today (YYYY-MM-DD) in Sydney. */
export const mockCoachToday = () => dateIn(Date.now(), zoneOfState('NSW'));

function answer(c: MockCredential, today: string) {
  const { userId: _userId, ...fields } = c;
  const file = c.fileId === null ? undefined : db.files.find((f) => f.id === c.fileId);
  return {
    ...fields,
    fileName: file?.fileName ?? null,
    ...credentialStatus(c.expiresOn, today),
  };
}

/** The request's stored fields, or the 400 to answer. */
async function parse(request: Request, userId: number) {
  const parsed = CredentialRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return { response: failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error)) };
  }
  const fields = credentialFields(parsed.data);
  const problems: Record<string, string> = {};
  if (fields.sportType) {
    const sport = sportsTypes.find((s) => s.name.toLowerCase() === fields.sportType?.toLowerCase());
    if (sport) fields.sportType = sport.name;
    else problems.sportType = CE.unknownSport;
  }
  if (
    fields.fileId !== null &&
    !db.files.some((f) => f.id === fields.fileId && f.userId === userId && f.kind === 'credential')
  ) {
    problems.fileId = CE.unknownFile;
  }
  if (Object.keys(problems).length) {
    return { response: failure(400, API_ERRORS.validationFailed, problems) };
  }
  return { fields };
}

const own = (userId: number, id: string | readonly string[] | undefined) =>
  db.credentials.find((c) => String(c.id) === id && c.userId === userId);

/** The type of a document by its first bytes: PDF, PNG or JPEG, else null. */
function documentType(bytes: Uint8Array): 'pdf' | 'png' | 'jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

export const credentialHandlers = [
  http.get('/api/user/credentials', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const today = mockCoachToday();
    const list = db.credentials
      .filter((c) => c.userId === auth.user.id)
      .map((c) => answer(c, today));
    return HttpResponse.json({ list });
  }),

  http.post('/api/user/credentials', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = await parse(request, auth.user.id);
    if ('response' in body) return body.response;
    const count = db.credentials.filter((c) => c.userId === auth.user.id).length;
    if (count >= MAX_CREDENTIALS) return failure(409, CE.tooMany(MAX_CREDENTIALS));
    const id = nextId();
    db.credentials.push({ ...body.fields, id, userId: auth.user.id });
    return HttpResponse.json({ message: CREDENTIAL_API.added, id }, { status: 201 });
  }),

  http.put('/api/user/credentials/:id', async ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = await parse(request, auth.user.id);
    if ('response' in body) return body.response;
    const credential = own(auth.user.id, params.id);
    if (!credential) return failure(404, CE.notFound);
    Object.assign(credential, body.fields);
    return HttpResponse.json({ message: CREDENTIAL_API.updated });
  }),

  http.delete('/api/user/credentials/:id', ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const credential = own(auth.user.id, params.id);
    if (!credential) return failure(404, CE.notFound);
    db.credentials = db.credentials.filter((c) => c !== credential);
    if (credential.fileId !== null) db.files = db.files.filter((f) => f.id !== credential.fileId);
    return HttpResponse.json({ message: CREDENTIAL_API.deleted });
  }),

  http.post('/api/file/upload/credential', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const form = await request.formData();
    const file = form.get('credential');
    if (!(file instanceof File)) {
      return failure(400, API_ERRORS.validationFailed, { credential: MESSAGES.required });
    }
    if (file.size > MAX_UPLOAD_BYTES) return failure(413, API_ERRORS.fileTooLarge);
    const type = documentType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!type) return failure(415, CE.unsupportedDocument);
    const documents = db.files.filter((f) => f.userId === auth.user.id && f.kind === 'credential');
    if (documents.length >= MAX_CREDENTIAL_FILES) {
      return failure(409, CE.tooManyDocuments(MAX_CREDENTIAL_FILES));
    }
    const fileId = nextId();
    const fileName = file.name.slice(0, 120);
    db.files.push({
      id: fileId,
      userId: auth.user.id,
      kind: 'credential',
      fileName,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json(
      { message: CREDENTIAL_API.documentUploaded, fileId, fileName },
      { status: 201 },
    );
  }),
];
