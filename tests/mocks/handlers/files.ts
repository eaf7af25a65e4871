// Uploads (multipart): resume, cover letter and picture. Type and size checked like the server
// does. Downloads: GET /api/file/{id} (owner only) and GET /api/user/picture. GET /api/file/mine:
// the coach's latest resume and cover letter.
import { HttpResponse, http } from 'msw';
import { MAX_PICTURE_BYTES, MAX_UPLOAD_BYTES, ROLE_COACH } from '../../../src/shared/constants';
import { API_MESSAGES, MESSAGES } from '../../../src/shared/messages';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { db, nextId } from '../db';
import { authenticate, checkXsrf, failure } from '../http';

function upload(kind: 'resume' | 'cv') {
  return async ({ request }: { request: Request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const form = await request.formData();
    const file = form.get(kind);
    if (!(file instanceof File))
      return failure(400, API_ERRORS.validationFailed, { [kind]: MESSAGES.required });
    if (file.size > MAX_UPLOAD_BYTES) return failure(413, API_ERRORS.fileTooLarge);
    if (!/\.(pdf|docx?)$/i.test(file.name)) return failure(415, API_ERRORS.unsupportedFile);
    const id = nextId();
    const fileName = String(form.get(`${kind}FileName`) ?? file.name).slice(0, 120);
    db.files.push({
      id,
      userId: auth.user.id,
      kind,
      fileName,
      createdAt: new Date().toISOString(),
    });
    return kind === 'resume'
      ? HttpResponse.json(
          { message: API_MESSAGES.resumeUploaded, resumeId: id, fileName },
          { status: 201 },
        )
      : HttpResponse.json(
          { message: API_MESSAGES.coverLetterUploaded, cvId: id, fileName },
          { status: 201 },
        );
  };
}

/** The bytes a mock download answers: a tiny PDF naming the file. */
export function mockFileBytes(fileName: string): string {
  return `%PDF-1.4\n% ${fileName}\n%%EOF\n`;
}

/**
 * GET /api/file/mine (coach; organisation 403): the caller's latest resume and cover letter.
 * Listed before every `/api/file/:id` handler (the employer one comes first) so none takes 'mine'.
 */
export const myDocumentsHandler = http.get('/api/file/mine', ({ request }) => {
  const auth = authenticate(request, ROLE_COACH);
  if ('response' in auth) return auth.response;
  const latest = (kind: 'resume' | 'cv') => {
    const file = db.files.findLast((f) => f.userId === auth.user.id && f.kind === kind);
    return file ? { id: file.id, fileName: file.fileName, createdAt: file.createdAt } : null;
  };
  return HttpResponse.json({ resume: latest('resume'), cv: latest('cv') });
});

export const fileHandlers = [
  http.post('/api/file/upload/resume', upload('resume')),
  http.post('/api/file/upload/cv', upload('cv')),

  http.post('/api/file/upload/picture', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    const form = await request.formData();
    const file = form.get('picture');
    if (!(file instanceof File))
      return failure(400, API_ERRORS.validationFailed, { picture: MESSAGES.required });
    if (file.size > MAX_PICTURE_BYTES) return failure(413, API_ERRORS.pictureTooLarge);
    if (!/\.(png|jpe?g)$/i.test(file.name)) return failure(415, API_ERRORS.unsupportedPicture);
    const id = nextId();
    db.files.push({
      id,
      userId: auth.user.id,
      kind: 'picture',
      fileName: file.name,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json(
      { message: API_MESSAGES.pictureUploaded, pictureId: id, fileName: file.name },
      { status: 201 },
    );
  }),

  http.get('/api/file/:id', ({ request, params }) => {
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    const file = db.files.find((f) => String(f.id) === params.id && f.userId === auth.user.id);
    if (!file) return failure(404, API_ERRORS.fileNotFound);
    return new HttpResponse(mockFileBytes(file.fileName), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    });
  }),
];
