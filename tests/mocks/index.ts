// msw handlers for every call of API.md, grouped by area, and helpers to override them per test.
import { delay, HttpResponse, http, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { accountHandlers } from './handlers/account';
import { adminHandlers } from './handlers/admin';
import { alertHandlers } from './handlers/alerts';
import { authHandlers } from './handlers/auth';
import { credentialFitHandlers } from './handlers/credential-fit';
import { credentialHandlers } from './handlers/credentials';
import { employerHandlers } from './handlers/employer';
import { facetHandlers } from './handlers/facets';
import { fileHandlers, myDocumentsHandler } from './handlers/files';
import { jobApplyHandlers } from './handlers/job-apply';
import { jobHandlers } from './handlers/jobs';
import { lookupHandlers } from './handlers/lookups';
import { orgHandlers } from './handlers/org';
import { savedJobHandlers } from './handlers/saved-jobs';
import { totpHandlers } from './handlers/totp';
import { userHandlers } from './handlers/user';
import { failure } from './http';

export { AUDIT_FIXTURE_COUNT, adminUser } from './admin-db';
export { db, resetDb } from './db';
export * from './fixtures';
export {
  EXPORTS_PER_DAY,
  MOCK_OPERATOR,
  VALID_EMAIL_TOKEN,
  WRONG_PASSWORD,
} from './handlers/account';
export { alertConfirmToken } from './handlers/alerts';
export { VALID_CONFIRM_TOKEN, VALID_RESET_TOKEN } from './handlers/auth';
export { credentialFitMock } from './handlers/credential-fit';
export { MOCK_XSRF_TOKEN } from './handlers/lookups';
export {
  enableTotp,
  hasTotp,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
} from './handlers/totp';
export { failure } from './http';
export { makeToken, readToken } from './tokens';

export const handlers: RequestHandler[] = [
  // Before every /api/file/:id handler, which would take 'mine' for an id.
  myDocumentsHandler,
  // Before fileHandlers: it answers organisations' downloads of applicants' files.
  ...employerHandlers,
  // Before authHandlers: it answers POST /api/user/validateUserToken for 'Change Email' only.
  ...accountHandlers,
  ...authHandlers,
  ...userHandlers,
  ...lookupHandlers,
  ...jobHandlers,
  ...facetHandlers,
  ...jobApplyHandlers,
  ...fileHandlers,
  ...credentialHandlers,
  ...orgHandlers,
  ...savedJobHandlers,
  ...alertHandlers,
  ...credentialFitHandlers,
  ...adminHandlers,
  ...totpHandlers,
];

export const server = setupServer(...handlers);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Replace one endpoint for the current test with a fixed JSON answer. */
export function mockJson(method: Method, path: string, body: JsonBodyType, status = 200) {
  server.use(http[method](path, () => HttpResponse.json(body, { status })));
}

/** Make one endpoint fail for the current test with API.md's failure body. */
export function mockError(
  method: Method,
  path: string,
  status: number,
  detail: string = API_ERRORS.somethingWentWrong,
  fields?: Record<string, string>,
) {
  server.use(http[method](path, () => failure(status, detail, fields)));
}

/** Make one endpoint answer a network error for the current test. */
export function mockNetworkError(method: Method, path: string) {
  server.use(http[method](path, () => HttpResponse.error()));
}

/**
 * Records every request to `path` (any method) while still letting the normal handler answer.
 * Returns the list, filled as requests arrive (clones, so bodies can be read).
 */
export function recordRequests(path: string): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.clone());
  });
  return seen;
}

export { delay, HttpResponse, http };
