import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPLICATION_STATUSES } from '../../src/shared/constants';
import {
  ApiFailureSchema,
  ApplicantsResponseSchema,
  AppliedCheckResponseSchema,
  JobListResponseSchema,
  JobPostedResponseSchema,
  LogoUploadResponseSchema,
  OrgJobListResponseSchema,
  OrgJobResponseSchema,
  OrgPageDetailsResponseSchema,
  OrgProfileResponseSchema,
  StatusUpdatedResponseSchema,
} from '../../src/shared/schemas';
import { EMPLOYER_API_MESSAGES as EM } from '../../src/shared/texts/employer';
import { docBytes, pdfBytes, pngBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, TEST_ROLE_CONTEXT, type TestContext } from '../test-utils';

let ctx: TestContext;
let orgA: string;
let orgB: string;
let coach: string;
let coachEmail: string;
let orgAId: number;

// Rows read straight from the database (either engine).
const jobRow = (id: number) =>
  ctx.db.q.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
const isOpen = async (id: number) =>
  (await ctx.db.q.selectFrom('jobs').select('is_open').where('id', '=', id).executeTakeFirst())
    ?.is_open;
const applicationStatus = (id: number) =>
  ctx.db.q.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirst();

const role = (overrides: Record<string, unknown> = {}) => ({
  name: 'Head Netball Coach',
  city: 'Sydney',
  minLevel: 'Level 2',
  role_type: 'Full-time',
  categories: 'Netball, Coaching',
  salary: '$90,000 + super',
  tags: ['Netball', 'Junior Development'],
  description:
    '<p>We need a <strong>zephyrine</strong> coach.</p><ul><li>Plan sessions</li></ul><script>alert(1)</script><img src=x onerror=alert(1)>',
  subject: '<p>Lead the <em>programme</em> <a href="javascript:alert(1)">here</a></p>',
  skills: '<ol><li>Accreditation</li></ol><iframe src="https://evil.example"></iframe>',
  desiredSkills: '<p onclick="alert(1)">First aid <a href="https://example.com">info</a></p>',
  // Within today..180 days of the tests' clock (TEST_START, 2026-03-01).
  closingDate: '2026-03-31',
  ...TEST_ROLE_CONTEXT,
  ...overrides,
});

const post = (path: string, json: unknown, token?: string) =>
  ctx.request(path, { method: 'POST', json, token });
const get = (path: string, token?: string) => ctx.request(path, { token });

async function postRole(token = orgA, overrides: Record<string, unknown> = {}) {
  const res = await post('/api/org/jobs', role(overrides), token);
  expect(res.status).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}

async function failure(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ApiFailureSchema.parse(await res.json());
}

async function upload(kind: 'resume' | 'cv', bytes: Uint8Array, name: string, token = coach) {
  const fd = new FormData();
  fd.append(kind, new File([bytes.slice()], name));
  const res = await ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: fd, token });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { resumeId?: number; cvId?: number };
  return (body.resumeId ?? body.cvId) as number;
}

async function apply(jobId: number, token = coach) {
  const resume = await upload('resume', pdfBytes(), 'Casey resume.pdf', token);
  const cv = await upload('cv', docBytes(), 'Casey letter.doc', token);
  const res = await post(
    '/api/job-apply/apply',
    {
      firstName: 'Casey',
      lastName: 'Coach',
      resume,
      cv,
      jobId,
      salary: '$85k',
      notice: '2 weeks',
      referredBy: 'LinkedIn',
    },
    token,
  );
  expect(res.status).toBe(201);
  return { resume, cv };
}

/** Organisation A's logo file. */
const logoFile = () =>
  ctx.db.q
    .selectFrom('organisations as o')
    .innerJoin('files as f', 'f.id', 'o.logo_file_id')
    .select(['f.id', 'f.stored_name'])
    .where('o.id', '=', orgAId)
    .executeTakeFirstOrThrow();

/** Whether a file's bytes are kept where its engine keeps them. */
async function storedBytes(file: { id: number; stored_name: string }): Promise<boolean> {
  if (ctx.db.engine === 'postgres') {
    const blob = await ctx.db.q
      .selectFrom('file_blobs')
      .select('file_id')
      .where('file_id', '=', file.id)
      .executeTakeFirst();
    return blob !== undefined;
  }
  return existsSync(join(ctx.dataDir, 'uploads', file.stored_name));
}

