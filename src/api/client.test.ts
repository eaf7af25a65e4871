import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  db,
  MOCK_XSRF_TOKEN,
  mockError,
  mockJson,
  mockNetworkError,
  recordRequests,
  server,
} from '../../tests/mocks';
import { signInAs } from '../../tests/render';
import { setNavigator } from '../lib/navigation';
import { STORAGE_KEYS } from '../shared/constants';
import { API_ERRORS } from '../shared/texts/api-errors';
import { authState } from '../state/auth';
import { forgotPassword } from './auth';
import { ApiRequestError, buildUrl, primeGet, request } from './client';
import { downloadFile, uploadResume } from './files';
import { getJobDetail } from './job-detail';
import { listJobs, primeJobDetail } from './jobs';
import { getLoggedInUser } from './user';

function captureNavigation(start = '/apply/12?x=1') {
  const visits: { to: string; replace?: boolean }[] = [];
  setNavigator({
    navigate: (to, options) => visits.push({ to, replace: options?.replace }),
    back: () => undefined,
    current: () => start,
  });
  return visits;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('query strings', () => {
  it('leave out empty, null and undefined values and write a list as a,b', async () => {
    expect(
      buildUrl('/api/job/list', { title: '', orgtype: null, location: undefined, interests: [] }),
    ).toBe('/api/job/list');
    expect(
      buildUrl('/api/job/list', { title: 'coach & co', interests: ['AFL', 'Netball'], page: 0 }),
    ).toBe('/api/job/list?title=coach+%26+co&interests=AFL,Netball&page=0');
    const seen = recordRequests('/api/job/list');
    await listJobs({ title: '', orgtype: 'School', interests: [] });
    expect(new URL(seen[0].url).search).toBe('?orgtype=School&page=1&postPerPage=25');
  });
});

describe('request headers', () => {
  it('sends JSON with Accept, Content-Type and the XSRF cookie as X-XSRF-TOKEN', async () => {
    const seen = recordRequests('/api/reset-password/forgot-password');
    await forgotPassword({ email: 'casey.morgan@example.com' });
    expect(seen).toHaveLength(1);
    const req = seen[0];
    expect(req.method).toBe('POST');
    expect(req.headers.get('accept')).toBe('application/json, text/plain, */*');
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.headers.get('x-xsrf-token')).toBe(MOCK_XSRF_TOKEN);
    expect(await req.json()).toEqual({ email: 'casey.morgan@example.com' });
  });

  it('first obtains the XSRF cookie with a GET when there is none', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing the cookie the setup set
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const primed = recordRequests('/api/orgtype/list');
    const seen = recordRequests('/api/reset-password/forgot-password');
    await forgotPassword({ email: 'casey.morgan@example.com' });
    expect(primed).toHaveLength(1);
    expect(seen[0].headers.get('x-xsrf-token')).toBe(MOCK_XSRF_TOKEN);
  });

  it('sends no XSRF header on a GET', async () => {
    const seen = recordRequests('/api/job/list');
    await listJobs();
    expect(seen[0].headers.get('x-xsrf-token')).toBeNull();
  });

  it('sends Authorization: Bearer when a token is stored, and none otherwise', async () => {
    const seen = recordRequests('/api/job/list');
    await listJobs();
    expect(seen[0].headers.get('authorization')).toBeNull();
    signInAs('coach');
    await listJobs();
    expect(seen[1].headers.get('authorization')).toBe(`Bearer ${authState.token}`);
  });
});

