/**
 * The in-memory side of job search (issue 8): bitsets over the open jobs, newest first.
 *
 * Position p of every bitset is the p-th open job in search_key DESC order (the list order).
 * Built lazily through the query modules (server/db/queries/job-lists.ts and search-words.ts), per
 * database, and dropped as a whole whenever a job list can have changed (the version of
 * server/db/changes.ts moves). Kept:
 * - the positions -> search keys array (one read of the open jobs' keys);
 * - one bitset per facet (organisation type, organisation, city, state, tag, and the coaching
 *   context's sport, age group, gender, level, pay, day and time) ever asked for, and one per
 *   minimum pay for the last MIN_PAY_BITSETS amounts asked for (any whole number can be asked,
 *   so these are bounded);
 * - for the facet counts (GET /api/job/facets), the bitsets of every value of the coaching
 *   context, organisation type and state at once, from one read of the open jobs' context the
 *   first time counts are asked for (about 1 MB at 100,000 jobs; the read packs the context
 *   into few columns: job-lists.ts openJobContexts);
 * - per keyword term, the bitset of title matches and of matches anywhere (an LRU bounded by
 *   bytes), each read once from job_words (a range of words).
 * A search is then a few word-wise ANDs/ORs, a popcount and a walk to the page: no COUNT over
 * a doclist, no OFFSET walk, the same work for page 1 and page 40, and nearly the same at
 * 1,000 and 1,000,000 jobs (n / 32 words per operation).
 */

import { closingCut } from '../db/changes';
import type { Db } from '../db/connect';
import {
  CONTEXT_SHIFT,
  type Facet,
  openJobContexts,
  openJobKeys,
  openJobKeysWith,
} from '../db/queries/job-lists';
import { termMatches } from '../db/queries/search-words';

export type Bits = Uint32Array;

/** One filter value: a facet and the id of its value. */
export interface FacetValue {
  facet: Facet;
  id: number;
}
/** A filter condition: AND over groups, each group an OR of alternatives, each an AND of values. */
export type FacetPlan = FacetValue[][][];

const popcount32 = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
};

export function countBits(b: Bits): number {
  let n = 0;
  for (let i = 0; i < b.length; i++) if (b[i] !== 0) n += popcount32(b[i]);
  return n;
}

/** Positions of the set bits number `skip` .. `skip + take - 1` (in position order). */
export function pickBits(b: Bits, skip: number, take: number): number[] {
  const out: number[] = [];
  if (take <= 0) return out;
  let i = 0;
  for (; i < b.length; i++) {
    const w = b[i];
    if (w === 0) continue;
    const c = popcount32(w);
    if (skip >= c) {
      skip -= c;
      continue;
    }
    break;
  }
  for (; i < b.length && out.length < take; i++) {
    let w = b[i];
    while (w !== 0 && out.length < take) {
      const low = w & -w;
      const bit = 31 - Math.clz32(low);
      w ^= low;
      if (skip > 0) skip -= 1;
      else out.push(i * 32 + bit);
    }
  }
  return out;
}

/** out = a & b (out may be a or b). */
const and = (out: Bits, a: Bits, b: Bits): Bits => {
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
};
/** out = a | b (out may be a or b). */
const or = (out: Bits, a: Bits, b: Bits): Bits => {
  for (let i = 0; i < a.length; i++) out[i] = a[i] | b[i];
  return out;
};

/**
 * The keyword part of a search, in one pass over the words (a pass per term and operation
 * before, a good part of a distinct search's time in the server: docs/benchmarks.md): within
 * `filter`, the jobs matching every term in the title go to `title`, those matching every term
 * anywhere but not all in the title to `rest`. Returns [title count, rest count]. A term's
 * title matches are among its matches anywhere (the name is one of the searched columns); `t`
 * is taken within `a` all the same, so `title` and `rest` never overlap.
 */
