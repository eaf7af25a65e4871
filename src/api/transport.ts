// One HTTP exchange, for request() (client.ts) and session-recovery.ts: the JSON or multipart
// body, the XSRF cookie as X-XSRF-TOKEN on unsafe methods, the bearer token when one is stored, no
// timeout, and a network failure as ApiRequestError; no status handling. It imports nothing of
// the modules that use it, so the parts loaded on demand take what they need from here without
// closing a cycle back to the client.
// What a first visit (signed out, GETs only) never runs loads on demand (issue 8): the XSRF
// cookie handling for unsafe methods (xsrf.ts) and the upload transport (upload-xhr.ts); neither
// imports anything back. Each is imported as `import(...).then((m) => m.f(...))`: a destructured
// `await import()` makes the bundler wrap it in a function that re-exports what is named (bytes
// in the entry).
import { buildSearch } from '../lib/search-params';
import { SERVER_UNREACHABLE } from '../shared/texts/shell';
import { authState } from '../state/auth';

export type ApiErrorKind = 'http' | 'message' | 'parse' | 'network';

export class ApiRequestError extends Error {
  declare readonly status: number;
  declare readonly detail: string;
  declare readonly kind: ApiErrorKind;
  declare readonly fields: Record<string, string>;
  /** The parsed body (JSON value or text), when there was one. */
  declare readonly body?: unknown;

  constructor(init: {
    status: number;
    detail: string;
    kind: ApiErrorKind;
    fields?: Record<string, string>;
    body?: unknown;
  }) {
    super(init.detail);
    this.name = 'ApiRequestError';
    Object.assign(this, { fields: {} }, init);
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** What send() needs of a call (request() takes these and its own). */
export type SendOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Upload progress in percent (0-100); switches the transport to XMLHttpRequest. */
  onUploadProgress?: (percent: number) => void;
  /** Send the bearer token when stored (default true). */
  auth?: boolean;
  /** A download: a 2xx body is left unread for the caller (its bytes, api/files.ts). */
  unread?: boolean;
};

/** Resets of the in-flight state (shared refresh, XSRF priming) of the modules loaded on demand. */
const resets = new Set<() => void>();

/** For session-recovery.ts: registers what resetClient() forgets. */
export function onClientReset(reset: () => void): void {
  resets.add(reset);
}

/** For tests (client.ts's resetClient): forget any in-flight refresh or XSRF priming. */
export function resetTransport(): void {
  for (const reset of resets) reset();
}

/**
 * `path` with `query` as its query string (lib/search-params.ts's buildSearch: empty values, null
 * and undefined left out; a list as 'a,b').
 */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  return `${path}${buildSearch(query)}`;
}

export type RawResponse = {
  status: number;
  statusText: string;
  text: string;
  /** The response (not from XMLHttpRequest); with `unread`, a 2xx's body is still to read. */
  response?: Response;
};

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The method: as given, else POST with a body and GET without. */
export const methodOf = (options: SendOptions) =>
  options.method ?? (options.json !== undefined || options.formData ? 'POST' : 'GET');

/** One HTTP exchange, without request()'s status handling (session-recovery.ts refreshes with it). */
export async function send(path: string, options: SendOptions): Promise<RawResponse> {
  const method = methodOf(options);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  let body: BodyInit | null = null;
  if (options.formData) {
    body = options.formData; // the browser sets multipart/form-data with its boundary
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = buildUrl(path, options.query);
  try {
    if (method !== 'GET') {
      // Only unsafe methods need the XSRF cookie: its code loads with the first one (a chunk
      // that cannot load is a network failure, like the request itself).
      // (xsrf.ts imports nothing back: its reset is registered here, once, being a Set.)
      const xsrf = await import('./xsrf').then((m) => {
        onClientReset(m.resetXsrf);
        return m.ensureXsrfToken(send);
      });
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }
    if (options.auth !== false && authState.token) {
      headers.Authorization = `Bearer ${authState.token}`;
    }
    if (options.onUploadProgress) {
      // Only uploads need XMLHttpRequest (progress): its code loads when a file is picked.
      const { onUploadProgress } = options;
      return await import('./upload-xhr').then((m) =>
        m.sendWithXhr(
          url,
          method,
          headers,
          body as XMLHttpRequestBodyInit | null,
          onUploadProgress,
          options.signal,
        ),
      );
    }
    const response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    // A download's 2xx body stays unread: its caller takes the bytes from `response`.
    const text = options.unread && response.ok ? '' : await response.text().catch(() => '');
    return { status: response.status, statusText: response.statusText, text, response };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError({
      status: 0,
      kind: 'network',
      detail: SERVER_UNREACHABLE,
    });
  }
}