describe('failures', () => {
  it('a non-2xx status is an http failure with the server detail and fields', async () => {
    mockError('post', '/api/reset-password/forgot-password', 400, 'Please check the fields.', {
      email: 'Invalid email address',
    });
    const error = await failureOf(forgotPassword({ email: 'x' }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Please check the fields.');
    expect(error.fields).toEqual({ email: 'Invalid email address' });
  });

  it('a 2xx with a different message is a failure', async () => {
    mockJson('post', '/api/reset-password/forgot-password', { message: 'Error' });
    const error = await failureOf(forgotPassword({ email: 'casey.morgan@example.com' }));
    expect(error.kind).toBe('message');
    expect(error.status).toBe(200);
  });

  it('a body that fails the schema is a parse failure, not a crash', async () => {
    mockJson('get', '/api/job/list', { message: 'Success', list: [{ id: 'one' }], length: 1 });
    const error = await failureOf(listJobs());
    expect(error.kind).toBe('parse');
    expect(error.detail).toMatch(/unexpected response/i);
  });

  it('a non-JSON body is handled (text on failure, parse failure on success)', async () => {
    server.use(
      http.get('/api/plain-fail', () => new HttpResponse('Bad gateway', { status: 502 })),
      http.get('/api/plain-ok', () => new HttpResponse('<html>ok</html>', { status: 200 })),
    );
    const failed = await failureOf(request('/api/plain-fail'));
    expect(failed).toMatchObject({ kind: 'http', status: 502, detail: 'Bad gateway' });
    const parsed = await failureOf(
      request('/api/plain-ok', { schema: z.object({ message: z.string() }) }),
    );
    expect(parsed.kind).toBe('parse');
  });

  it('a network failure is a network failure', async () => {
    mockNetworkError('get', '/api/job/list');
    const error = await failureOf(listJobs());
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('403 sends the user to /403', async () => {
    const visits = captureNavigation();
    mockError('get', '/api/job/list', 403, 'Forbidden.');
    await failureOf(listJobs());
    expect(visits).toEqual([{ to: '/403', replace: true }]);
  });

  it('a 5xx on a main load sends the user to /500, elsewhere it does not', async () => {
    const visits = captureNavigation();
    mockError('get', '/api/job/list', 500, 'Something went wrong.');
    await failureOf(listJobs());
    expect(visits).toEqual([]);
    await failureOf(listJobs({}, { mainLoad: true }));
    expect(visits).toEqual([{ to: '/500', replace: true }]);
  });
});

describe('401 for a signed-in user', () => {
  it('refreshes once (shared by concurrent calls), stores the new pair and retries', async () => {
    signInAs('coach', { tokenExpiresInS: -10 });
    const oldToken = authState.token;
    const refreshes = recordRequests('/api/token/refresh');
    const [a, b] = await Promise.all([getLoggedInUser(), getLoggedInUser()]);
    expect(a.email).toBe('casey.morgan@example.com');
    expect(b.email).toBe('casey.morgan@example.com');
    expect(refreshes).toHaveLength(1);
    expect(authState.token).not.toBe(oldToken);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toBe(authState.token);
    expect(authState.refresh_token).not.toBe('refresh-coach');
    expect(db.refreshTokens.has('refresh-coach')).toBe(false);
  });

  it('signs out and goes to /signin with the return location when the refresh fails', async () => {
    const visits = captureNavigation('/apply/12');
    signInAs('coach', { tokenExpiresInS: -10, refreshToken: 'revoked' });
    const error = await failureOf(getLoggedInUser());
    expect(error.status).toBe(401);
    expect(authState.token).toBeNull();
    expect(authState.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(visits).toEqual([{ to: '/signin?from=/apply/12', replace: true }]);
  });

  it('keeps the return location when several calls fail together', async () => {
    // A navigator whose location follows the navigations, like the browser's.
    let current = '/apply/12';
    const visits: string[] = [];
    setNavigator({
      navigate: (to) => {
        visits.push(to);
        current = to;
      },
      back: () => undefined,
      current: () => current,
    });
    signInAs('coach', { tokenExpiresInS: -10, refreshToken: 'revoked' });
    const errors = await Promise.all([failureOf(getLoggedInUser()), failureOf(getLoggedInUser())]);
    expect(errors.map((error) => error.status)).toEqual([401, 401]);
    expect(authState.token).toBeNull();
    expect(current).toBe('/signin?from=/apply/12');
    expect(visits).toEqual(['/signin?from=/apply/12']);
  });

  it('a 401 without a signed-in user is just a failure (e.g. wrong password)', async () => {
    const visits = captureNavigation();
    mockError('get', '/api/job/list', 401, 'Please sign in.');
    const error = await failureOf(listJobs());
    expect(error.status).toBe(401);
    expect(visits).toEqual([]);
  });
});

describe('upload with progress', () => {
  it('posts multipart through XMLHttpRequest with the same headers and reports progress', async () => {
    signInAs('coach');
    const seen = recordRequests('/api/file/upload/resume');
    const progress: number[] = [];
    const file = new File(['%PDF-1.4 test'], 'my-resume.pdf', { type: 'application/pdf' });
    const result = await uploadResume(file, { onUploadProgress: (p) => progress.push(p) });
    expect(result.fileName).toBe('my-resume.pdf');
    expect(result.resumeId).toBeGreaterThan(0);
    expect(seen[0].headers.get('x-xsrf-token')).toBe(MOCK_XSRF_TOKEN);
    expect(seen[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(progress.at(-1)).toBe(100);
  });

  it('an upload failure carries the server detail', async () => {
    signInAs('coach');
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const error = await failureOf(uploadResume(file, { onUploadProgress: () => undefined }));
    expect(error).toMatchObject({ kind: 'http', status: 415 });
    expect(error.detail).toBe(API_ERRORS.unsupportedFile);
  });
});

describe('downloads (the same request path, the body as bytes)', () => {
  it('answers the bytes and the Content-Disposition name, sent with the bearer token', async () => {
    signInAs('coach');
    const seen = recordRequests('/api/file/7');
    server.use(
      http.get(
        '/api/file/7',
        () =>
          new HttpResponse('%PDF-1.4 bytes', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': "attachment; filename*=UTF-8''Casey%20CV.pdf",
            },
          }),
      ),
    );
    const file = await downloadFile(7);
    expect(file.fileName).toBe('Casey CV.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4 bytes');
    expect(seen[0].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('a 401 refreshes the session once and retries with the new token', async () => {
    signInAs('coach', { tokenExpiresInS: -10 });
    const oldToken = authState.token;
    const refreshes = recordRequests('/api/token/refresh');
    const seen = recordRequests('/api/file/7');
    server.use(
      http.get('/api/file/7', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${oldToken}`
          ? HttpResponse.json({ detail: 'Please sign in.' }, { status: 401 })
          : new HttpResponse('bytes'),
      ),
    );
    const file = await downloadFile(7);
    expect(await file.blob.text()).toBe('bytes');
    expect(file.fileName).toBeNull();
    expect(refreshes).toHaveLength(1);
    expect(seen).toHaveLength(2);
    expect(seen[1].headers.get('authorization')).toBe(`Bearer ${authState.token}`);
  });

  it('a 403 is an http failure with the server detail and sends the user to /403', async () => {
    const visits = captureNavigation();
    signInAs('coach');
    mockError('get', '/api/file/7', 403, 'Not your file.');
    const error = await failureOf(downloadFile(7));
    expect(error).toMatchObject({ kind: 'http', status: 403, detail: 'Not your file.' });
    expect(visits).toEqual([{ to: '/403', replace: true }]);
  });
});

describe('primed GETs (the first screen starts its main request early)', () => {
  it("hands the primed answer to the page's first call for the same URL: one request", async () => {
    const seen = recordRequests('/api/job/list');
    primeGet('/api/job/list', { page: 1, postPerPage: 6 });
    const body = await listJobs({ page: 1, postPerPage: 6 });
    expect(body.list.length).toBeGreaterThan(0);
    expect(seen).toHaveLength(1);
    // Once only: the next call asks again.
    await listJobs({ page: 1, postPerPage: 6 });
    expect(seen).toHaveLength(2);
  });

  it('a call for another URL does not take it', async () => {
    const seen = recordRequests('/api/job/list');
    primeGet('/api/job/list', { page: 1, postPerPage: 6 });
    await listJobs({ page: 2, postPerPage: 6 });
    expect(seen.map((r) => new URL(r.url).search)).toEqual([
      '?page=1&postPerPage=6',
      '?page=2&postPerPage=6',
    ]);
  });

  it('a primed failure is handled like the call’s own: 5xx of a main load goes to /500', async () => {
    const visits = captureNavigation('/landing');
    mockError('get', '/api/job/list', 503, 'Down for maintenance.');
    primeGet('/api/job/list', { page: 1, postPerPage: 6 });
    const error = await failureOf(listJobs({ page: 1, postPerPage: 6 }, { mainLoad: true }));
    expect(error.status).toBe(503);
    expect(error.detail).toBe('Down for maintenance.');
    expect(visits).toEqual([{ to: '/500', replace: true }]);
  });

  it('is not used once the token changed (signed in or out meanwhile)', async () => {
    const seen = recordRequests('/api/job/list');
    primeGet('/api/job/list', { page: 1, postPerPage: 6 });
    signInAs('coach');
    await listJobs({ page: 1, postPerPage: 6 });
    expect(seen).toHaveLength(2);
    expect(seen[1].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("an aborted page call rejects with AbortError, and the job details page's id is primed the same way", async () => {
    primeGet('/api/job/list', { page: 1, postPerPage: 6 });
    const controller = new AbortController();
    const call = listJobs({ page: 1, postPerPage: 6 }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });

    const details = recordRequests('/api/job/job_detail/1');
    primeJobDetail(1);
    const job = await getJobDetail(1);
    expect(job.id).toBe(1);
    expect(details).toHaveLength(1);
  });
});