export function matchTerms(
  filter: Bits,
  terms: readonly { title: Bits; any: Bits }[],
  title: Bits,
  rest: Bits,
): [number, number] {
  const n = filter.length;
  let titleCount = 0;
  let restCount = 0;
  if (terms.length === 1) {
    const [{ title: t1, any: a1 }] = terms;
    for (let i = 0; i < n; i++) {
      const a = filter[i] & a1[i];
      if (a === 0) {
        title[i] = 0;
        rest[i] = 0;
        continue;
      }
      const t = a & t1[i];
      const r = a & ~t;
      title[i] = t;
      rest[i] = r;
      if (t !== 0) titleCount += popcount32(t);
      if (r !== 0) restCount += popcount32(r);
    }
  } else if (terms.length === 2) {
    const [{ title: t1, any: a1 }, { title: t2, any: a2 }] = terms;
    for (let i = 0; i < n; i++) {
      const a = filter[i] & a1[i] & a2[i];
      if (a === 0) {
        title[i] = 0;
        rest[i] = 0;
        continue;
      }
      const t = a & t1[i] & t2[i];
      const r = a & ~t;
      title[i] = t;
      rest[i] = r;
      if (t !== 0) titleCount += popcount32(t);
      if (r !== 0) restCount += popcount32(r);
    }
  } else {
    for (let i = 0; i < n; i++) {
      let a = filter[i];
      let t = a;
      for (let j = 0; j < terms.length && a !== 0; j++) {
        a &= terms[j].any[i];
        t &= terms[j].title[i];
      }
      t &= a;
      const r = a & ~t;
      title[i] = t;
      rest[i] = r;
      if (t !== 0) titleCount += popcount32(t);
      if (r !== 0) restCount += popcount32(r);
    }
  }
  return [titleCount, restCount];
}

/** The facets whose every value's bitset the one read of the open jobs' context makes. */
const CONTEXT_FACETS: ReadonlySet<Facet> = new Set<Facet>([
  'sportType',
  'ageGroup',
  'gender',
  'level',
  'pay',
  'days',
  'times',
  'orgType',
  'state',
]);

/** Popcount of a & b. */
function countAnd(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i] & b[i];
    if (w !== 0) n += popcount32(w);
  }
  return n;
}

/** Minimum pay amounts whose bitsets are kept per index, the oldest asked for dropped first. */
const MIN_PAY_BITSETS = 64;

/** Bytes of term bitsets kept per database (64 MB: 1,000 terms at 250,000 jobs). */
const TERM_CACHE_BYTES = 64 * 1024 * 1024;

interface TermBits {
  title: Bits;
  any: Bits;
}

export class BitsetIndex {
  readonly size: number;
  private readonly words: number;
  private readonly all: Bits;
  /** Search key -> position, made on the first read of a facet or term. */
  private positionOf: Map<number, number> | null = null;
  private readonly facets = new Map<string, Promise<Bits>>();
  /** The minPay facets kept, oldest first. */
  private readonly minPays: string[] = [];
  private readonly terms = new Map<string, Promise<TermBits>>();
  private termBytes = 0;
  /** The one read of the open jobs' context (loadContexts), once made. */
  private contexts: Promise<void> | null = null;
  /** Whether it is done: a CONTEXT_FACETS value without a bitset then has no open job. */
  private contextsLoaded = false;
  private none: Bits | null = null;
  /**
   * Work bitsets of one search, reused by the next (the bit work of a search runs start to end
   * synchronously, after every bitset it needs was read, and returns keys, never a bitset): no
   * allocation, and no garbage, per search.
   */
  private readonly scratch: Bits[] = [];
  private scratchUsed = 0;

  private constructor(
    private readonly db: Db,
    readonly version: string,
    /** Search keys of the open jobs, newest first. */
    readonly keys: Float64Array,
  ) {
    this.size = keys.length;
    this.words = Math.ceil(this.size / 32);
    this.all = new Uint32Array(this.words).fill(0xffffffff);
    if (this.size % 32) this.all[this.words - 1] = 2 ** (this.size % 32) - 1;
  }

  static async load(db: Db, version: string): Promise<BitsetIndex> {
    return new BitsetIndex(
      db,
      version,
      Float64Array.from(await openJobKeys(db, closingCut(db, version))),
    );
  }

  private positions(): Map<number, number> {
    if (!this.positionOf) {
      this.positionOf = new Map();
      for (let p = 0; p < this.keys.length; p++) this.positionOf.set(this.keys[p], p);
    }
    return this.positionOf;
  }

  /** The bitset of a set of search keys (keys of jobs not in this index are left out). */
  private bits(keys: Iterable<number>): Bits {
    const into = new Uint32Array(this.words);
    const positionOf = this.positions();
    for (const k of keys) {
      const p = positionOf.get(k);
      if (p !== undefined) into[p >>> 5] |= 1 << (p & 31);
    }
    return into;
  }

