// Shared pieces of the mock handlers: API.md's failure body, the bearer check, the XSRF check.
import { HttpResponse } from 'msw';
import { ROLE_COACH, type Role } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { db } from './db';
import { readToken } from './tokens';

/** API.md failure: `{message: 'Error', detail, fields?}` with the given status. */
export function failure(status: number, detail: string, fields?: Record<string, string>) {
  return HttpResponse.json({ message: 'Error', detail, ...(fields ? { fields } : {}) }, { status });
}

/** 403 unless an unsafe request carries X-XSRF-TOKEN (API.md). */
export function checkXsrf(request: Request): Response | null {
  if (!request.headers.get('x-xsrf-token')) return failure(403, API_ERRORS.xsrfFailed);
  return null;
}

/** The signed-in user of a request, or the 401/403 response to return. */
export function authenticate(
  request: Request,
  role: Role | null = ROLE_COACH,
): { user: (typeof db.users)[number] } | { response: Response } {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  const claims = match ? readToken(match[1]) : null;
  if (!claims || claims.exp * 1000 <= Date.now()) {
    return { response: failure(401, API_ERRORS.authRequired) };
  }
  const user = db.users.find((u) => u.id === claims.sub);
  if (!user) return { response: failure(401, API_ERRORS.authRequired) };
  if (role && user.role !== role) {
    return { response: failure(403, API_ERRORS.forbidden) };
  }
  return { user };
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function publicUser(user: (typeof db.users)[number]) {
  const { password: _password, ...rest } = user;
  return rest;
}
