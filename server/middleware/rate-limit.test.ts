import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import type { Database } from '../db/connect';
import { ApiError } from '../http/errors';
import { createTestContext, openAgain, TEST_ENGINE, type TestContext } from '../test-utils';
import type { AppDeps } from '../types';
import { hit, LIMITS, limitAttempt, limitedAddress, unhit } from './rate-limit';

describe('limitedAddress: the client the address limits count', () => {
  it('IPv4 as it is, also IPv4-mapped IPv6; other text unchanged', () => {
    expect(limitedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(limitedAddress('local')).toBe('local');
    expect(limitedAddress('not an address')).toBe('not an address');
  });

  it('IPv6 as its /64 network, whatever the spelling', () => {
    const net = '2001:db8:0:1::/64';
    for (const a of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:abcd:ef01:2345:6789',
      '2001:db8::1:0:0:0:1',
      '2001:db8:0:1::192.0.2.1',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect(limitedAddress(a)).toBe(net);
    }
    expect(limitedAddress('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the counters in the database (both engines)', () => {
  let t: TestContext;
  let other: Database;
  let second: AppDeps;
  beforeEach(async () => {
    t = await createTestContext();
    t.deps.config.rateLimits.loginAccount = 5;
    t.deps.config.rateLimits.loginAddress = 100;
    // A second server: its own handle (connection or pool) on the same database.
    other = await openAgain(t.store);
    second = { ...t.deps, db: other };
  });
  // The servers taking turns at once. SQLite's servers are processes of one machine: two
  // connections in this one thread would wait on each other's lock (its busy timeout blocks the
  // thread), so there one handle runs the simultaneous calls and the second takes sequential turns.
  const atOnce = (i: number) => (TEST_ENGINE === 'postgres' && i % 2 ? second : t.deps);
  afterEach(async () => {
    await other.close();
    await t.close();
  });

  const stored = async (key: string) =>
    (
      await t.db.q
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', key)
        .executeTakeFirst()
    )?.count;
  const attempt = (deps: AppDeps, account: string, address = 'a1') =>
    limitAttempt(deps, [
      ['loginAccount', account],
      ['loginAddress', address],
    ]).then(
      () => 'counted',
      (e: unknown) => {
        if (e instanceof ApiError && e.status === 429 && e.detail === API_ERRORS.tooMany) {
          return `429 ${e.headers?.['Retry-After']}`;
        }
        throw e;
      },
    );

  it('two servers attempting at once count together: exactly the limit is counted', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(atOnce(i), 'ana')),
    );
    expect(results.filter((r) => r === 'counted')).toHaveLength(5);
    expect(results.filter((r) => r.startsWith('429'))).toHaveLength(7);
    expect(await stored('loginAccount:ana')).toBe(5);
    // a refused attempt counts against none of its pairs
    expect(await stored('loginAddress:a1')).toBe(5);
  });

  it('Retry-After is the rest of the window; a window that ended starts again at 1', async () => {
    for (let i = 0; i < 5; i++) expect(await attempt(t.deps, 'bo')).toBe('counted');
    t.clock.advance(60_000);
    expect(await attempt(second, 'bo')).toBe(`429 ${15 * 60 - 60}`);
    t.clock.advance(LIMITS.loginAccount.windowMs - 60_000);
    expect(await attempt(second, 'bo')).toBe('counted');
    expect(await stored('loginAccount:bo')).toBe(1);
  });

  it('hit and unhit from two servers at once; unhit never goes below 0 or into a new window', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => hit(atOnce(i), 'loginAccount', 'cy')));
    expect(await stored('loginAccount:cy')).toBe(8);
    await Promise.all(Array.from({ length: 10 }, (_, i) => unhit(atOnce(i), 'loginAccount', 'cy')));
    expect(await stored('loginAccount:cy')).toBe(0);
    await hit(t.deps, 'loginAccount', 'cy');
    t.clock.advance(LIMITS.loginAccount.windowMs);
    await unhit(second, 'loginAccount', 'cy');
    expect(await stored('loginAccount:cy')).toBe(1);
  });
});
