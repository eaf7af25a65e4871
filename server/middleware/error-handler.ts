import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { ApiError, failureBody } from '../http/errors';
import type { AppDeps, AppEnv } from '../types';

const STATUS_DETAIL: Record<number, string> = {
  400: API_ERRORS.requestNotValid,
  401: API_ERRORS.authRequired,
  403: API_ERRORS.forbidden,
  404: API_ERRORS.notFound,
  405: API_ERRORS.methodNotAllowed,
  413: API_ERRORS.bodyTooLarge,
  415: API_ERRORS.unsupportedType,
};

/**
 * ApiError -> its status and body; hono's HTTPException -> its status with a generic body;
 * anything else -> 500 with a generic body, the message logged with the request id.
 */
export function errorHandler(deps: AppDeps) {
  return (err: Error, c: Context<AppEnv>) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(failureBody(err.detail, err.fields), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const detail = STATUS_DETAIL[err.status] ?? API_ERRORS.requestNotValid;
      return c.json(failureBody(detail), err.status);
    }
    const message = (err?.message ?? String(err)).replace(/\s+/g, ' ').slice(0, 500);
    deps.log(`error req=${c.get('requestId') ?? '-'} ${err?.name ?? 'Error'}: ${message}`);
    return c.json(failureBody(API_ERRORS.somethingWentWrong), 500);
  };
}
