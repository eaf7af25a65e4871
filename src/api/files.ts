// Uploads: resume, cover letter and profile picture (multipart, with progress); downloads.

import { API_MESSAGES } from '../shared/messages';
import {
  CvUploadResponseSchema,
  MyDocumentsResponseSchema,
  PictureUploadResponseSchema,
  ResumeUploadResponseSchema,
} from '../shared/schemas/application';
import { type CallOptions, request } from './client';
import { type DownloadedFile, download } from './download';

export { type DownloadedFile, dispositionFileName } from './download';

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

/**
 * GET /api/file/mine (coach): the caller's latest uploaded resume and cover letter, or null.
 * A background load (the account menu), so a 403 does not leave the page.
 */
export function getMyDocuments(options?: CallOptions) {
  return request('/api/file/mine', {
    schema: MyDocumentsResponseSchema,
    redirectOn403: false,
    ...options,
  });
}

/**
 * GET /api/file/{id}: the caller's own resume or cover letter, or an applicant's (bearer), as a
 * blob; request()'s 401 refresh-and-retry and 403 handling, as every call.
 */
export async function downloadFile(id: number, options: CallOptions = {}): Promise<DownloadedFile> {
  return download(`/api/file/${encodeURIComponent(String(id))}`, { signal: options.signal });
}

/** POST /api/file/upload/picture (multipart picture: PNG or JPEG up to 1 MB) -> {pictureId}. */
export function uploadPicture(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('picture', file, file.name);
  return request('/api/file/upload/picture', {
    method: 'POST',
    formData: form,
    schema: PictureUploadResponseSchema,
    expectMessage: API_MESSAGES.pictureUploaded,
    ...options,
  });
}