async function logo(bytes: Uint8Array, name: string, token = orgA) {
  const fd = new FormData();
  fd.append('logo', new File([bytes.slice()], name));
  return ctx.request('/api/org/logo', { method: 'POST', body: fd, token });
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, searchThread: true });
  const a = await ctx.registerOrg({ orgName: 'Alpha Netball Club' });
  const b = await ctx.registerOrg({ orgName: 'Bravo Football Club' });
  const c = await ctx.registerCoach();
  orgA = (await ctx.loginAs(a.email, a.password)).token;
  orgB = (await ctx.loginAs(b.email, b.password)).token;
  coach = (await ctx.loginAs(c.email, c.password)).token;
  coachEmail = c.email;
  const user = await ctx.db.q
    .selectFrom('users')
    .select('org_id')
    .where('id', '=', a.id)
    .executeTakeFirstOrThrow();
  orgAId = user.org_id as number;
});
afterAll(() => ctx.close());

describe('posting and editing roles', () => {
  test('posts a role with every field, sanitizes the rich text and lists it', async () => {
    const id = await postRole();
    const res = await get(`/api/org/jobs/${id}`, orgA);
    expect(res.status).toBe(200);
    const { job } = OrgJobResponseSchema.parse(await res.json());
    expect(job).toMatchObject({
      id,
      name: 'Head Netball Coach',
      city: 'Sydney',
      state: 'New South Wales',
      location: 'Sydney, NSW',
      minLevel: 'Level 2',
      role_type: 'Full-time',
      categories: 'Netball, Coaching',
      salary: '$90,000 + super',
      tags: ['Junior Development', 'Netball'],
      open: true,
      views: 0,
      organisation: 'Alpha Netball Club',
    });
    expect(job.description).toContain('<strong>zephyrine</strong>');
    expect(job.description).toContain('<ul><li>Plan sessions</li></ul>');
    for (const html of [job.description, job.subject, job.skills, job.desiredSkills]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
    }
    expect(job.subject).toContain('<em>programme</em>');
    expect(job.desiredSkills).toContain('href="https://example.com"');

    const list = OrgJobListResponseSchema.parse(await (await get('/api/org/jobs', orgA)).json());
    const row = list.list.find((r) => r.id === id);
    expect(row).toMatchObject({ name: 'Head Netball Coach', open: true, applicants: 0 });
    expect(Object.keys(row?.statusCounts ?? {})).toEqual([...APPLICATION_STATUSES]);
    // The public detail shows the same stored clean HTML.
    const detail = (await (await get(`/api/job/job_detail/${id}`)).json()) as {
      jobDetails: { description: string }[];
    };
    expect(detail.jobDetails[0].description).toBe(job.description);
  });

  test('validation: missing fields, unknown city or tag, empty rich text, too long', async () => {
    const empty = await failure(await post('/api/org/jobs', {}, orgA), 400);
    for (const f of ['name', 'city', 'minLevel', 'role_type', 'categories', 'salary']) {
      expect(empty.fields?.[f]).toBe('Required field');
    }
    expect(empty.fields?.description).toBe('Required field');
    const noClosing = await failure(
      await post('/api/org/jobs', role({ closingDate: undefined }), orgA),
      400,
    );
    expect(noClosing.fields?.closingDate).toBeTruthy();
    const blank = await failure(
      await post('/api/org/jobs', role({ description: '<p> </p><p><br></p>' }), orgA),
      400,
    );
    expect(blank.fields?.description).toBe('Required field');
    const city = await failure(await post('/api/org/jobs', role({ city: 'Atlantis' }), orgA), 400);
    expect(city.fields?.city).toMatch(/city/i);
    const tag = await failure(
      await post('/api/org/jobs', role({ tags: ['Quidditch'] }), orgA),
      400,
    );
    expect(tag.fields?.tags).toMatch(/tags/i);
    const long = await failure(
      await post('/api/org/jobs', role({ description: `<p>${'a'.repeat(20_001)}</p>` }), orgA),
      400,
    );
    expect(long.fields?.description).toMatch(/at most/);
    const { count } = await ctx.db.q
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('org_id', '=', orgAId)
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  test('updates a role with PUT or POST; the search index follows the new text', async () => {
    const id = await postRole(orgA, { name: 'Quokkaball Analyst', description: '<p>plain</p>' });
    const found = async (keyword: string) =>
      JobListResponseSchema.parse(
        await (await get(`/api/job/list?title=${encodeURIComponent(keyword)}`)).json(),
      ).list.some((j) => j.id === id);
    expect(await found('quokkaball')).toBe(true);
    const res = await ctx.request(`/api/org/jobs/${id}`, {
      method: 'PUT',
      json: role({ name: 'Wombatball Analyst', city: 'Perth', tags: ['Cricket'] }),
      token: orgA,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: EM.roleUpdated });
    expect(await found('quokkaball')).toBe(false);
    expect(await found('wombatball')).toBe(true);
    const { job } = OrgJobResponseSchema.parse(
      await (await get(`/api/org/jobs/${id}`, orgA)).json(),
    );
    expect(job).toMatchObject({ name: 'Wombatball Analyst', city: 'Perth', tags: ['Cricket'] });
    const viaPost = await post(`/api/org/jobs/${id}`, role({ name: 'Numbat Analyst' }), orgA);
    expect(viaPost.status).toBe(200);
    expect(await found('numbat')).toBe(true);
  });

  test('closing a role takes it out of search (keyword and plain lists); reopening brings it back', async () => {
    const id = await postRole(orgA, { name: 'Platypus Performance Lead' });
    const inSearch = async () => {
      const byWord = JobListResponseSchema.parse(
        await (await get('/api/job/list?title=platypus')).json(),
      );
      const byOrg = JobListResponseSchema.parse(
        await (await get(`/api/job/list?orgId=${orgAId}&postPerPage=50`)).json(),
      );
      const plain = JobListResponseSchema.parse(await (await get('/api/job/list')).json());
      return [...[byWord, byOrg].map((r) => r.list.some((j) => j.id === id)), plain.length];
    };
    const total = (await inSearch())[2] as number;
    expect(await inSearch()).toEqual([true, true, total]);
    const close = await post(`/api/org/jobs/${id}/status`, { open: false }, orgA);
    expect(await close.json()).toEqual({ message: EM.roleClosed, open: false });
    expect(await inSearch()).toEqual([false, false, total - 1]);
    // Still readable by id, and listed for its organisation as closed.
    expect((await get(`/api/job/job_detail/${id}`)).status).toBe(200);
    const list = OrgJobListResponseSchema.parse(await (await get('/api/org/jobs', orgA)).json());
    expect(list.list.find((r) => r.id === id)?.open).toBe(false);
    // No one can apply to a closed role.
    const resume = await upload('resume', pdfBytes(), 'r.pdf');
    const cv = await upload('cv', pdfBytes(), 'c.pdf');
    const refused = await post(
      '/api/job-apply/apply',
      {
        firstName: 'A',
        lastName: 'B',
        resume,
        cv,
        jobId: id,
        salary: '1',
        notice: '1',
        referredBy: '1',
      },
      coach,
    );
    await failure(refused, 404);
    const reopen = await post(
      `/api/org/jobs/${id}/status`,
      { open: true, closingDate: '2026-04-30' },
      orgA,
    );
    expect(await reopen.json()).toEqual({ message: EM.roleReopened, open: true });
    expect(await inSearch()).toEqual([true, true, total]);
    await failure(await post(`/api/org/jobs/${id}/status`, { open: 'no' }, orgA), 400);
  });
});

describe('applicants and status', () => {
  test('lists applicants, changes status with history and mail; the coach sees it', async () => {
    const id = await postRole(orgA, { name: 'Echidna Skills Coach' });
    const { resume, cv } = await apply(id);
    const res = await get(`/api/org/jobs/${id}/applicants`, orgA);
    expect(res.status).toBe(200);
    const body = ApplicantsResponseSchema.parse(await res.json());
    expect(body.job).toEqual({
      id,
      name: 'Echidna Skills Coach',
      open: true,
      closingDate: '2026-03-31',
      respondBy: null,
      closedReason: null,
    });
    expect(body.list).toHaveLength(1);
    const a = body.list[0];
    expect(a).toMatchObject({
      firstName: 'Casey',
      lastName: 'Coach',
      email: coachEmail,
      salary: '$85k',
      notice: '2 weeks',
      referredBy: 'LinkedIn',
      status: 'Received',
      resumeId: resume,
      resumeName: 'Casey resume.pdf',
      cvId: cv,
      cvName: 'Casey letter.doc',
    });
    expect(a.history.map((h) => h.status)).toEqual(['Received']);

    // The organisation downloads the resume and cover letter.
    const file = await get(`/api/file/${resume}`, orgA);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes());
    expect((await get(`/api/file/${cv}`, orgA)).status).toBe(200);

    ctx.clock.advance(60_000);
    ctx.mail.length = 0;
    const change = await post(
      `/api/org/applications/${a.id}/status`,
      { status: 'Shortlisted' },
      orgA,
    );
    expect(change.status).toBe(200);
    const changed = StatusUpdatedResponseSchema.parse(await change.json());
    expect(changed).toEqual({
      message: EM.statusUpdated,
      status: 'Shortlisted',
      statusChangedOn: new Date(ctx.clock.now()).toISOString(),
    });
    const history = await ctx.db.q
      .selectFrom('application_status_history')
      .select(['status', 'changed_at'])
      .where('application_id', '=', a.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { status: 'Received', changed_at: a.appliedOn },
      { status: 'Shortlisted', changed_at: changed.statusChangedOn },
    ]);
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0].to).toBe(coachEmail);
    expect(ctx.mail[0].subject).toContain('Echidna Skills Coach');
    expect(ctx.mail[0].text).toContain('Shortlisted');
    expect(ctx.mail[0].text).toContain('Alpha Netball Club');

    // The same status again records nothing and sends nothing.
    await post(`/api/org/applications/${a.id}/status`, { status: 'Shortlisted' }, orgA);
    expect(ctx.mail).toHaveLength(1);

    // The coach sees the new status.
    const applied = (await (await get('/api/job-apply/applied_jobs', coach)).json()) as {
      list: { id: number; status: string; statusChangedOn: string }[];
    };
    expect(applied.list.find((j) => j.id === id)).toMatchObject({
      status: 'Shortlisted',
      statusChangedOn: changed.statusChangedOn,
    });
    const check = AppliedCheckResponseSchema.parse(
      await (await get(`/api/job-apply/job_applied/${id}`, coach)).json(),
    );
    expect(check.jobDetails[0]).toMatchObject({ applied: true, status: 'Shortlisted' });

    const counts = OrgJobListResponseSchema.parse(await (await get('/api/org/jobs', orgA)).json());
    const row = counts.list.find((r) => r.id === id);
    expect(row?.applicants).toBe(1);
    expect(row?.statusCounts.Shortlisted).toBe(1);
    expect(row?.statusCounts.Received).toBe(0);

    const bad = await failure(
      await post(`/api/org/applications/${a.id}/status`, { status: 'Promoted' }, orgA),
      400,
    );
    expect(bad.fields?.status).toBeTruthy();
  });

  test('the same status sent twice at once is recorded and mailed once', async () => {
    const id = await postRole(orgA, { name: 'Quoll Twin Coach' });
    await apply(id);
    const { list } = ApplicantsResponseSchema.parse(
      await (await get(`/api/org/jobs/${id}/applicants`, orgA)).json(),
    );
    const appId = list[0].id;
    ctx.mail.length = 0;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post(`/api/org/applications/${appId}/status`, { status: 'Interview' }, orgA),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await ctx.db.q
      .selectFrom('application_status_history')
      .select('status')
      .where('application_id', '=', appId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['Received', 'Interview']);
    expect(ctx.mail).toHaveLength(1);
  });
});

