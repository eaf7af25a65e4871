// A coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"): the list, add, edit
// and remove, and the document upload. The document downloads through api/files.ts
// (GET /api/file/{fileId}, its owner only). Loaded on demand (/profile).
import { MessageResponseSchema } from '../shared/schemas';
import {
  type Credential,
  CredentialAddedResponseSchema,
  CredentialDocumentResponseSchema,
  CredentialListResponseSchema,
  type CredentialRequest,
} from '../shared/schemas/credentials';
import { CREDENTIAL_API } from '../shared/texts/credentials';
import { type CallOptions, request } from './client';
import type { UploadOptions } from './files';

/** GET /api/user/credentials -> the coach's credentials, each with its status on their today. */
export async function getCredentials(options?: CallOptions): Promise<Credential[]> {
  const body = await request('/api/user/credentials', {
    schema: CredentialListResponseSchema,
    ...options,
  });
  return body.list;
}

/** POST /api/user/credentials -> 201 'Credential Added' and the new id (409 beyond 30). */
export async function addCredential(
  credential: CredentialRequest,
  options?: CallOptions,
): Promise<number> {
  const body = await request('/api/user/credentials', {
    method: 'POST',
    json: credential,
    schema: CredentialAddedResponseSchema,
    expectMessage: CREDENTIAL_API.added,
    ...options,
  });
  return body.id;
}

/** PUT /api/user/credentials/{id} (the same body; replaces it) -> 'Credential Updated'. */
export async function updateCredential(
  id: number,
  credential: CredentialRequest,
  options?: CallOptions,
): Promise<void> {
  await request(`/api/user/credentials/${encodeURIComponent(String(id))}`, {
    method: 'PUT',
    json: credential,
    schema: MessageResponseSchema,
    expectMessage: CREDENTIAL_API.updated,
    ...options,
  });
}

/** DELETE /api/user/credentials/{id} -> 'Credential Deleted'. */
export async function deleteCredential(id: number, options?: CallOptions): Promise<void> {
  await request(`/api/user/credentials/${encodeURIComponent(String(id))}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
    expectMessage: CREDENTIAL_API.deleted,
    ...options,
  });
}

/**
 * POST /api/file/upload/credential (multipart `credential`: PDF, PNG or JPEG by content, else
 * 415; over 5 MB 413) -> 201 {fileId, fileName}.
 */
export function uploadCredentialDocument(file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('credential', file, file.name);
  return request('/api/file/upload/credential', {
    method: 'POST',
    formData: form,
    schema: CredentialDocumentResponseSchema,
    expectMessage: CREDENTIAL_API.documentUploaded,
    ...options,
  });
}
