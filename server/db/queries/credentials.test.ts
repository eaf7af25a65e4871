// The snapshot of a coach's credentials on an application (issue 30; both engines), for the apply
// and applicants' view to plug in: the fields as they were (later edits and deletion do not
// rewrite it), the document kept while a snapshot holds it and downloadable by the organisation
// applied to, and by nobody else.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { JobPostedResponseSchema } from '../../../src/shared/schemas';
import { CredentialAddedResponseSchema } from '../../../src/shared/schemas/credentials';
import { addDays, dateIn } from '../../../src/shared/zoned-time';
import { docBytes, pdfBytes } from '../../lib/uploads.test-fixtures';
import { createTestContext, TEST_ROLE_CONTEXT, type TestContext } from '../../test-utils';
import { snapshotsOf } from './credentials';

let ctx: TestContext;
afterAll(() => ctx.close());
beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
});

const upload = async (token: string, field: string, bytes: Uint8Array, name: string) => {
  const fd = new FormData();
  fd.append(field, new File([bytes.slice()], name));
  const res = await ctx.request(`/api/file/upload/${field}`, { method: 'POST', body: fd, token });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { resumeId?: number; cvId?: number; fileId?: number };
  return (body.resumeId ?? body.cvId ?? body.fileId) as number;
};

test('a snapshot keeps the credentials as they were, and shares the document with that organisation only', async () => {
  const o = await ctx.registerOrg({ orgName: 'Harbour Hockey Club' });
  const org = (await ctx.loginAs(o.email, o.password)).token;
  const p = await ctx.registerOrg({ orgName: 'Other Hockey Club' });
  const otherOrg = (await ctx.loginAs(p.email, p.password)).token;
  const c = await ctx.registerCoach();
  const coach = (await ctx.loginAs(c.email, c.password)).token;
  const d = await ctx.registerCoach();
  const otherCoach = (await ctx.loginAs(d.email, d.password)).token;

  const posted = await ctx.request('/api/org/jobs', {
    method: 'POST',
    token: org,
    json: {
      name: 'Head Hockey Coach',
      city: 'Sydney',
      minLevel: 'Level 2',
      role_type: 'Full-time',
      categories: 'Hockey, Coaching',
      salary: '$80,000',
      tags: ['Hockey'],
      description: '<p>Lead our hockey programme.</p>',
      subject: '<p>Coaching</p>',
      skills: '<p>Accreditation</p>',
      desiredSkills: '',
      closingDate: addDays(dateIn(ctx.clock.now(), 'Australia/Sydney'), 10),
      ...TEST_ROLE_CONTEXT,
      sportType: 'Hockey',
    },
  });
  expect(posted.status).toBe(201);
  const jobId = JobPostedResponseSchema.parse(await posted.json()).id;

  const doc = await upload(coach, 'credential', pdfBytes(), 'wwcc.pdf');
  const added = await ctx.request('/api/user/credentials', {
    method: 'POST',
    token: coach,
    json: {
      type: 'WWCC',
      state: 'New South Wales',
      number: 'WWC5550001E',
      wwccType: 'Employee',
      expiresOn: '2029-01-01',
      fileId: doc,
    },
  });
  const credentialId = CredentialAddedResponseSchema.parse(await added.json()).id;
  await ctx.request('/api/user/credentials', {
    method: 'POST',
    token: coach,
    json: { type: 'First aid', expiresOn: '2025-01-01' }, // expired: shared too
  });

  const resume = await upload(coach, 'resume', pdfBytes(), 'cv.pdf');
  const cv = await upload(coach, 'cv', docBytes(), 'letter.doc');
  const applied = await ctx.request('/api/job-apply/apply', {
    method: 'POST',
    token: coach,
    json: {
      firstName: 'Casey',
      lastName: 'Coach',
      resume,
      cv,
      jobId,
      salary: '$85k',
      notice: '2 weeks',
      referredBy: 'LinkedIn',
    },
  });
  expect(applied.status, await applied.clone().text()).toBe(201);
  const { id: applicationId } = await ctx.db.q
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  // The apply took the snapshot in its transaction (applications.ts createApplication).
  expect(await snapshotsOf(ctx.db, [applicationId])).toHaveLength(2);

  // Later edits and deletion do not rewrite it; the document stays while the snapshot holds it.
  await ctx.request(`/api/user/credentials/${credentialId}`, { method: 'DELETE', token: coach });
  const snap = await snapshotsOf(ctx.db, [applicationId]);
  expect(snap).toEqual([
    expect.objectContaining({
      type: 'WWCC',
      number: 'WWC5550001E',
      state: 'New South Wales',
      expiresOn: '2029-01-01',
      fileId: doc,
      fileName: 'wwcc.pdf',
    }),
    expect.objectContaining({ type: 'First aid', expiresOn: '2025-01-01', fileId: null }),
  ]);
  for (const [token, status] of [
    [coach, 200],
    [org, 200],
    [otherOrg, 404],
    [otherCoach, 404],
  ] as const) {
    expect((await ctx.request(`/api/file/${doc}`, { token })).status, String(status)).toBe(status);
  }
});
