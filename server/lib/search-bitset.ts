/**
 * The in-memory side of job search (issue 8): bitsets over the open jobs, newest first.
 *
 * Position p of every bitset is the p-th open job in search_key DESC order (the list order).
 * Built lazily from the FTS5 index (server/db/migrations/002-search.sql), per database, and
 * dropped as a whole whenever a job list can have changed (the jobs generation or SQLite's
 * data_version moves). Kept:
 * - the positions -> search keys array (one index-only read of jobs_open_key);
 * - one bitset per facet token (ot<id>, or<id>, ci<id>, st<id>, tg<id>) ever asked for;
 * - per keyword term, the bitset of title matches and of matches anywhere (an LRU bounded by
 *   bytes), each read once from FTS5 (a prefix query).
 * A search is then a few word-wise ANDs/ORs, a popcount and a walk to the page: no COUNT over
 * a doclist, no OFFSET walk, the same work for page 1 and page 40, and nearly the same at
 * 1,000 and 1,000,000 jobs (n / 32 words per operation).
 */
import type { Statement } from 'better-sqlite3';
import type { DB } from '../db/open';

export type Bits = Uint32Array;

/** A facet condition: AND over groups, each group an OR of alternatives, each an AND of tokens. */
export type FacetPlan = string[][][];

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
 * before: 190 µs of a distinct search's ~760 in the server, 2026-11-27): within `filter`, the
 * jobs matching every term in the title go to `title`, those matching every term anywhere but
 * not all in the title to `rest`. Returns [title count, rest count]. A term's title matches are
 * among its matches anywhere (the name is one of the searched columns); `t` is taken within
 * `a` all the same, so `title` and `rest` never overlap.
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

/** Bytes of term bitsets kept per database (64 MB: 1,000 terms at 250,000 jobs). */
const TERM_CACHE_BYTES = 64 * 1024 * 1024;

export class BitsetIndex {
  /** Search keys of the open jobs, newest first. */
  readonly keys: Float64Array;
  readonly size: number;
  private readonly words: number;
  private readonly all: Bits;
  private readonly facets = new Map<string, Bits>();
  private readonly terms = new Map<string, { title: Bits; any: Bits }>();
  private termBytes = 0;
  private readonly match: Statement;
  /**
   * Work bitsets of one search, reused by the next (a search runs start to end synchronously
   * and returns keys, never a bitset): no allocation, and no garbage, per search.
   */
  private readonly scratch: Bits[] = [];
  private scratchUsed = 0;

  constructor(
    db: DB,
    readonly version: string,
  ) {
    const keys = db
      .prepare('SELECT search_key FROM jobs WHERE is_open = 1 ORDER BY search_key DESC')
      .pluck()
      .all() as number[];
    this.keys = Float64Array.from(keys);
    this.size = keys.length;
    this.words = Math.ceil(this.size / 32);
    this.all = new Uint32Array(this.words).fill(0xffffffff);
    if (this.size % 32) this.all[this.words - 1] = 2 ** (this.size % 32) - 1;
    this.match = db
      .prepare('SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ? ORDER BY rowid DESC')
      .pluck();
  }

  /** The bitset of an FTS5 query's rows (merge walk: both lists are in search_key DESC). */
  private read(query: string): Bits {
    const rows = this.match.all(query) as number[];
    const bits = new Uint32Array(this.words);
    const keys = this.keys;
    let p = 0;
    for (const k of rows) {
      while (p < keys.length && keys[p] > k) p++;
      if (p >= keys.length) break;
      if (keys[p] === k) bits[p >>> 5] |= 1 << (p & 31);
    }
    return bits;
  }

  private facet(token: string): Bits {
    let b = this.facets.get(token);
    if (!b) {
      b = this.read(`{facets} : ${token}`);
      this.facets.set(token, b);
    }
    return b;
  }

  /** Title and anywhere bitsets of one keyword term (`"t"*`, or `"t"` for one letter). */
  private term(t: string): { title: Bits; any: Bits } {
    const hit = this.terms.get(t);
    if (hit) {
      this.terms.delete(t);
      this.terms.set(t, hit);
      return hit;
    }
    const q = t.length > 1 ? `"${t}"*` : `"${t}"`;
    const value = {
      title: this.read(`{name} : (${q})`),
      any: this.read(`{name organisation body} : (${q})`),
    };
    this.terms.set(t, value);
    this.termBytes += value.title.byteLength * 2;
    while (this.termBytes > TERM_CACHE_BYTES && this.terms.size > 1) {
      const oldest = this.terms.keys().next().value as string;
      const old = this.terms.get(oldest);
      this.terms.delete(oldest);
      if (old) this.termBytes -= old.title.byteLength * 2;
    }
    return value;
  }

  /** A work bitset for the current search (search() hands them out afresh each time). */
  private work(): Bits {
    if (this.scratchUsed === this.scratch.length) this.scratch.push(new Uint32Array(this.words));
    return this.scratch[this.scratchUsed++];
  }

  /** The plan's bitset: the kept `all` or facet bitset itself, or a work bitset. */
  private plan(plan: FacetPlan): Bits {
    let acc = this.all;
    for (const group of plan) {
      let g: Bits | null = null;
      for (const alt of group) {
        let a: Bits | null = null;
        for (const token of alt) {
          const f = this.facet(token);
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
   * Title matches first, then the other matches, each newest first; `length` is the total.
   * Returns search keys.
   */
  search(
    terms: string[],
    plan: FacetPlan,
    offset: number,
    limit: number,
  ): { keys: number[]; length: number } {
    this.scratchUsed = 0;
    const filter = this.plan(plan);
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
      const counts = matchTerms(
        filter,
        terms.map((t) => this.term(t)),
        title,
        rest,
      );
      const titleCount = counts[0];
      length = titleCount + counts[1];
      positions = offset < titleCount ? pickBits(title, offset, limit) : [];
      if (positions.length < limit) {
        positions.push(
          ...pickBits(rest, Math.max(0, offset - titleCount), limit - positions.length),
        );
      }
    }
    return { keys: positions.map((p) => this.keys[p]), length };
  }
}

const indexes = new WeakMap<DB, BitsetIndex>();

/** The database's index for `version`, rebuilt when the version moved. */
export function bitsetIndex(db: DB, version: string): BitsetIndex {
  let idx = indexes.get(db);
  if (!idx || idx.version !== version) {
    idx = new BitsetIndex(db, version);
    indexes.set(db, idx);
  }
  return idx;
}
