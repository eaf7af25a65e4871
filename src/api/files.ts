// Uploads: resume, cover letter and profile picture (multipart, with progress); downloads.

import * as z from 'zod/mini';
import { API_MESSAGES } from '../shared/messages';
import { CvUploadResponseSchema, ResumeUploadResponseSchema } from '../shared/schemas/application';
import { type CallOptions, request } from './client';
import { requestBlob } from './download';

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

const OwnDocumentSchema = z.object({ id: z.number(), fileName: z.string(), createdAt: z.string() });
export const MyDocumentsResponseSchema = z.object({
  resume: z.nullable(OwnDocumentSchema),
  cv: z.nullable(OwnDocumentSchema),
});
export type MyDocuments = z.infer<typeof MyDocumentsResponseSchema>;

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

/** GET /api/file/{id}: the caller's own resume or cover letter (bearer), as a blob. */
export function downloadFile(id: number, options?: CallOptions) {
  return requestBlob(`/api/file/${encodeURIComponent(String(id))}`, options);
}

export const PictureUploadResponseSchema = z.object({
  message: z.string(),
  pictureId: z.number(),
  fileName: z.string(),
});

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
