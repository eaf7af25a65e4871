// Uploads: resume and cover letter (multipart, with progress).
import { API_MESSAGES } from '../shared/messages';
import { CvUploadResponseSchema, ResumeUploadResponseSchema } from '../shared/schemas';
import { type CallOptions, request } from './client';

export type UploadOptions = CallOptions & { onUploadProgress?: (percent: number) => void };

/** POST /api/file/upload/resume (multipart resume, resumeFileName) -> {resumeId, fileName}. */
export function uploadResume(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('resume', file, file.name);
  form.append('resumeFileName', file.name);
  return request('/api/file/upload/resume', {
    method: 'POST',
    formData: form,
    schema: ResumeUploadResponseSchema,
    expectMessage: API_MESSAGES.resumeUploaded,
    ...options,
  });
}

/** POST /api/file/upload/cv (multipart cv, cvFileName) -> {cvId, fileName}. */
export function uploadCv(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('cv', file, file.name);
  form.append('cvFileName', file.name);
  return request('/api/file/upload/cv', {
    method: 'POST',
    formData: form,
    schema: CvUploadResponseSchema,
    expectMessage: API_MESSAGES.coverLetterUploaded,
    ...options,
  });
}
