// Your data, your account (issue 31; API.md part 2 "Privacy and account control"): change of
// e-mail and its confirmation, sessions, the export ZIP and deletion. Every call but the
// confirmation needs the bearer; export, delete and change e-mail need the password (a wrong one
// is 400 with fields.password, the 11th in 15 minutes 429).
import {
  type ChangeEmailRequest,
  ChangeEmailResponseSchema,
  EmailChangedResponseSchema,
  OperatorResponseSchema,
  type Session,
  SessionEndedResponseSchema,
  SessionsEndedResponseSchema,
  SessionsResponseSchema,
} from '../shared/schemas/account';
import { AccountDeletedResponseSchema } from '../shared/schemas/account-data';
import { CHANGE_EMAIL_SCOPE } from '../shared/texts/account-control';
import { type CallOptions, request } from './client';
import { type DownloadedFile, download } from './download';

export type AccountSession = Session;

/** POST /api/user/change_email {password, newEmail} -> 'Please check your new email…'. */
export function changeEmail(body: ChangeEmailRequest, options?: CallOptions) {
  return request('/api/user/change_email', {
    method: 'POST',
    json: body,
    schema: ChangeEmailResponseSchema,
    ...options,
  });
}

/** POST /api/user/validateUserToken {token, scope: 'Change Email'} -> 'Email Changed'. */
export function confirmEmailChange(token: string, options?: CallOptions) {
  return request('/api/user/validateUserToken', {
    method: 'POST',
    json: { token, scope: CHANGE_EMAIL_SCOPE },
    schema: EmailChangedResponseSchema,
    redirectOn403: false,
    retryOn401: false,
    ...options,
  });
}

/** GET /api/user/sessions -> {list:[{id, createdAt, lastUsedAt, device, current}]}. */
export function getSessions(options: CallOptions = {}) {
  return request('/api/user/sessions', { schema: SessionsResponseSchema, ...options }).then(
    (answer) => answer.list,
  );
}

/** DELETE /api/user/sessions/{id} -> 'Session Ended'. */
export function endSession(id: number | string, options?: CallOptions) {
  return request(`/api/user/sessions/${encodeURIComponent(String(id))}`, {
    method: 'DELETE',
    schema: SessionEndedResponseSchema,
    ...options,
  });
}

/** DELETE /api/user/sessions: every session but this one -> 'Sessions Ended'. */
export function endOtherSessions(options?: CallOptions) {
  return request('/api/user/sessions', {
    method: 'DELETE',
    schema: SessionsEndedResponseSchema,
    ...options,
  });
}

/** POST /api/user/export {password}: the ZIP's bytes and its file name (3 a day, then 429). */
export function exportMyData(password: string, options: CallOptions = {}): Promise<DownloadedFile> {
  return download('/api/user/export', { json: { password }, signal: options.signal });
}

/** POST /api/user/delete {password} -> 'Account Deleted'; the tokens stop working at once. */
export function deleteAccount(password: string, options?: CallOptions) {
  return request('/api/user/delete', {
    method: 'POST',
    json: { password },
    schema: AccountDeletedResponseSchema,
    ...options,
  });
}

/** GET /api/site/operator -> {name, email}: who runs this Touchline (OPERATOR_NAME, OPERATOR_EMAIL). */
export function getOperator(options: CallOptions = {}) {
  return request('/api/site/operator', {
    schema: OperatorResponseSchema,
    auth: false,
    retryOn401: false,
    redirectOn403: false,
    ...options,
  });
}
