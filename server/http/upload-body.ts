/**
 * The body of an upload (server/routes/files.ts, credentials.ts): multipart only (415 before the
 * body is read), its size limited while it streams in (413, with or without Content-Length),
 * and read into a form (a malformed body is 400).
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PICTURE_BYTES, MAX_UPLOAD_BYTES } from '../../src/shared/constants';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import type { AppEnv } from '../types';
import { ApiError, badRequest } from './errors';
import { assertContentType } from './validate';

/** Room for the multipart envelope (boundaries, headers, the name field) around the file. */
const ENVELOPE_BYTES = 16 * 1024;

type TooLarge = typeof API_ERRORS.fileTooLarge | typeof API_ERRORS.pictureTooLarge;

// Before the body is read (API.md): from Content-Length, or while a chunked body streams in.
export const tooLarge = (detail: TooLarge) =>
  bodyLimit({
    maxSize:
      (detail === API_ERRORS.fileTooLarge ? MAX_UPLOAD_BYTES : MAX_PICTURE_BYTES) + ENVELOPE_BYTES,
    onError: () => {
      throw new ApiError(413, detail);
    },
  });

export const multipartOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  assertContentType(c, 'multipart/form-data');
  await next();
};

export async function readForm(c: Context<AppEnv>, tooLargeDetail: TooLarge) {
  try {
    return await c.req.parseBody();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    // A truncated or malformed multipart body, or the limit tripping inside the parser.
    if (e instanceof Error && /limit|too large/i.test(e.message))
      throw new ApiError(413, tooLargeDetail);
    throw badRequest(API_ERRORS.validationFailed, { _: API_ERRORS.uploadUnreadable });
  }
}
