// The only caller of fetch (STYLE.md "Data"). Sends and accepts JSON, carries the XSRF cookie as
// X-XSRF-TOKEN on unsafe methods, adds the bearer token when one is stored, has no timeout, and
// treats 2xx as success. A non-2xx status, a `message` other than the expected one, a body that
// fails its schema or a network failure all throw ApiRequestError; nothing here crashes on a
// non-JSON body. Uploads with progress go through XMLHttpRequest (fetch reports no upload
// progress) with the same headers and the same handling.
import { currentLocation, navigateTo } from '../lib/navigation';
import { signInPathFor } from '../lib/return-path';
import { authState, setTokens, signOut } from '../state/auth';

export type ApiErrorKind = 'http' | 'message' | 'parse' | 'network';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly fields: Record<string, string>;
  readonly kind: ApiErrorKind;
  /** The parsed body (JSON value or text), when there was one. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    detail: string;
    kind: ApiErrorKind;
    fields?: Record<string, string>;
    body?: unknown;
  }) {
    super(init.detail);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.detail = init.detail;
    this.kind = init.kind;
    this.fields = init.fields ?? {};
    this.body = init.body;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

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

type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  json?: unknown;
  formData?: FormData;
  /** Parses the 2xx body; without one the body is returned as is. */
  schema?: ResponseSchema<T>;
  /** The success `message` the call must answer (SPEC 7: a mismatch is a failure). */
  expectMessage?: string;
  signal?: AbortSignal;
  /** Upload progress in percent (0-100); switches the transport to XMLHttpRequest. */
  onUploadProgress?: (percent: number) => void;
  /** The page's main load: a 5xx sends the user to /500. */
  mainLoad?: boolean;
  /** Send the bearer token when stored (default true). */
  auth?: boolean;
  /** On 401 for a signed-in user, refresh once and retry (default true). */
  retryOn401?: boolean;
  /** On 403 go to /403 (default true). */
  redirectOn403?: boolean;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const XSRF_COOKIE = 'XSRF-TOKEN';
/** A cheap GET that makes the server set the XSRF cookie (it sets it on any response). */
const XSRF_PRIME_PATH = '/api/orgtype/list';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

let xsrfPriming: Promise<void> | null = null;

/** Makes sure the XSRF cookie exists before an unsafe call (one shared GET when it does not). */
async function ensureXsrfToken(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  xsrfPriming ??= fetch(XSRF_PRIME_PATH, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      xsrfPriming = null;
    });
  await xsrfPriming;
  return readCookie(XSRF_COOKIE);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export type RawResponse = { status: number; statusText: string; text: string };

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<RawResponse> {
  const method =
    options.method ?? (options.json !== undefined || options.formData ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  let body: BodyInit | null = null;
  if (options.formData) {
    body = options.formData; // the browser sets multipart/form-data with its boundary
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (UNSAFE.has(method)) {
    const xsrf = await ensureXsrfToken();
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  if (options.auth !== false && authState.token) {
    headers.Authorization = `Bearer ${authState.token}`;
  }
  const url = buildUrl(path, options.query);
  try {
    if (options.onUploadProgress) {
      // Only uploads need XMLHttpRequest (progress): its code loads when a file is picked.
      const { sendWithXhr } = await import('./upload-xhr');
      return await sendWithXhr(
        url,
        method,
        headers,
        body as XMLHttpRequestBodyInit | null,
        options.onUploadProgress,
        options.signal,
      );
    }
    const response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    let text = '';
    try {
      text = await response.text();
    } catch {
      text = '';
    }
    return { status: response.status, statusText: response.statusText, text };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError({
      status: 0,
      kind: 'network',
      detail: 'The server could not be reached. Check your connection and try again.',
    });
  }
}

export function failureFromBody(
  status: number,
  statusText: string,
  body: unknown,
): ApiRequestError {
  let detail = statusText || `Request failed with status ${status}`;
  let fields: Record<string, string> | undefined;
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; fields?: unknown };
    if (typeof b.detail === 'string' && b.detail) detail = b.detail;
    if (b.fields && typeof b.fields === 'object') {
      fields = {};
      for (const [key, value] of Object.entries(b.fields as Record<string, unknown>)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
  } else if (typeof body === 'string' && body.trim() && body.length < 300) {
    detail = body.trim();
  }
  return new ApiRequestError({ status, kind: 'http', detail, fields, body });
}

// ---- session refresh (API.md: try the refresh token once, then sign out) ----

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for a new pair. Concurrent callers share one request.
 * Resolves false when there is no refresh token or the server refuses it.
 */
export function refreshSession(): Promise<boolean> {
  const refreshToken = authState.refresh_token;
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const raw = await send('/api/token/refresh', {
        method: 'POST',
        json: { refresh_token: refreshToken },
        auth: false,
      });
      if (raw.status < 200 || raw.status > 299) return false;
      const body = parseBody(raw.text) as { token?: unknown; refresh_token?: unknown } | null;
      if (!body || typeof body.token !== 'string' || typeof body.refresh_token !== 'string') {
        return false;
      }
      setTokens({ token: body.token, refresh_token: body.refresh_token });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * POST /api/logout {refresh_token}: revokes the refresh token server-side. Fired without waiting
 * (API.md); a failure changes nothing for the user, who is signed out client-side anyway.
 */
export function logoutRequest(refreshToken: string | null): void {
  if (!refreshToken) return;
  request('/api/logout', {
    method: 'POST',
    json: { refresh_token: refreshToken },
    auth: false,
    retryOn401: false,
    redirectOn403: false,
  }).catch(() => undefined);
}

/** Signs out and sends the user to /signin with the location to come back to. */
export function signOutToSignIn(): void {
  const from = currentLocation();
  signOut();
  navigateTo(signInPathFor(from), { replace: true });
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
  let raw = await send(path, options);

  if (raw.status === 401 && tokenUsed && options.retryOn401 !== false) {
    // The token may have been refreshed meanwhile by a concurrent call.
    const refreshed = authState.token !== tokenUsed ? true : await refreshSession();
    if (refreshed && authState.token) {
      raw = await send(path, options);
    }
    if (raw.status === 401) {
      signOutToSignIn();
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

  if (options.expectMessage !== undefined) {
    const message =
      body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    if (message !== options.expectMessage) {
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
  refreshing = null;
  xsrfPriming = null;
}

/** The per-call options an endpoint function accepts from its caller. */
export type CallOptions = {
  signal?: AbortSignal;
  /** The page's main load: a 5xx sends the user to /500. */
  mainLoad?: boolean;
};
