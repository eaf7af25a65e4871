// Property-based fuzzing of every /api route in process (app.request): FUZZ_RUNS generated bad
// requests (default 2,000; `FUZZ_RUNS=50000 npm run fuzz` for the long run). Every answer must
// be a 4xx with API.md's failure body, never a 5xx, and a failed request changes no row and
// writes no file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFailureBody, type World, world } from './lib/context';
import { changeMark, digest } from './lib/db';
import { applyBody, uploadPair } from './lib/files';
import { ROUTES, type RouteSpec, registeredRoutes, samplePath } from './routes';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

let w: World;
let ids: { resume: number; cv: number };
beforeAll(async () => {
  w = await world();
  ids = await uploadPair(w.ctx, w.A.token);
});
afterAll(() => w.ctx.close());

/** A valid body per JSON route and the fields that must be present with the right type. */
function validBody(path: string): {
  body: Record<string, unknown>;
  required: string[];
  ids?: string[];
  /** Every field is optional (a partial update): only a wrong value makes the body bad. */
  partial?: boolean;
} | null {
  const person = {
    firstName: 'Casey',
    lastName: 'Coach',
    mobileNumber: '0412345678',
    email: 'fuzz@example.com',
    password: 'Str0ng!Fuzz#2026',
    termsAndConditions: true,
  };
  switch (path) {
    case '/api/coach/register':
      return { body: person, required: Object.keys(person) };
    case '/api/org/signUp':
      return {
        body: { orgName: 'Fuzz FC', orgType: 'Community Club', ...person },
        required: ['orgName', 'orgType', ...Object.keys(person)],
      };
    case '/api/login':
      return {
        body: { username: w.A.email, password: 'Wr0ng!pw#1' },
        required: ['username', 'password'],
      };
    case '/api/token/refresh':
    case '/api/logout':
      return { body: { refresh_token: 'x'.repeat(43) }, required: ['refresh_token'] };
    case '/api/user/update_profile': {
      const b = {
        firstName: 'A',
        lastName: 'B',
        mobile: '0412345678',
        state: 'Victoria',
        city: 'Melbourne',
        address1: '1 St',
        address2: '',
        zipcode: '3000',
      };
      return { body: b, required: ['firstName', 'lastName', 'mobile'] };
    }
    case '/api/user/change_password':
      return {
        body: {
          oldPassword: 'Wr0ng!pw#1',
          newPassword: 'N3w!Pass#word',
          confirmPassword: 'N3w!Pass#word',
        },
        required: ['oldPassword', 'newPassword', 'confirmPassword'],
      };
    case '/api/user/update_interests':
      return { body: { interests: ['Football'] }, required: ['interests'] };
    case '/api/user/validateUserToken':
      return {
        body: { token: 'x'.repeat(43), scope: 'Confirm Account' },
        required: ['token', 'scope'],
      };
    case '/api/reset-password/forgot-password':
      return { body: { email: 'fuzz@example.com' }, required: ['email'] };
    case '/api/reset-password/reset':
      return {
        body: { token: 'x'.repeat(43), password: 'N3w!Pass#word' },
        required: ['token', 'password'],
      };
    case '/api/job-apply/apply':
      return {
        body: applyBody(w.jobId, ids),
        required: [
          'firstName',
          'lastName',
          'resume',
          'cv',
          'jobId',
          'salary',
          'notice',
          'referredBy',
        ],
        ids: ['resume', 'cv', 'jobId'],
      };
    case '/api/user/settings':
      return { body: { closingReminders: false }, required: ['closingReminders'], partial: true };
    default:
      return null; // employer routes: {} plus junk is always missing required fields
  }
}

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\ufeff',
    '𝕏',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    'NaN',
    '__proto__',
    '\ud800',
  ),
);
const hugeString = fc.integer({ min: 1000, max: 200_000 }).map((n) => 'A'.repeat(n));
const wrongForString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);
const wrongForId = fc.oneof(
  oddString.filter((s) => !/^\s*\d+\s*$/.test(s)),
  fc.constantFrom(-1, 0, 1.5, 1e300, null, true, [], {}),
  fc.constant('12abc'),
);
const junkKeys = fc.dictionary(
  oddString.filter((k) => k !== '__proto__'),
  fc.oneof(oddString, fc.integer(), wrongForString),
  { maxKeys: 4 },
);

