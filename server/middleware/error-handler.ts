import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, failureBody } from '../http/errors';
import type { AppDeps, AppEnv } from '../types';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';

const STATUS_DETAIL: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication is required.',
  403: 'You do not have permission to access this resource.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
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
      const detail = STATUS_DETAIL[err.status] ?? 'The request is not valid.';
      return c.json(failureBody(detail), err.status);
    }
    const message = (err?.message ?? String(err)).replace(/\s+/g, ' ').slice(0, 500);
    deps.log(`error req=${c.get('requestId') ?? '-'} ${err?.name ?? 'Error'}: ${message}`);
    return c.json(failureBody(SOMETHING_WENT_WRONG), 500);
  };
}
