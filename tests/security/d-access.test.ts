// Section D of SECURITY-CHECKS.md (access control and business logic), in process. #30 (real
// server, concurrent) is in concurrency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type World, world } from './lib/context';
import { digest } from './lib/db';
import { applyBody, uploadPair } from './lib/files';
import { HIGH_RATE_LIMITS } from './lib/limits';

let w: World;
beforeAll(async () => {
  w = await world({ config: { rateLimits: HIGH_RATE_LIMITS } });
});
afterAll(() => w.ctx.close());

const SECRET_KEY = /pass|hash|salt|secret|token|refresh|valid_after|epoch|email_key|stored/i;

/** Every key path of a JSON value: 'userDetails', 'userDetails[].email', ... */
function keysDeep(v: unknown, out: Set<string> = new Set(), path = ''): Set<string> {
  if (Array.isArray(v)) for (const x of v) keysDeep(x, out, `${path}[]`);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      out.add(p);
      keysDeep(x, out, p);
    }
  }
  return out;
}

describe('D. access control and business logic', () => {
  it('#26 a coach sees only their own applications; userId/coachId parameters are ignored', async () => {
    const { ctx, A, B, jobId } = w;
    expect(
      (
        await ctx.request('/api/job-apply/apply', {
          token: A.token,
          json: applyBody(jobId, await uploadPair(ctx, A.token)),
        })
      ).status,
    ).toBe(201);
    const aCheck = await (
      await ctx.request(`/api/job-apply/job_applied/${jobId}`, { token: A.token })
    ).json();
    expect(aCheck.jobDetails[0].applied).toBe(true);
    for (const q of ['', `?userId=${A.id}`, `?coachId=${A.id}&user_id=${A.id}`]) {
      const b = await (
        await ctx.request(`/api/job-apply/job_applied/${jobId}${q}`, { token: B.token })
      ).json();
      expect(b.jobDetails[0].applied).toBe(false);
      expect(b.jobDetails[0].datePosted).toBeNull();
      const list = await (
        await ctx.request(`/api/job-apply/applied_jobs${q}`, { token: B.token })
      ).json();
      expect(list.length).toBe(0);
      expect(list.list).toEqual([]);
    }
    const mine = await (
      await ctx.request(`/api/job-apply/applied_jobs?userId=${B.id}`, { token: A.token })
    ).json();
    expect(mine.list.map((j: { id: number }) => j.id)).toEqual([jobId]);
  });

  it("#27 an application cannot use another coach's resume or cover letter", async () => {
    const { ctx, A, B } = w;
    const { id: jobId } = await ctx.db.q
      .selectFrom('jobs')
      .select('id')
      .where('is_open', '=', 1)
      .orderBy('id')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const a = await uploadPair(ctx, A.token);
    const b = await uploadPair(ctx, B.token);
    const before = await digest(ctx.db);
    for (const ids of [
      a,
      { resume: a.resume, cv: b.cv },
      { resume: b.resume, cv: a.cv },
      { resume: b.cv, cv: b.resume },
    ]) {
      const res = await ctx.request('/api/job-apply/apply', {
        token: B.token,
        json: applyBody(jobId, ids),
      });
      expect(res.status).toBe(400);
    }
    expect(await digest(ctx.db)).toBe(before);
    // and B cannot download A's files
    expect((await ctx.request(`/api/file/${a.resume}`, { token: B.token })).status).toBe(404);
    expect((await ctx.request(`/api/file/${a.resume}`, { token: A.token })).status).toBe(200);
  });

  it("#28 update_profile changes only the caller's allowed fields", async () => {
    const { ctx, A, B } = w;
    const row = (id: number) =>
      ctx.db.q.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    const profile = (id: number) =>
      ctx.db.q.selectFrom('profiles').selectAll().where('user_id', '=', id).executeTakeFirst();
    const aBefore = JSON.stringify([await row(A.id), await profile(A.id)]);
    const bBefore = (await row(B.id)) as Record<string, unknown>;
    const res = await ctx.request('/api/user/update_profile', {
      token: B.token,
      json: {
        firstName: 'Bea',
        lastName: 'Changed',
        mobile: '0498765432',
        state: 'Victoria',
        city: 'Melbourne',
        address1: '1 Main St',
        address2: '',
        zipcode: '3000',
        email: 'x@y.example',
        role: 'ROLE_ADMIN',
        id: A.id,
        userId: A.id,
        user_id: A.id,
        password: 'Hack3d!Pass#1',
        password_hash: 'x',
        org_id: 1,
      },
    });
    expect(res.status).toBe(200);
    const bAfter = (await row(B.id)) as Record<string, unknown>;
    expect(bAfter.first_name).toBe('Bea');
    expect(bAfter.last_name).toBe('Changed');
    for (const k of [
      'email',
      'email_key',
      'role',
      'password_hash',
      'org_id',
      'id',
      'email_verified',
    ]) {
      expect(bAfter[k], k).toEqual(bBefore[k]);
    }
    expect(JSON.stringify([await row(A.id), await profile(A.id)])).toBe(aBefore);
    expect(
      (await ctx.request('/api/login', { json: { username: B.email, password: B.password } }))
        .status,
    ).toBe(200);
    expect(
      (
        await ctx.request('/api/login', {
          json: { username: 'x@y.example', password: 'Hack3d!Pass#1' },
        })
      ).status,
    ).toBe(401);
  });

  it("#29 responses carry no hashes, tokens, internal flags or other users' data", async () => {
    const { ctx, A, O, jobId } = w;
    const { org_id: orgId } = await ctx.db.q
      .selectFrom('jobs')
      .select('org_id')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    const calls: [string, string | undefined][] = [
      ['/api/user/get_logged_in_user', A.token],
      ['/api/user/getlogged_in_user_details', A.token],
      ['/api/user/get_loggedin_user_profile', A.token],
      [`/api/job/job_detail/${jobId}`, undefined],
      [`/api/org/getOrgPageDetails?orgid=${orgId}`, undefined],
      ['/api/job/list', undefined],
      ['/api/user/get_logged_in_user', O.token],
    ];
    const secrets = await ctx.db.q
      .selectFrom('users')
      .select(['password_hash', 'email'])
      .where('id', '!=', A.id)
      .execute();
    const shapes: Record<string, string[]> = {};
    for (const [path, token] of calls) {
      const res = await ctx.request(path, { token });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      const keys = [...keysDeep(JSON.parse(text))].sort();
      shapes[`${path.split('?')[0].replace(/\d+$/, ':id')}${token === O.token ? ' (org)' : ''}`] =
        keys;
      for (const k of keys) expect(k, `${path} key ${k}`).not.toMatch(SECRET_KEY);
      for (const s of secrets) {
        expect(text).not.toContain(s.password_hash);
        if (token === A.token) expect(text).not.toContain(s.email);
      }
      expect(text).not.toContain('$argon2');
    }
    expect(shapes['/api/user/get_logged_in_user']).toEqual([
      'userDetails',
      'userDetails[].email',
      'userDetails[].emailVerified',
      'userDetails[].firstName',
      'userDetails[].id',
      'userDetails[].lastName',
      'userDetails[].mobile',
      'userDetails[].orgId',
      'userDetails[].role',
      // whether two-step sign-in is on (issue 32), never its secret or codes
      'userDetails[].twoFactor',
    ]);
    expect(shapes['/api/user/get_loggedin_user_profile']).toEqual([
      'userDetails',
      'userDetails[].address',
      'userDetails[].addressb',
      'userDetails[].city',
      'userDetails[].firstName',
      'userDetails[].lastName',
      'userDetails[].mobile',
      'userDetails[].state',
      'userDetails[].zipcode',
    ]);
    expect(shapes['/api/org/getOrgPageDetails']).toEqual(
      expect.arrayContaining([
        'orgData',
        'orgData.id',
        'orgData.name',
        'orgData.orgType',
        'orgData.location',
        'orgData.about',
        'orgData.website',
      ]),
    );
    expect(shapes['/api/org/getOrgPageDetails'].filter((k) => !k.startsWith('orgData'))).toEqual(
      [],
    );
    expect(shapes['/api/job/job_detail/:id']).toEqual(
      expect.arrayContaining([
        'jobDetails[].description',
        'jobDetails[].organisation',
        'jobDetails[].datePosted',
      ]),
    );
  });
});
