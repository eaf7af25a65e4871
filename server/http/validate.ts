import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { parseId } from '../../src/shared/ids';
import { fieldErrors } from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import type { AppEnv } from '../types';
import { ApiError } from './errors';

/** Unsafe /api requests whose body must be multipart/form-data (uploads); all others JSON. */
export function isMultipartPath(path: string): boolean {
  return path.startsWith('/api/file/upload/') || path === '/api/org/logo';
}

/** The bare media type of a Content-Type header, lower-cased ('' when absent). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * 415 unless the request's Content-Type is the one its route takes. Called by parseJson and by
 * upload handlers before they read the body, so that the order of API.md holds
 * (auth 401 and role 403 come first, then 415).
 */
export function assertContentType(
  c: Context<AppEnv>,
  expected: 'application/json' | 'multipart/form-data',
): void {
  if (mediaType(c.req.header('content-type')) !== expected) {
    throw new ApiError(415, API_ERRORS.unsupportedType);
  }
}

function validationError(error: z.core.$ZodError): ApiError {
  return new ApiError(400, API_ERRORS.validationFailed, fieldErrors(error));
}

/** Reads the JSON body (415 for another type, 400 malformed/invalid, 413 too large). */
export async function parseJson<S extends z.ZodMiniType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.infer<S>> {
  assertContentType(c, 'application/json');
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(413, API_ERRORS.bodyTooLarge);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, API_ERRORS.invalidJson);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ApiError(400, API_ERRORS.invalidJson);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data as z.infer<S>;
}

/** Parses the query string; a repeated parameter takes its first value (API.md). */
export function parseQuery<S extends z.ZodMiniType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const params = new URL(c.req.url).searchParams;
  const first: Record<string, string> = Object.create(null);
  for (const [key, value] of params) {
    if (!(key in first)) first[key] = value;
  }
  const result = schema.safeParse({ ...first });
  if (!result.success) throw validationError(result.error);
  return result.data as z.infer<S>;
}

/** A path id (src/shared/ids.ts), else 400 with `detail`. */
export function pathId(raw: string, detail: string): number {
  const id = parseId(raw);
  if (id === null) throw new ApiError(400, detail);
  return id;
}