  private facet(v: FacetValue): Promise<Bits> {
    const name = `${v.facet}:${v.id}`;
    let b = this.facets.get(name);
    if (!b && this.contextsLoaded && CONTEXT_FACETS.has(v.facet)) {
      this.none ??= new Uint32Array(this.words);
      return Promise.resolve(this.none);
    }
    const loading = this.contexts;
    if (!b && loading && CONTEXT_FACETS.has(v.facet)) {
      // The read of every value's bitset is under way (a facet count): wait for it rather than
      // read this value's set too (the list and its counts are asked for together).
      return loading.then(() => this.facet(v));
    }
    if (!b) {
      b = openJobKeysWith(this.db, v.facet, v.id).then((keys) => this.bits(keys));
      this.facets.set(name, b);
      b.catch(() => this.facets.delete(name));
      if (v.facet === 'minPay') {
        this.minPays.push(name);
        if (this.minPays.length > MIN_PAY_BITSETS) this.facets.delete(this.minPays.shift()!);
      }
    }
    return b;
  }

  /**
   * Every value's bitset of CONTEXT_FACETS from one read of the open jobs' context (those the
   * clock closed are not in this index and left out), kept beside the bitsets asked for one by
   * one (the same names: either is the same set).
   */
  private loadContexts(): Promise<void> {
    if (!this.contexts) {
      const loading = openJobContexts(this.db).then((rows) => {
        // facet -> value id -> bitset (ids are small integers: list positions, lookup ids)
        const made: Record<string, Bits[]> = {};
        const positionOf = this.positions();
        const words = this.words;
        const set = (facet: string, id: number, p: number) => {
          let byId = made[facet];
          if (!byId) {
            byId = [];
            made[facet] = byId;
          }
          let b = byId[id];
          if (!b) {
            b = new Uint32Array(words);
            byId[id] = b;
          }
          b[p >>> 5] |= 1 << (p & 31);
        };
        const setBits = (facet: string, mask: number, p: number) => {
          for (let m = mask, i = 0; m !== 0; m >>>= 1, i++) if (m & 1) set(facet, i, p);
        };
        const { days, times, pay, level } = CONTEXT_SHIFT;
        for (const r of rows) {
          const p = positionOf.get(r.k);
          if (p === undefined) continue;
          if (r.sportType != null) set('sportType', r.sportType, p);
          setBits('ageGroup', r.a & (2 ** days - 1), p);
          setBits('days', (r.a >>> days) & (2 ** (times - days) - 1), p);
          setBits('times', r.a >>> times, p);
          // (positions from 1: 0 is none)
          if (r.b & 3) set('gender', (r.b & 3) - 1, p);
          if ((r.b >>> pay) & 3) set('pay', ((r.b >>> pay) & 3) - 1, p);
          if (r.b >>> level) set('level', (r.b >>> level) - 1, p);
          set('orgType', r.orgType, p);
          set('state', r.state, p);
        }
        for (const [facet, byId] of Object.entries(made)) {
          byId.forEach((b, id) => {
            const name = `${facet}:${id}`;
            if (!this.facets.has(name)) this.facets.set(name, Promise.resolve(b));
          });
        }
        this.contextsLoaded = true;
      });
      this.contexts = loading;
      loading.catch(() => {
        if (this.contexts === loading) this.contexts = null;
      });
    }
    return this.contexts;
  }

  /** Title and anywhere bitsets of one keyword term (a prefix; one letter: the word itself). */
  private term(t: string): Promise<TermBits> {
    const hit = this.terms.get(t);
    if (hit) {
      this.terms.delete(t);
      this.terms.set(t, hit);
      return hit;
    }
    const value = termMatches(this.db, t).then((rows) => {
      const title = new Uint32Array(this.words);
      const any = new Uint32Array(this.words);
      const positionOf = this.positions();
      for (const r of rows) {
        const p = positionOf.get(r.search_key);
        if (p === undefined) continue;
        const bit = 1 << (p & 31);
        any[p >>> 5] |= bit;
        if (r.in_title) title[p >>> 5] |= bit;
      }
      return { title, any };
    });
    this.terms.set(t, value);
    value.catch(() => this.terms.delete(t));
    this.termBytes += this.words * 8;
    while (this.termBytes > TERM_CACHE_BYTES && this.terms.size > 1) {
      this.terms.delete(this.terms.keys().next().value as string);
      this.termBytes -= this.words * 8;
    }
    return value;
  }

  /** A work bitset for the current search (search() hands them out afresh each time). */
  private work(): Bits {
    if (this.scratchUsed === this.scratch.length) this.scratch.push(new Uint32Array(this.words));
    return this.scratch[this.scratchUsed++];
  }

