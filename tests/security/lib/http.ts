// A small HTTP client for a real server: keeps the XSRF-TOKEN cookie and echoes it in
// X-XSRF-TOKEN on unsafe methods, like the SPA does.
import { TEST_PASSWORD } from '../../../server/test-utils';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CallInit {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  noXsrf?: boolean;
}

export class Client {
  xsrf = '';
  constructor(readonly baseUrl: string) {}

  /** Fetches an XSRF cookie from the server (any GET sets one). */
  async init(): Promise<this> {
    const res = await fetch(`${this.baseUrl}/api/orgtype/list`);
    await res.arrayBuffer();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    this.xsrf = cookie.slice('XSRF-TOKEN='.length).split(';')[0];
    return this;
  }

  call(path: string, init: CallInit = {}): Promise<Response> {
    const method = (
      init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET')
    ).toUpperCase();
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (UNSAFE.has(method) && !init.noXsrf) {
      headers.cookie = `${headers.cookie ? `${headers.cookie}; ` : ''}XSRF-TOKEN=${this.xsrf}`;
      headers['x-xsrf-token'] = this.xsrf;
    }
    return fetch(`${this.baseUrl}${path}`, { method, headers, body });
  }

  async json<T = Record<string, unknown>>(path: string, init: CallInit = {}) {
    const res = await this.call(path, init);
    const text = await res.text();
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
    return { status: res.status, headers: res.headers, body: data as T, text };
  }

  async registerCoach(email: string, password = TEST_PASSWORD, headers?: Record<string, string>) {
    const r = await this.json('/api/coach/register', {
      headers,
      json: {
        firstName: 'Casey',
        lastName: 'Coach',
        mobileNumber: '0412345678',
        email,
        password,
        termsAndConditions: true,
      },
    });
    if (r.status !== 201) throw new Error(`register ${email}: ${r.status} ${r.text}`);
    return { email, password };
  }

  async login(email: string, password = TEST_PASSWORD, headers?: Record<string, string>) {
    const r = await this.json<{ token: string; refresh_token: string }>('/api/login', {
      headers,
      json: { username: email, password },
    });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.text}`);
    return r.body;
  }
}

/** multipart/form-data body with one file field and optional text fields. */
export function multipart(
  field: string,
  bytes: Uint8Array,
  fileName: string,
  extra: Record<string, string> = {},
  type = 'application/octet-stream',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}
