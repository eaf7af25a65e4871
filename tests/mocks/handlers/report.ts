// POST /api/report (issue 32; API.md part 2): anyone may report a role, open or closed; a bearer
// is optional. The reason and details as the server checks them (ReportRequestSchema: 400 with
// fields), 404 for an unknown role. The rate limit (429) is left to the tests that need it
// (mockError), so that a test's own reports are never refused.
import { HttpResponse, http } from 'msw';
import { fieldErrors } from '../../../src/shared/schemas';
import { ReportRequestSchema } from '../../../src/shared/schemas/trust';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../../src/shared/texts/trust';
import { allJobs } from '../fixtures';
import { checkXsrf, failure, readJson } from '../http';

export const reportHandlers = [
  http.post('/api/report', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const parsed = ReportRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    if (!allJobs.some((j) => j.id === parsed.data.jobId))
      return failure(404, TRUST_ERRORS.jobNotFound);
    return HttpResponse.json({ message: TRUST_MESSAGES.reportReceived }, { status: 201 });
  }),
];
