import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestDatabase, testDatabase } from '../test-utils';
import {
  afterCommit,
  isForeignKeyViolation,
  isUniqueViolation,
  NestedQueryError,
  tx,
} from './connect';
import { arg, precompiled } from './precompiled';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase();
});
afterAll(() => t.close());

const typeCount = async () =>
  (
    await t.db.q
      .selectFrom('org_types')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('transactions', () => {
  test('commit, or roll back everything when the function throws', async () => {
    const before = await typeCount();
    await tx(t.db, async (x) => {
      await x.q.insertInto('org_types').values({ type: 'Kept' }).execute();
    });
    await expect(
      tx(t.db, async (x) => {
        await x.q.insertInto('org_types').values({ type: 'Gone' }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await typeCount()).toBe(before + 1);
  });

  test('work registered with afterCommit runs once committed, never after a rollback', async () => {
    const ran: string[] = [];
    await tx(t.db, async (x) => {
      afterCommit(x, () => ran.push('committed'));
      expect(ran).toEqual([]);
    });
    await tx(t.db, async (x) => {
      afterCommit(x, () => ran.push('rolled back'));
      throw new Error('no');
    }).catch(() => {});
    afterCommit(t.db, () => ran.push('outside'));
    expect(ran).toEqual(['committed', 'outside']);
  });

  test('a query on the database handle inside a transaction is refused, not a deadlock', async () => {
    await expect(
      tx(t.db, async () => {
        await t.db.q.selectFrom('org_types').select('id').execute();
      }),
    ).rejects.toBeInstanceOf(NestedQueryError);
    // and the database goes on working
    expect(await typeCount()).toBeGreaterThan(0);
  });

  test('tx() on a transaction handle joins it', async () => {
    const before = await typeCount();
    await expect(
      tx(t.db, async (x) => {
        await tx(x, async (y) => {
          await y.q.insertInto('org_types').values({ type: 'Inner' }).execute();
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow();
    expect(await typeCount()).toBe(before);
  });
});

describe('constraint errors are recognised on both engines', () => {
  test('unique and foreign key', async () => {
    await t.db.q.insertInto('org_types').values({ type: 'Twice' }).execute();
    const unique = await t.db.q
      .insertInto('org_types')
      .values({ type: 'Twice' })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isForeignKeyViolation(unique)).toBe(false);
    const fk = await t.db.q
      .insertInto('cities')
      .values({ name: 'Nowhere', state_id: 999_999 })
      .execute()
      .catch((e: unknown) => e);
    expect(isForeignKeyViolation(fk)).toBe(true);
    expect(isUniqueViolation(fk)).toBe(false);
  });
});

describe('precompiled queries', () => {
  test('put each call its own values, in and out of transactions', async () => {
    const named = precompiled<[string], { id: number }>((q) =>
      q.selectFrom('org_types').select('id').where('type', '=', arg<string>(0)),
    );
    await t.db.q.insertInto('org_types').values({ type: 'Precompiled' }).execute();
    expect(await named(t.db, 'Precompiled')).toHaveLength(1);
    expect(await named(t.db, 'Nothing like it')).toEqual([]);
    await tx(t.db, async (x) => {
      await x.q.insertInto('org_types').values({ type: 'In a transaction' }).execute();
      expect(await named(x, 'In a transaction')).toHaveLength(1);
    });
  });
});
