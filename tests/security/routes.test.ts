import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFailureBody, type World, world } from './lib/context';
import { ROUTES, registeredRoutes, routeKey, samplePath } from './routes';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w.ctx.close());

const userCount = async () =>
  (
    await w.ctx.db.q
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

function bodyFor(route: (typeof ROUTES)[number]): {
  body?: BodyInit;
  headers: Record<string, string>;
} {
  if (route.body === 'json') return { body: '{}', headers: { 'content-type': 'application/json' } };
  if (route.body === 'multipart') {
    const form = new FormData();
    form.append(route.fileField ?? 'file', new Blob(['%PDF-1.4\n']), 'a.pdf');
    return { body: form, headers: {} };
  }
  return { headers: {} };
}

describe('route table', () => {
  it('lists exactly the /api routes the app registers (a new route cannot skip the checks)', () => {
    expect(registeredRoutes(w.ctx.app)).toEqual(ROUTES.map(routeKey).sort());
  });
});

describe('#25 protected routes refuse missing, garbage and wrong-role tokens', () => {
  const protectedRoutes = ROUTES.filter((r) => r.access !== 'public');
  it('#25 protected routes refuse missing, garbage and wrong-role tokens', async () => {
    expect(protectedRoutes.length).toBeGreaterThan(10);
    for (const route of protectedRoutes) {
      const path = samplePath(route.path);
      const cases: [string, string | undefined, number][] = [
        ['no header', undefined, 401],
        ['Bearer garbage', 'garbage', 401],
        ['Bearer of a JWT-shaped garbage', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', 401],
      ];
      if (route.access === 'coach') cases.push(['an organisation token', w.O.token, 403]);
      if (route.access === 'org') cases.push(['a coach token', w.A.token, 403]);
      // coach- and organisation-only routes refuse an admin too
      if (route.access === 'coach' || route.access === 'org') {
        cases.push(['an admin token', w.Admin.token, 403]);
      }
      if (route.access === 'admin') {
        cases.push(['a coach token', w.A.token, 403]);
        cases.push(['an organisation token', w.O.token, 403]);
        cases.push(['an admin token without its second factor', w.Admin.tokenWithoutFactor, 403]);
      }
      for (const [label, token, status] of cases) {
        const { body, headers } = bodyFor(route);
        const res = await w.ctx.request(path, { method: route.method, body, headers, token });
        const json = await res.json();
        expect({ route: routeKey(route), label, status: res.status }).toEqual({
          route: routeKey(route),
          label,
          status,
        });
        // no data: only the failure body
        expect(isFailureBody(json), `${routeKey(route)} ${label}`).toBe(true);
        expect(json.fields).toBeUndefined();
        if (status === 401) expect(res.headers.get('www-authenticate')).toBe('Bearer');
      }
    }
  });
});

describe('#33 JSON routes answer 415 to any other Content-Type', () => {
  it('#33 JSON routes answer 415 to text/plain, form-urlencoded or no Content-Type', async () => {
    const jsonRoutes = ROUTES.filter((r) => r.body === 'json');
    expect(jsonRoutes.length).toBeGreaterThan(10);
    const before = await userCount();
    for (const route of jsonRoutes) {
      const token =
        route.access === 'org'
          ? w.O.token
          : route.access === 'admin'
            ? w.Admin.token
            : route.access === 'public'
              ? undefined
              : w.A.token;
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        null,
      ]) {
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        const body =
          type === 'application/x-www-form-urlencoded'
            ? 'username=a%40b.c&password=x'
            : JSON.stringify({ username: w.A.email, password: w.A.password, email: w.A.email });
        const res = await w.ctx.request(samplePath(route.path), {
          method: route.method,
          headers,
          body,
          token,
        });
        expect({ route: routeKey(route), type, status: res.status }).toEqual({
          route: routeKey(route),
          type,
          status: 415,
        });
        expect(isFailureBody(await res.json())).toBe(true);
      }
    }
    // and upload routes refuse JSON the same way
    for (const route of ROUTES.filter((r) => r.body === 'multipart')) {
      const token =
        route.access === 'org' ? w.O.token : route.access === 'admin' ? w.Admin.token : w.A.token;
      const res = await w.ctx.request(route.path, { method: 'POST', json: {}, token });
      expect(res.status, routeKey(route)).toBe(415);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('an admin without its second factor reaches only enrolment and its own details', () => {
  const allowed = new Set([
    'POST /api/user/totp/enrol',
    'POST /api/user/totp/confirm',
    'GET /api/user/get_logged_in_user',
    'GET /api/user/getlogged_in_user_details',
  ]);
  it('403 with the second-factor detail on every other protected route', async () => {
    for (const route of ROUTES.filter((r) => r.access !== 'public')) {
      if (allowed.has(routeKey(route))) continue;
      const { body, headers } = bodyFor(route);
      const res = await w.ctx.request(samplePath(route.path), {
        method: route.method,
        body,
        headers,
        token: w.Admin.tokenWithoutFactor,
      });
      expect({ route: routeKey(route), status: res.status }).toEqual({
        route: routeKey(route),
        status: 403,
      });
      const json = await res.json();
      expect(isFailureBody(json), routeKey(route)).toBe(true);
    }
    const me = await w.ctx.request('/api/user/get_logged_in_user', {
      token: w.Admin.tokenWithoutFactor,
    });
    expect(me.status).toBe(200);
  });
});