type Gen = {
  route: RouteSpec;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
  token?: string;
  noXsrf?: boolean;
  mustFail: boolean;
  label: string;
};

const tokenFor = (r: RouteSpec) =>
  r.access === 'org'
    ? w.O.token
    : r.access === 'admin'
      ? w.Admin.token
      : r.access === 'public'
        ? undefined
        : w.A.token;
const garbageToken = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 80 })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is tested
    .map((s) => s.replace(/[\s\u0000-\u001f\u007f-\uffff]/g, 'x') || 'x'),
  fc.constant('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
  fc.constant('a.b.c'),
);

function jsonRoutes() {
  return ROUTES.filter((r) => r.body === 'json');
}

/** A JSON body that cannot be valid: malformed, not an object, or an object with a broken field. */
const badJsonBody = (r: RouteSpec) => {
  const base = validBody(r.path);
  const broken = base
    ? fc
        .record({
          field: fc.constantFrom(...base.required),
          how: base.partial
            ? fc.constant('wrongType')
            : fc.constantFrom('delete', 'wrongType', 'huge'),
          wrongS: wrongForString,
          wrongId: wrongForId,
          huge: hugeString,
          extra: junkKeys,
        })
        .map(({ field, how, wrongS, wrongId, huge, extra }) => {
          const b: Record<string, unknown> = { ...extra, ...base.body };
          if (how === 'delete') delete b[field];
          else if (
            how === 'huge' &&
            !base.ids?.includes(field) &&
            typeof base.body[field] === 'string'
          )
            b[field] = huge;
          else
            b[field] = base.ids?.includes(field)
              ? wrongId
              : field === 'termsAndConditions'
                ? wrongId === true
                  ? false // `true` is the one valid value of the terms
                  : wrongId
                : typeof base.body[field] === 'boolean' && typeof wrongS === 'boolean'
                  ? String(wrongS) // any boolean is a valid value of a boolean setting
                  : wrongS;
          if (how === 'huge' && typeof base.body[field] !== 'string') delete b[field];
          return JSON.stringify(b);
        })
    : junkKeys.map((k) => JSON.stringify(k));
  return fc.oneof(
    broken,
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'nul',
      "{'a':1}",
      '{"a":1,}',
      '',
      ' ',
      '\u0000',
      '{"a":"\\ud800"',
      '[]',
      '0',
      '"x"',
      'null',
      'true',
    ),
    fc.string({ unit: 'binary', maxLength: 100 }).filter((s) => {
      try {
        const v = JSON.parse(s);
        return typeof v !== 'object' || v === null || Array.isArray(v);
      } catch {
        return true;
      }
    }),
  );
};

const badJson: fc.Arbitrary<Gen> = fc
  .constantFrom(...jsonRoutes())
  .chain((route) => fc.record({ route: fc.constant(route), body: badJsonBody(route) }))
  .map(({ route, body }) => ({
    route,
    method: route.method,
    path: samplePath(route.path),
    headers: { 'content-type': 'application/json' },
    body,
    token: tokenFor(route),
    mustFail: true,
    label: 'bad json',
  }));

const wrongType: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES.filter((r) => r.body !== 'none')),
    type: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'text/html',
      '',
      'application/json; charset=utf-7',
      'multipart/mixed',
    ),
  })
  .map(({ route, type }) => {
    const t =
      route.body === 'multipart'
        ? type === ''
          ? 'application/json'
          : type
        : type === 'multipart/mixed'
          ? 'multipart/form-data; boundary=x'
          : type;
    const headers: Record<string, string> = t ? { 'content-type': t } : {};
    return {
      route,
      method: route.method,
      path: samplePath(route.path),
      headers,
      body: 'username=a&password=b',
      token: tokenFor(route),
      mustFail: true,
      label: `content-type ${t}`,
    };
  });

