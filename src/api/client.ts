// Calls the API (STYLE.md "Data"): sends through transport.ts, the only caller of fetch, and
// treats 2xx as success. A non-2xx status, a `message` other than the expected one, a body that
// fails its schema or a network failure all throw ApiRequestError; nothing here crashes on a
// non-JSON body. Uploads with progress go through XMLHttpRequest (fetch reports no upload
// progress) and downloads (`unread`: the 2xx response itself, its bytes read by the caller) go
// through the same path, with the same headers and the same handling.
// The 401 session refresh and sign-out (session-recovery.ts) load on demand with the first 401 of
// a signed-in call (issue 8: a first visit is signed out); like the transport's own parts, it
// imports nothing back.
import { navigateTo } from '../lib/navigation';
import { authState } from '../state/auth';
import {
  ApiRequestError,
  buildUrl,
  methodOf,
  parseBody,
  type QueryValue,
  type RawResponse,
  resetTransport,
  type SendOptions,
  send,
} from './transport';

export {
  type ApiErrorKind,
  ApiRequestError,
  buildUrl,
  isApiRequestError,
  type RawResponse,
} from './transport';

/**
 * What parses a 2xx body: a zod/mini schema or a shape check (src/shared/schemas/shape.ts, which
 * the first-visit responses use so those pages carry no zod).
 */
export type ResponseSchema<T> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
};

export type RequestOptions<T> = SendOptions & {
  /** Parses the 2xx body; without one the body is returned as is. */
  schema?: ResponseSchema<T>;
  /** The success `message` the call must answer, or one of them (SPEC 7: a mismatch fails). */
  expectMessage?: string | readonly string[];
  /** The page's main load: a 5xx sends the user to /500. */
  mainLoad?: boolean;
  /** On 401 for a signed-in user, refresh once and retry (default true). */
  retryOn401?: boolean;
  /** On 403 go to /403 (default true). */
  redirectOn403?: boolean;
};

export function failureFromBody(
  status: number,
  statusText: string,
  body: unknown,
): ApiRequestError {
  let detail = statusText || `Request failed with status ${status}`;
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; fields?: unknown };
    if (typeof b.detail === 'string' && b.detail) detail = b.detail;
    if (b.fields && typeof b.fields === 'object') {
      for (const [key, value] of Object.entries(b.fields)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
  } else if (typeof body === 'string' && body.trim() && body.length < 300) {
    detail = body.trim();
  }
  return new ApiRequestError({ status, kind: 'http', detail, fields, body });
}

// ---- GETs started before their page asks (the first screen's main load: src/app/first-load.ts) ----

type Primed = { token: string | null; at: number; response: Promise<RawResponse> };
const primed = new Map<string, Primed>();
/** A primed answer older than this is not used (the page asks afresh). */
const PRIMED_TTL_MS = 30_000;

/**
 * Starts a GET now; the first request() for the same URL, with the same token, takes its answer
 * (once) instead of sending its own, and treats it exactly like its own: 401 recovery, 403 and
 * 5xx handling, message and schema checks.
 */
export function primeGet(
  path: string,
  query?: Record<string, QueryValue>,
  /** The answer's body when the page's HTML already carried it (a 200): nothing is sent. */
  text?: string | null,
): void {
  const url = buildUrl(path, query);
  const response = text ? Promise.resolve({ status: 200, statusText: '', text }) : send(url, {});
  response.catch(() => undefined); // handled by the request that takes it
  primed.set(url, { token: authState.token, at: Date.now(), response });
}

function takePrimed<T>(path: string, options: RequestOptions<T>): Promise<RawResponse> | null {
  const plainGet =
    methodOf(options) === 'GET' && !options.onUploadProgress && options.auth !== false;
  const url = buildUrl(path, options.query);
  const entry = primed.get(url);
  if (!plainGet || !entry) return null;
  primed.delete(url);
  if (entry.token !== authState.token || Date.now() - entry.at > PRIMED_TTL_MS) return null;
  const { signal } = options;
  if (!signal) return entry.response;
  return new Promise<RawResponse>((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    entry.response.then(resolve, reject);
  });
}

/**
 * Calls the API. Resolves with the schema-parsed 2xx body; throws ApiRequestError otherwise
 * (and AbortError when `signal` aborts).
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const tokenUsed = options.auth !== false ? authState.token : null;
  let raw = await (takePrimed(path, options) ?? send(path, options));

  if (raw.status === 401 && tokenUsed && options.retryOn401 !== false) {
    // Only a signed-in session recovers from a 401: its code loads with the first one (when it
    // cannot load, the 401 is an ordinary failure).
    const recovery = await import('./session-recovery').catch(() => null);
    if (recovery) {
      // The token may have been refreshed meanwhile by a concurrent call.
      const refreshed = authState.token !== tokenUsed ? true : await recovery.refreshSession();
      if (refreshed && authState.token) {
        raw = await send(path, options);
      }
      if (raw.status === 401) {
        recovery.signOutToSignIn();
      }
    }
  }

  const body = parseBody(raw.text);
  if (raw.status < 200 || raw.status > 299) {
    if (raw.status === 403 && options.redirectOn403 !== false) {
      navigateTo('/403', { replace: true });
    } else if (raw.status >= 500 && options.mainLoad) {
      navigateTo('/500', { replace: true });
    }
    throw failureFromBody(raw.status, raw.statusText, body);
  }
  // A download (`unread`): the caller reads the bytes.
  if (options.unread) return raw.response as T;

  if (options.expectMessage !== undefined) {
    const message =
      body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    const expected = options.expectMessage;
    if (
      typeof expected === 'string' ? message !== expected : !expected.includes(message as string)
    ) {
      throw new ApiRequestError({
        status: raw.status,
        kind: 'message',
        detail:
          typeof message === 'string'
            ? `Unexpected response message: ${message}`
            : 'The response carried no message.',
        body,
      });
    }
  }

  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path?.length ? ` at ${issue.path.map(String).join('.')}` : '';
    throw new ApiRequestError({
      status: raw.status,
      kind: 'parse',
      detail: `The server sent an unexpected response${where}.`,
      body,
    });
  }
  return parsed.data;
}

/** For tests: forget any in-flight refresh or XSRF priming. */
export function resetClient(): void {
  primed.clear();
  resetTransport();
}

/** The per-call options an endpoint function accepts from its caller. */
export type CallOptions = {
  signal?: AbortSignal;
  /** The page's main load: a 5xx sends the user to /500. */
  mainLoad?: boolean;
};
