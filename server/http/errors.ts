import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERRORS } from '../../src/shared/texts/api-errors';

/**
 * A failure with API.md's body `{ message: 'Error', detail, fields? }`. Throw it anywhere in a
 * handler; the error handler turns it into the response. Bodies carry no per-request values.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export function failureBody(detail: string, fields?: Record<string, string>) {
  return fields
    ? { message: 'Error' as const, detail, fields }
    : { message: 'Error' as const, detail };
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  detail: string,
  fields?: Record<string, string>,
) {
  return c.json(failureBody(detail, fields), status);
}

export const badRequest = (detail: string, fields?: Record<string, string>) =>
  new ApiError(400, detail, fields);
export const unauthorized = (detail: string = API_ERRORS.authRequired) => new ApiError(401, detail);
export const forbidden = (detail: string = API_ERRORS.forbidden) => new ApiError(403, detail);
export const notFound = (detail: string = API_ERRORS.notFound) => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
