// Test fixtures of issue 32's reports and audit log (server/routes/reports.test.ts,
// audit.test.ts): an admin with its second factor, and a role posted by an organisation.
import { expect } from 'vitest';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { JobPostedResponseSchema } from '../../src/shared/schemas/employer';
import { signAccessToken } from '../lib/tokens';
import { TEST_ROLE_CONTEXT, type TestContext } from '../test-utils';

let admins = 0;

/** A ROLE_ADMIN row and an access token carrying its second factor. */
export async function adminToken(ctx: TestContext): Promise<{ id: number; token: string }> {
  admins += 1;
  const email = `admin${admins}-${Date.now()}@example.com`;
  const { id } = await ctx.db.q
    .insertInto('users')
    .values({
      email,
      email_key: email,
      password_hash: 'x',
      role: ROLE_ADMIN,
      first_name: 'Ada',
      last_name: 'Admin',
      mobile: '',
      created_at: new Date(ctx.clock.now()).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await signAccessToken(
    ctx.db,
    ctx.deps.config.jwtSecret,
    id,
    ctx.clock.now(),
    undefined,
    true,
  );
  return { id, token };
}

/** A role's body for POST /api/org/jobs, closing within 180 days of TEST_START. */
export const roleBody = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  city: 'Sydney',
  minLevel: 'Level 1',
  role_type: 'Volunteer',
  categories: 'Netball, Coaching',
  salary: 'Volunteer role',
  tags: ['Netball'],
  description: '<p>Coach our under 14 girls.</p>',
  subject: '<p>Netball</p>',
  skills: '<p>WWCC</p>',
  desiredSkills: '',
  closingDate: '2026-03-31',
  ...TEST_ROLE_CONTEXT,
  ...over,
});

/** An organisation user signed in, with its organisation's id. */
export async function signedInOrg(ctx: TestContext, orgName?: string) {
  const o = await ctx.registerOrg(orgName ? { orgName } : {});
  const { token } = await ctx.loginAs(o.email, o.password);
  const { org_id } = await ctx.db.q
    .selectFrom('users')
    .select('org_id')
    .where('id', '=', o.id)
    .executeTakeFirstOrThrow();
  return { ...o, token, orgId: org_id as number };
}

export async function postRole(ctx: TestContext, token: string, name: string): Promise<number> {
  const res = await ctx.request('/api/org/jobs', { token, json: roleBody(name) });
  expect(res.status, await res.clone().text()).toBe(201);
  return JobPostedResponseSchema.parse(await res.json()).id;
}
