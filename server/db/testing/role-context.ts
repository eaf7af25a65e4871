/**
 * Writing roles' coaching context directly (issue 29, migration 011's columns), for tests of the
 * search by context: the role form and POST /api/org/jobs write it in use. Random contexts come
 * from a seeded generator (seed.ts mulberry32), some roles left without one (roles posted before
 * the context existed). Each write says the job lists changed (changes.ts).
 */
import { AGE_GROUPS, DAYS, GENDERS, LEVELS, PAY_KINDS, TIMES } from '../../../src/shared/facets';
import { jobsChanged } from '../changes';
import type { Db } from '../connect';
import type { Schema } from '../schema';
import { mulberry32 } from '../seed';
import { tx } from '../tx';

/** A role's context as stored: the sport's tag id, bitmasks (bit i = the list's value i), texts. */
export interface StoredContext {
  sport_type_id: number | null;
  age_groups: number;
  gender: Schema['jobs']['gender'];
  level: Schema['jobs']['level'];
  pay_kind: Schema['jobs']['pay_kind'];
  days: number;
  times: number;
}

/** Sets the context of the jobs `ids`. */
export async function setRoleContext(
  db: Db,
  ids: readonly number[],
  context: Partial<StoredContext>,
): Promise<void> {
  await tx(db, async (t) => {
    await t.q
      .updateTable('jobs')
      .set(context)
      .where('id', 'in', [...ids])
      .execute();
    await jobsChanged(t);
  });
}

/**
 * Gives every job a random context (about one in eight none at all), seeded: `seed` gives the
 * same contexts on both engines for the same jobs. Returns how many jobs got one.
 */
export async function giveRolesContext(db: Db, seed: number): Promise<number> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const mask = (n: number, chance: number) => {
    let m = 0;
    for (let i = 0; i < n; i++) if (random() < chance) m |= 1 << i;
    return m;
  };
  const [jobs, sports] = await Promise.all([
    db.q.selectFrom('jobs').select('id').orderBy('id').execute(),
    db.q.selectFrom('tags').select('id').where('kind', '=', 'sport').orderBy('id').execute(),
  ]);
  // a few sports take most roles, as on a real board
  const common = sports.slice(0, Math.min(6, sports.length)).map((s) => s.id);
  const all = sports.map((s) => s.id);
  let given = 0;
  await tx(db, async (t) => {
    for (const { id } of jobs) {
      if (random() < 0.125) continue;
      const days = mask(DAYS.length, 0.3);
      const context: StoredContext = {
        sport_type_id: all.length ? pick(random() < 0.7 ? common : all) : null,
        age_groups: mask(AGE_GROUPS.length, 0.15),
        gender: random() < 0.2 ? null : pick(GENDERS),
        level: pick(LEVELS),
        pay_kind: pick(PAY_KINDS),
        days,
        times: days ? mask(TIMES.length, 0.4) : 0,
      };
      await t.q.updateTable('jobs').set(context).where('id', '=', id).execute();
      given += 1;
    }
    await jobsChanged(t);
  });
  return given;
}
