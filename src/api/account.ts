// Your data, your account (issue 31; API.md part 2 "Privacy and account control"): change of
// e-mail and its confirmation, sessions, the export ZIP and deletion. Every call but the
// confirmation needs the bearer; export, delete and change e-mail need the password (a wrong one
// is 400 with fields.password, the 11th in 15 minutes 429).
import * as z from 'zod/mini';
import { MessageResponseSchema } from '../shared/schemas/api';
import { ACCOUNT_API } from '../shared/texts/account';
import { type CallOptions, request } from './client';
import { type DownloadedFile, dispositionFileName } from './files';

/** The scope of POST /api/user/validateUserToken for a change of e-mail. */
export const CHANGE_EMAIL_SCOPE = 'Change Email';

export const SessionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  device: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof SessionSchema>;
export const SessionListSchema = z.object({ list: z.array(SessionSchema) });

/** POST /api/user/change_email {password, newEmail} -> 'Please check your new email…'. */
export function changeEmail(body: { password: string; newEmail: string }, options?: CallOptions) {
  return request('/api/user/change_email', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: ACCOUNT_API.emailChangeSent,
    ...options,
  });
}

/** POST /api/user/validateUserToken {token, scope: 'Change Email'} -> 'Email Changed'. */
export function confirmEmailChange(token: string, options?: CallOptions) {
  return request('/api/user/validateUserToken', {
    method: 'POST',
    json: { token, scope: CHANGE_EMAIL_SCOPE },
    schema: MessageResponseSchema,
    expectMessage: ACCOUNT_API.emailChanged,
    redirectOn403: false,
    retryOn401: false,
    ...options,
  });
}

/** GET /api/user/sessions -> {list:[{id, createdAt, lastUsedAt, device, current}]}. */
export function getSessions(options: CallOptions = {}) {
  return request('/api/user/sessions', { schema: SessionListSchema, ...options }).then(
    (answer) => answer.list,
  );
}

/** DELETE /api/user/sessions/{id} -> 'Session Ended'. */
export function endSession(id: number | string, options?: CallOptions) {
  return request(`/api/user/sessions/${encodeURIComponent(String(id))}`, {
    method: 'DELETE',
    schema: MessageResponseSchema,
    expectMessage: ACCOUNT_API.sessionEnded,
    ...options,
  });
}

/** DELETE /api/user/sessions: every session but this one -> 'Sessions Ended'. */
export function endOtherSessions(options?: CallOptions) {
  return request('/api/user/sessions', {
    method: 'DELETE',
    schema: MessageResponseSchema,
    expectMessage: ACCOUNT_API.sessionsEnded,
    ...options,
  });
}

/** POST /api/user/export {password}: the ZIP's bytes and its file name (3 a day, then 429). */
export async function exportMyData(
  password: string,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const response = await request<Response>('/api/user/export', {
    method: 'POST',
    json: { password },
    signal: options.signal,
    unread: true,
  });
  const blob = await response.blob();
  return { blob, fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

/** POST /api/user/delete {password} -> 'Account Deleted'; the tokens stop working at once. */
export function deleteAccount(password: string, options?: CallOptions) {
  return request('/api/user/delete', {
    method: 'POST',
    json: { password },
    schema: MessageResponseSchema,
    expectMessage: ACCOUNT_API.deleted,
    ...options,
  });
}
