// Uploads (multipart): resume and cover letter. Type and size checked like the server does.
import { HttpResponse, http } from 'msw';
import { MAX_UPLOAD_BYTES } from '../../../src/shared/constants';
import { API_MESSAGES } from '../../../src/shared/messages';
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
      return failure(400, 'Please choose a file.', { [kind]: 'Required field' });
    if (file.size > MAX_UPLOAD_BYTES) return failure(413, 'The file is larger than 5 MB.');
    if (!/\.(pdf|docx?)$/i.test(file.name))
      return failure(415, 'Only PDF, DOC or DOCX files are accepted.');
    const id = nextId();
    const fileName = String(form.get(`${kind}FileName`) ?? file.name).slice(0, 120);
    db.files.push({ id, userId: auth.user.id, kind, fileName });
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

export const fileHandlers = [
  http.post('/api/file/upload/resume', upload('resume')),
  http.post('/api/file/upload/cv', upload('cv')),
];
