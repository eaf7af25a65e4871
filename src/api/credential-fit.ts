// A coach's fit with a role (issue 30; API.md "Credentials"): GET /api/job/fit/{jobId}. Loaded
// with the role page's credentials panel (a lazy chunk), never on a first visit.
import type { FitLine } from '../shared/credentials';
import { FitResponseSchema } from '../shared/schemas/credential-fit';
import { type CallOptions, request } from './client';

/** GET /api/job/fit/{jobId} (a coach) -> one line per requirement the role sets. */
export async function getJobFit(jobId: number | string, options?: CallOptions): Promise<FitLine[]> {
  const body = await request(`/api/job/fit/${encodeURIComponent(String(jobId))}`, {
    schema: FitResponseSchema,
    ...options,
  });
  return body.fit;
}
