// POST /api/report (issue 32): anyone may report a role; a signed-in user's bearer goes with it
// (the client sends it when stored), so that an account counts as one reporter. Loaded with the
// report dialog only.
import { ReportResponseSchema } from '../shared/schemas/trust';
import { type ReportReason, TRUST_MESSAGES } from '../shared/texts/trust';
import { request } from './client';

export type ReportBody = { jobId: number; reason: ReportReason; details: string };

/** POST /api/report -> 201 'Report Received'. */
export function sendReport(body: ReportBody) {
  return request('/api/report', {
    method: 'POST',
    json: body,
    schema: ReportResponseSchema,
    expectMessage: TRUST_MESSAGES.reportReceived,
  });
}