  /** The plan's bitset: the kept `all` or facet bitset itself, or a work bitset. */
  private plan(plan: FacetPlan, facets: Bits[]): Bits {
    let acc = this.all;
    let next = 0;
    for (const group of plan) {
      let g: Bits | null = null;
      for (const alt of group) {
        let a: Bits | null = null;
        for (const _ of alt) {
          const f = facets[next++];
          a = a === null ? f : and(this.owned(a), a, f);
        }
        if (a) g = g === null ? a : or(this.owned(g), g, a);
      }
      if (g) acc = acc === this.all ? g : and(this.owned(acc), acc, g);
    }
    return acc;
  }

  /** `b` itself when it is a work bitset (free to overwrite), else a fresh work bitset. */
  private owned(b: Bits): Bits {
    return this.scratch.includes(b) ? b : this.work();
  }

  /**
   * Title matches first, then the other matches, each newest first (`newest`: all matches
   * newest first, as a feed lists them); `length` is the total. Returns search keys.
   */
  async search(
    terms: string[],
    plan: FacetPlan,
    offset: number,
    limit: number,
    newest = false,
  ): Promise<{ keys: number[]; length: number }> {
    // Every bitset first; then the bit work, with no await in between (the scratch bitsets).
    const facets = await Promise.all(plan.flat(2).map((v) => this.facet(v)));
    const termBits = await Promise.all(terms.map((t) => this.term(t)));
    this.scratchUsed = 0;
    const filter = this.plan(plan, facets);
    let positions: number[];
    let length: number;
    if (terms.length === 0) {
      length = plan.length === 0 ? this.size : countBits(filter);
      positions =
        plan.length === 0
          ? Array.from(
              { length: Math.max(0, Math.min(limit, this.size - offset)) },
              (_, i) => offset + i,
            )
          : pickBits(filter, offset, limit);
    } else {
      const title = this.work();
      const rest = this.work();
      const counts = matchTerms(filter, termBits, title, rest);
      const titleCount = counts[0];
      length = titleCount + counts[1];
      positions = newest
        ? pickBits(or(title, title, rest), offset, limit)
        : offset < titleCount
          ? pickBits(title, offset, limit)
          : [];
      if (!newest && positions.length < limit) {
        positions.push(
          ...pickBits(rest, Math.max(0, offset - titleCount), limit - positions.length),
        );
      }
    }
    return { keys: positions.map((p) => this.keys[p]), length };
  }

  /**
   * Facet counts (GET /api/job/facets): for each of `facets`, for each of its values, how many
   * jobs have it among those matching every term anywhere and every group of `plan` whose owner
   * is not that facet (`owners[i]` is group i's; a group [] matches nothing).
   */
  async facetCounts(
    terms: readonly string[],
    plan: FacetPlan,
    owners: readonly (string | null)[],
    facets: readonly { param: string; values: readonly FacetValue[] }[],
  ): Promise<number[][]> {
    await this.loadContexts();
    const planBits = await Promise.all(plan.flat(2).map((v) => this.facet(v)));
    const valueBits = await Promise.all(
      facets.map((f) => Promise.all(f.values.map((v) => this.facet(v)))),
    );
    const termBits = await Promise.all(terms.map((t) => this.term(t)));
    // The bit work, with no await in between (the scratch bitsets).
    this.scratchUsed = 0;
    let base = this.all;
    if (termBits.length) {
      base = this.work();
      base.set(this.all);
      for (const t of termBits) and(base, base, t.any);
    }
    const groups: Bits[] = [];
    let next = 0;
    for (const group of plan) {
      const g = this.work().fill(0);
      for (const alt of group) {
        if (alt.length === 1) {
          or(g, g, planBits[next++]);
          continue;
        }
        const a = this.work();
        a.set(planBits[next++]);
        for (let i = 1; i < alt.length; i++) and(a, a, planBits[next++]);
        or(g, g, a);
      }
      groups.push(g);
    }
    const others = this.work();
    return facets.map((f, i) => {
      let filter = base;
      for (let j = 0; j < groups.length; j++) {
        if (owners[j] === f.param) continue;
        filter = and(others, filter, groups[j]);
      }
      return valueBits[i].map((b) => (filter === this.all ? countBits(b) : countAnd(filter, b)));
    });
  }
}

const indexes = new WeakMap<object, { version: string; index: Promise<BitsetIndex> }>();

/** The database's index for `version`, rebuilt when the version moved. */
export function bitsetIndex(db: Db, version: string): Promise<BitsetIndex> {
  const hit = indexes.get(db.base);
  if (hit && hit.version === version) return hit.index;
  const index = BitsetIndex.load(db, version);
  indexes.set(db.base, { version, index });
  index.catch(() => {
    if (indexes.get(db.base)?.index === index) indexes.delete(db.base);
  });
  return index;
}
