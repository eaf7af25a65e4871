// An in-process app (createTestContext) with coach A, coach B and organisation O signed in.
import { createTestContext, type TestAccount, type TestContext } from '../../../server/test-utils';

export interface World {
  ctx: TestContext;
  A: TestAccount & { token: string; refresh: string };
  B: TestAccount & { token: string; refresh: string };
  O: TestAccount & { token: string; refresh: string };
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
  const { id: jobId } = await ctx.db.q
    .selectFrom('jobs')
    .select('id')
    .where('is_open', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { ctx, A, B, O, jobId };
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
