// Job alerts (issue 26, API.md part 2 "Job alerts"): create (a coach's, or a visitor's by e-mail
// with double opt-in), confirm, and a coach's list, change and delete. Loaded on demand (the
// alert dialog, /alerts, /alerts/confirm).
import type { AlertFrequency } from '../shared/constants';
import {
  AlertCreatedResponseSchema,
  AlertListResponseSchema,
  type AlertQuery,
  type AlertUpdateRequest,
  type JobAlert,
} from '../shared/schemas/alerts';
import { MessageResponseSchema } from '../shared/schemas/api';
import { ALERTS_API } from '../shared/texts/alerts';
import { type CallOptions, request } from './client';

const alertPath = (id: number) => `/api/alerts/${encodeURIComponent(String(id))}`;

/** POST /api/alerts with the coach's bearer -> 201 {message: 'Job Alert Created', id}. */
export async function createAlert(
  body: { query: AlertQuery; frequency: AlertFrequency },
  options?: CallOptions,
): Promise<number> {
  const answer = await request('/api/alerts', {
    method: 'POST',
    json: body,
    schema: AlertCreatedResponseSchema,
    expectMessage: ALERTS_API.created,
    ...options,
  });
  return answer.id;
}

/**
 * POST /api/alerts without a bearer {email, query, frequency} -> 202 'Please check your email to
 * confirm your job alert.' (the same for every address).
 */
export function createVisitorAlert(
  body: { email: string; query: AlertQuery; frequency: AlertFrequency },
  options?: CallOptions,
) {
  return request('/api/alerts', {
    method: 'POST',
    json: body,
    auth: false,
    schema: MessageResponseSchema,
    expectMessage: ALERTS_API.checkEmail,
    ...options,
  });
}

/** POST /api/alerts/confirm {token} -> 'Job Alert Confirmed'; 404 for an unknown or used token. */
export function confirmAlert(token: string, options?: CallOptions) {
  return request('/api/alerts/confirm', {
    method: 'POST',
    json: { token },
    auth: false,
    schema: MessageResponseSchema,
    expectMessage: ALERTS_API.confirmed,
    ...options,
  });
}

/** GET /api/alerts: the coach's alerts. */
export async function listAlerts(options?: CallOptions): Promise<JobAlert[]> {
  return (await request('/api/alerts', { schema: AlertListResponseSchema, ...options })).list;
}

/** PUT /api/alerts/{id} {query?, frequency?, paused?} -> 'Job Alert Updated'. */
export function updateAlert(id: number, change: AlertUpdateRequest, options?: CallOptions) {
  return request(alertPath(id), {
    method: 'PUT',
    json: change,
    schema: MessageResponseSchema,
    expectMessage: ALERTS_API.updated,
    ...options,
  });
}

/** DELETE /api/alerts/{id} -> 'Job Alert Deleted'. */
export function deleteAlert(id: number, options?: CallOptions) {
  return request(alertPath(id), {
    method: 'DELETE',
    schema: MessageResponseSchema,
    expectMessage: ALERTS_API.deleted,
    ...options,
  });
}
