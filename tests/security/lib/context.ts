// An in-process app (createTestContext) with coach A, coach B, organisation O and an admin signed
// in (the admin with its second factor, and the token it had before enrolling).

import { insertUser, markEmailVerified } from '../../../server/db/queries/users';
import { hashPassword } from '../../../server/lib/passwords';
import { totpCode } from '../../../server/lib/totp';
import {
  createTestContext,
  TEST_PASSWORD,
  type TestAccount,
  type TestContext,
} from '../../../server/test-utils';
import { ROLE_ADMIN } from '../../../src/shared/constants';
import {
  TotpConfirmResponseSchema,
  TotpEnrolResponseSchema,
} from '../../../src/shared/schemas/trust';

export interface World {
  ctx: TestContext;
  A: TestAccount & { token: string; refresh: string };
  B: TestAccount & { token: string; refresh: string };
  O: TestAccount & { token: string; refresh: string };
  /**
   * A ROLE_ADMIN with TOTP on: `token` carries the second factor (claim mf);
   * `tokenWithoutFactor` is its sign-in before enrolling (admin calls answer it 403).
   */
  Admin: TestAccount & { token: string; refresh: string; tokenWithoutFactor: string };
  /** An open job id from the seed. */
  jobId: number;
}

export async function world(opts: Parameters<typeof createTestContext>[0] = {}): Promise<World> {
  const ctx = await createTestContext({ seed: true, ...opts });
  const signIn = async (acc: TestAccount) => {
    const t = await ctx.loginAs(acc.email, acc.password);
    return { ...acc, token: t.token, refresh: t.refresh_token };
  };
  const A = await signIn(await ctx.registerCoach());
  const B = await signIn(await ctx.registerCoach());
  const O = await signIn(await ctx.registerOrg());
  const Admin = await admin(ctx);
  const { id: jobId } = await ctx.db.q
    .selectFrom('jobs')
    .select('id')
    .where('is_open', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { ctx, A, B, O, Admin, jobId };
}

/** An admin (as `npm run admin -- create` makes one, with a known password) enrolled in TOTP. */
async function admin(ctx: TestContext): Promise<World['Admin']> {
  const email = 'admin@example.com';
  const id = await insertUser(ctx.db, {
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: ROLE_ADMIN,
    firstName: 'Admin',
    lastName: 'Admin',
    mobile: '',
    orgId: null,
    createdAt: new Date(ctx.clock.now()).toISOString(),
  });
  await markEmailVerified(ctx.db, id);
  const before = await ctx.loginAs(email, TEST_PASSWORD);
  const enrol = await ctx.request('/api/user/totp/enrol', { method: 'POST', token: before.token });
  const { secret } = TotpEnrolResponseSchema.parse(await enrol.json());
  const confirm = await ctx.request('/api/user/totp/confirm', {
    json: { code: totpCode(secret, ctx.clock.now()) },
    token: before.token,
  });
  const after = TotpConfirmResponseSchema.parse(await confirm.json());
  return {
    email,
    password: TEST_PASSWORD,
    id,
    token: after.token,
    refresh: after.refresh_token,
    tokenWithoutFactor: before.token,
  };
}

/** API.md's failure body: exactly message 'Error', a detail string and optional fields. */
export function isFailureBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b).sort().join(',');
  if (keys !== 'detail,message' && keys !== 'detail,fields,message') return false;
  if (b.message !== 'Error' || typeof b.detail !== 'string' || b.detail.length === 0) return false;
  if ('fields' in b) {
    if (typeof b.fields !== 'object' || b.fields === null || Array.isArray(b.fields)) return false;
    if (!Object.values(b.fields).every((v) => typeof v === 'string')) return false;
  }
  return true;
}