const badToken: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES.filter((r) => r.access !== 'public')),
    token: garbageToken,
    wrongRole: fc.boolean(),
  })
  .map(({ route, token, wrongRole }) => {
    const roleToken =
      route.access === 'coach'
        ? w.O.token
        : route.access === 'org'
          ? w.A.token
          : route.access === 'admin'
            ? w.Admin.tokenWithoutFactor
            : undefined;
    return {
      route,
      method: route.method,
      path: samplePath(route.path),
      headers: { 'content-type': route.body === 'json' ? 'application/json' : 'text/plain' },
      body: route.method === 'GET' ? undefined : '{}',
      token: wrongRole && roleToken ? roleToken : token,
      mustFail: true,
      label: 'bad token',
    };
  });

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const wrongMethod: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES),
    method: fc.constantFrom(...ALL_METHODS, 'PROPFIND', 'MOVE', 'purge'),
  })
  .filter(
    ({ route, method }) =>
      !registered.has(`${method.toUpperCase()} ${route.path}`) &&
      !(method === 'HEAD' && registered.has(`GET ${route.path}`)),
  )
  .map(({ route, method }) => ({
    route,
    method,
    path: samplePath(route.path),
    headers: { 'content-type': 'application/json' },
    body: ['GET', 'HEAD'].includes(method.toUpperCase()) ? undefined : '{}',
    token: tokenFor(route),
    mustFail: true,
    label: 'wrong method',
  }));

const badParam: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES.filter((r) => r.path.includes('/:'))),
    value: fc.oneof(
      oddString,
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '9'.repeat(16),
        '99999999999999',
        '%2e%2e%2f',
        '..',
        'abc',
        ' 1',
        '0x1',
        hugeIdString(),
      ),
    ),
    raw: fc.constantFrom(null, '%', '%E0%A4%A', '%ZZ', '%u0041', '%00', '%C0%AF', '1%2F..'),
  })
  .filter(({ route, value }) =>
    route.path.includes(':token') ? true : !/^[1-9]\d{0,6}$/.test(value),
  )
  .map(({ route, value, raw }) => ({
    route,
    method: route.method,
    // raw: malformed percent-encoding sent as is; otherwise the value encoded (in every
    // parameter: :id, :token, and the admin calls' :orgId and :jobId)
    path: route.path.replace(/:\w+/g, () => raw ?? (encode(value) || '%20')),
    headers: { 'content-type': 'application/json' },
    body: route.method === 'GET' ? undefined : JSON.stringify(validBody(route.path)?.body ?? {}),
    token: tokenFor(route),
    mustFail:
      raw !== null || !route.path.includes(':id') || route.method !== 'GET' || !/^\d+$/.test(value),
    label: 'bad path parameter',
  }));
/** encodeURIComponent after replacing lone surrogates (which it cannot encode). */
function encode(s: string): string {
  return encodeURIComponent(
    s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}
function hugeIdString() {
  return '1'.repeat(5000);
}

const noXsrf: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES.filter((r) => r.method !== 'GET')),
    mode: fc.constantFrom('none', 'mismatch', 'forged', 'header-only'),
  })
  .map(({ route, mode }) => {
    const x = w.ctx.xsrfToken;
    const headers: Record<string, string> = {
      'content-type':
        route.body === 'multipart' ? 'multipart/form-data; boundary=x' : 'application/json',
    };
    if (mode === 'mismatch')
      Object.assign(headers, { cookie: `XSRF-TOKEN=${x}`, 'x-xsrf-token': `${x}x` });
    if (mode === 'forged')
      Object.assign(headers, { cookie: 'XSRF-TOKEN=a.b', 'x-xsrf-token': 'a.b' });
    if (mode === 'header-only') headers['x-xsrf-token'] = x;
    return {
      route,
      method: route.method,
      path: samplePath(route.path),
      headers,
      body: JSON.stringify(validBody(route.path)?.body ?? {}),
      token: tokenFor(route),
      noXsrf: true,
      mustFail: true,
      label: `xsrf ${mode}`,
    };
  });