describe('ownership and roles', () => {
  let jobId: number;
  let appId: number;
  let resumeId: number;

  beforeAll(async () => {
    jobId = await postRole(orgA, { name: 'Bilby Ownership Coach' });
    const files = await apply(jobId);
    resumeId = files.resume;
    const list = ApplicantsResponseSchema.parse(
      await (await get(`/api/org/jobs/${jobId}/applicants`, orgA)).json(),
    );
    appId = list.list[0].id;
  });

  test("organisation B cannot read or change A's roles, applicants or files (404)", async () => {
    const before = await jobRow(jobId);
    const statusBefore = await applicationStatus(appId);
    const a = await failure(await get(`/api/org/jobs/${jobId}`, orgB), 404);
    const b = await failure(await get(`/api/org/jobs/999999`, orgB), 404);
    expect(a).toEqual(b); // byte-identical: no hint that the id exists
    await failure(
      await ctx.request(`/api/org/jobs/${jobId}`, { method: 'PUT', json: role(), token: orgB }),
      404,
    );
    await failure(await post(`/api/org/jobs/${jobId}`, role(), orgB), 404);
    await failure(await post(`/api/org/jobs/${jobId}/status`, { open: false }, orgB), 404);
    await failure(await get(`/api/org/jobs/${jobId}/applicants`, orgB), 404);
    await failure(
      await post(`/api/org/applications/${appId}/status`, { status: 'Hired' }, orgB),
      404,
    );
    await failure(await get(`/api/file/${resumeId}`, orgB), 404);
    expect(await jobRow(jobId)).toEqual(before);
    expect(await applicationStatus(appId)).toEqual(statusBefore);
    const listB = OrgJobListResponseSchema.parse(await (await get('/api/org/jobs', orgB)).json());
    expect(listB.list.some((r) => r.id === jobId)).toBe(false);
  });

  test('a coach gets 403 and no token gets 401 on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/org/jobs'],
      ['POST', '/api/org/jobs', role()],
      ['GET', `/api/org/jobs/${jobId}`],
      ['PUT', `/api/org/jobs/${jobId}`, role()],
      ['POST', `/api/org/jobs/${jobId}`, role()],
      ['POST', `/api/org/jobs/${jobId}/status`, { open: false }],
      ['GET', `/api/org/jobs/${jobId}/applicants`],
      ['POST', `/api/org/applications/${appId}/status`, { status: 'Hired' }],
      ['GET', '/api/org/profile'],
      ['POST', '/api/org/profile', { orgType: 'School' }],
    ];
    for (const [method, path, json] of calls) {
      await failure(await ctx.request(path, { method, json, token: coach }), 403);
      await failure(await ctx.request(path, { method, json }), 401);
    }
    await failure(await logo(pngBytes(), 'a.png', coach), 403);
    const fd = new FormData();
    fd.append('logo', new File([pngBytes()], 'a.png'));
    await failure(await ctx.request('/api/org/logo', { method: 'POST', body: fd }), 401);
    expect(await isOpen(jobId)).toBe(1);
  });

  test('unsafe calls need the XSRF header', async () => {
    const res = await ctx.request(`/api/org/jobs/${jobId}/status`, {
      method: 'POST',
      json: { open: false },
      token: orgA,
      noXsrf: true,
    });
    await failure(res, 403);
    expect(await isOpen(jobId)).toBe(1);
  });

  test('a non-numeric id is 400, a JSON call with another content type 415', async () => {
    await failure(await get('/api/org/jobs/abc', orgA), 400);
    const res = await ctx.request('/api/org/jobs', {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      token: orgA,
    });
    await failure(res, 415);
  });
});

describe('organisation profile and logo', () => {
  test('reads and updates about, website, type and city; shown on the public page', async () => {
    const res = await get('/api/org/profile', orgA);
    const { profile } = OrgProfileResponseSchema.parse(await res.json());
    expect(profile).toMatchObject({ id: orgAId, name: 'Alpha Netball Club', logo: null });
    const update = await post(
      '/api/org/profile',
      {
        about: 'Community netball in the inner west.',
        website: 'https://alpha.example/club',
        orgType: 'School',
        city: 'Sydney',
      },
      orgA,
    );
    expect(update.status).toBe(200);
    expect(await update.json()).toEqual({ message: EM.orgProfileUpdated });
    const page = OrgPageDetailsResponseSchema.parse(
      await (await get(`/api/org/getOrgPageDetails?orgid=${orgAId}`)).json(),
    );
    expect(page.orgData).toMatchObject({
      about: 'Community netball in the inner west.',
      website: 'https://alpha.example/club',
      orgType: 'School',
      location: 'Sydney, NSW',
    });
    // The roles are now found under the new organisation type.
    const bySchool = JobListResponseSchema.parse(
      await (await get(`/api/job/list?orgtype=School&orgId=${orgAId}`)).json(),
    );
    expect(bySchool.length).toBeGreaterThan(0);
  });

  test('refuses non-web websites and unknown types', async () => {
    for (const website of [
      'javascript:alert(1)',
      'ftp://x.example',
      'not a url',
      'data:text/html,x',
    ]) {
      const f = await failure(
        await post('/api/org/profile', { about: '', website, orgType: 'School' }, orgA),
        400,
      );
      expect(f.fields?.website).toBeTruthy();
    }
    const t = await failure(
      await post('/api/org/profile', { website: '', orgType: 'Spaceport' }, orgA),
      400,
    );
    expect(t.fields?.orgType).toBeTruthy();
  });

  test('PNG logo upload replaces the previous one and is served publicly', async () => {
    const first = await logo(pngBytes(), 'logo.png');
    expect(first.status).toBe(201);
    const body = LogoUploadResponseSchema.parse(await first.json());
    expect(body).toEqual({
      message: EM.logoUploaded,
      logo: `/api/org/logo/${orgAId}`,
      fileName: 'logo.png',
    });
    const served = await get(body.logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const page = OrgPageDetailsResponseSchema.parse(
      await (await get(`/api/org/getOrgPageDetails?orgid=${orgAId}`)).json(),
    );
    expect(page.orgData.logo).toBe(body.logo);
    const previous = await logoFile();
    await logo(pngBytes(), 'second.png');
    const current = await logoFile();
    expect(current.id).not.toBe(previous.id);
    // The replaced logo's bytes go with it: in file_blobs on PostgreSQL, on disk on SQLite.
    expect(await storedBytes(previous)).toBe(false);
    expect(await storedBytes(current)).toBe(true);
    const { logos } = await ctx.db.q
      .selectFrom('files as f')
      .innerJoin('users as u', 'u.id', 'f.owner_id')
      .select((eb) => eb.fn.countAll<number>().as('logos'))
      .where('f.kind', '=', 'logo')
      .where('u.org_id', '=', orgAId)
      .executeTakeFirstOrThrow();
    expect(logos).toBe(1);
  });

  test('SVG logos are sanitized and served with a restrictive CSP', async () => {
    const evil = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(1)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" style="fill:url(https://evil.example/x)" onclick="alert(2)"/>
  <circle cx="5" cy="5" r="2" fill="url(https://evil.example/y)"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></div></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
  <use href="#g"/>
  <a href="javascript:alert(4)"><text x="1" y="5">Alpha</text></a>
</svg>`;
    const res = await logo(new TextEncoder().encode(evil), 'crest.svg');
    expect(res.status).toBe(201);
    const served = await get(`/api/org/logo/${orgAId}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await served.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<rect width="10" height="10" fill="url(#g)" />');
    expect(svg).toContain('<use href="#g" />');
    expect(svg).not.toMatch(
      /script|onload|onclick|onerror|foreignObject|evil\.example|javascript:|<image|<a[\s>]|style=/i,
    );
  });

  test('other files are refused by content (415) and large ones by size (413)', async () => {
    await failure(await logo(pdfBytes(), 'logo.png'), 415);
    await failure(
      await logo(new TextEncoder().encode('<html><script>x</script></html>'), 'x.svg'),
      415,
    );
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(pngBytes());
    await failure(await logo(big, 'big.png'), 413);
    const missing = await failure(
      await ctx.request('/api/org/logo', { method: 'POST', body: new FormData(), token: orgA }),
      400,
    );
    expect(missing.fields?.logo ?? missing.fields?._).toBeTruthy();
  });
});