const hostileName = fc.oneof(
  oddString,
  fc.constantFrom(
    '../../server.js',
    '..\\..\\x.pdf',
    'a\u0000.pdf',
    '<img src=x onerror=alert(1)>.pdf',
    'cv\u202efdp.exe',
    `${'n'.repeat(400)}.pdf`,
    '/etc/passwd',
    'con.pdf',
    '.htaccess',
    'a\r\nContent-Type: text/html\r\n.pdf',
  ),
);
const badUpload: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES.filter((r) => r.body === 'multipart')),
    name: hostileName,
    bytes: fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([0x58, ...b])), // never a known magic number
    field: fc.constantFrom('right', 'wrong'),
    type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'image/svg+xml'),
  })
  .map(({ route, name, bytes, field, type }) => {
    const form = new FormData();
    const f = field === 'right' ? (route.fileField ?? 'file') : 'other';
    form.append(f, new Blob([bytes], { type }), name);
    form.append(`${route.fileField}FileName`, name);
    return {
      route,
      method: 'POST',
      path: route.path,
      headers: {},
      body: form,
      token: tokenFor(route),
      mustFail: true,
      label: `upload ${field} field`,
    };
  });

const junkQuery: fc.Arbitrary<Gen> = fc
  .record({
    route: fc.constantFrom(...ROUTES.filter((r) => r.method === 'GET')),
    q: fc.array(
      fc.tuple(
        oddString,
        fc.oneof(
          oddString,
          hugeString.map((s) => s.slice(0, 20_000)),
        ),
      ),
      { maxLength: 5 },
    ),
  })
  .map(({ route, q }) => {
    const usp = new URLSearchParams();
    for (const [k, v] of q) usp.append(k, v);
    return {
      route,
      method: 'GET',
      path: `${samplePath(route.path)}?${usp.toString()}`,
      headers: {},
      token: tokenFor(route),
      mustFail: false,
      label: 'junk query',
    };
  });

let registered: Set<string>;

describe('fuzzing', () => {
  it(`sends ${RUNS} generated bad requests to every route: 4xx with the failure body, no 5xx, no change`, async () => {
    registered = new Set(registeredRoutes(w.ctx.app));
    // files on disk (SQLite); on PostgreSQL their bytes are rows (in the digest)
    const uploadDir = join(w.ctx.dataDir, 'uploads');
    const uploads = () => (existsSync(uploadDir) ? readdirSync(uploadDir).length : 0);
    const seen = new Map<string, number>();
    let failures = 0;
    // the digest is recomputed only when the database may have changed (changeMark moved)
    let cached = { mark: '', digest: '' };
    const currentDigest = async () => {
      const mark = await changeMark(w.ctx.db);
      if (mark !== cached.mark) cached = { mark, digest: await digest(w.ctx.db) };
      return cached.digest;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(badJson, wrongType, badToken, wrongMethod, badParam, noXsrf, badUpload, junkQuery),
        async (g) => {
          const before = {
            mark: await changeMark(w.ctx.db),
            digest: await currentDigest(),
            uploads: uploads(),
          };
          const res = await w.ctx.request(g.path, {
            method: g.method,
            headers: g.headers,
            body: g.body,
            token: g.token,
            noXsrf: g.noXsrf,
          });
          const text = g.method.toUpperCase() === 'HEAD' ? '' : await res.text();
          seen.set(`${g.label}:${res.status}`, (seen.get(`${g.label}:${res.status}`) ?? 0) + 1);
          const where = `${g.method} ${g.path.slice(0, 120)} [${g.label}] -> ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (g.mustFail) expect(res.status, where).toBeGreaterThanOrEqual(400);
          if (res.status >= 400) {
            failures++;
            if (g.method.toUpperCase() !== 'HEAD')
              expect(isFailureBody(JSON.parse(text)), where).toBe(true);
            if ((await changeMark(w.ctx.db)) !== before.mark)
              expect(await currentDigest(), where).toBe(before.digest);
            expect(uploads(), where).toBe(before.uploads);
          }
        },
      ),
      {
        numRuns: RUNS,
        endOnFailure: true,
        // Replay a reported failure: FUZZ_SEED=<seed> FUZZ_PATH=<path> (fast-check prints both).
        ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      },
    );
    expect(failures).toBeGreaterThan(RUNS * 0.8);
    // the app still answers normally
    expect((await w.ctx.request('/api/job/list')).status).toBe(200);
    expect((await w.ctx.request('/api/user/get_logged_in_user', { token: w.A.token })).status).toBe(
      200,
    );
  }, 600_000);
});
