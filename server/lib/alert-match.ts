/**
 * Matching roles and alert queries both ways, with /api/job/list's rules: every filter must
 * hold (an organisation type; one of the location's alternatives; any one of the interests) and
 * every keyword word must begin a word of the role's title, organisation or description (a
 * one-letter word: be that word); with a minPay, the role's annualised top of range must be at
 * least that (a role without structured pay never matches one); with coaching-context filters
 * (issue 29), the role must have one of each facet's values (fitsContext).
 *
 * Keys. A filter combination is a key of sorted parts (`c<city>|o<orgType>|t<tag>`): an alert
 * has one key per combination of its alternatives (alertFacetKeys), a role every key it
 * satisfies (roleKeys, at most 8 x (tags + 1)). An alert without filters is reached through its
 * longest keyword word, cut to ANCHOR_LENGTH (`w:coach`; `x:a` for one letter), and one without
 * either through `*`; a role carries every such key its words give. So:
 * - reverse matching (a new role against the stored instant alerts, server/db/queries/
 *   alert-runs.ts) looks the role's keys up in alert_keys and checks only the keyword words and
 *   the minPay and context stored beside them (paysEnough, fitsContext);
 * - forward matching (a batch of alerts against the roles new since their last mail, RoleWindow)
 *   ORs and ANDs small bitsets over those roles.
 */
import { createHash } from 'node:crypto';
import { GENDERS, LEVELS, PAY_KINDS } from '../../src/shared/facets';
import type { AlertPlan, ContextPlan } from './alert-query';

/**
 * Keyword words of a key are cut to this many letters: a role then has at most 3 keys per word
 * (its prefixes of 2 to 4 letters); a search found by a shorter key is checked word by word.
 */
export const ANCHOR_LENGTH = 4;

/** What matching needs of a role. */
export interface MatchRole {
  orgType: number;
  city: number;
  state: number;
  tags: readonly number[];
  /** Its distinct search words (server/db/queries/search-words.ts jobWords). */
  words: readonly string[];
  /** Its top of range a year (jobs.pay_year_max), null without structured pay. */
  payYearMax: number | null;
  /**
   * Its coaching context (issue 29, migration 011's columns): the sport's tag id, bitmasks of
   * age groups, days and times, gender, level and pay kind; absent or null/0 when it has none.
   */
  sportType?: number | null;
  ageGroups?: number;
  gender?: string | null;
  level?: string | null;
  payKind?: string | null;
  days?: number;
  times?: number;
}

/** Whether a role paying `payYearMax` a year meets a minPay (none: any role, even unpaid). */
export const paysEnough = (minPay: number | null | undefined, payYearMax: number | null) =>
  minPay == null || (payYearMax !== null && payYearMax >= minPay);

/** A one-bit mask of a value's position in `list` (0 when it has none). */
const bitOf = (list: readonly string[], v: string | null | undefined) => {
  const i = v == null ? -1 : list.indexOf(v);
  return i < 0 ? 0 : 1 << i;
};

/**
 * Whether a role meets a search's coaching-context filters (none: any role, even one without a
 * context): one of the sports and of the states, and a bit in common with each mask.
 */
export function fitsContext(c: ContextPlan | null | undefined, r: MatchRole): boolean {
  if (!c) return true;
  if (c.sports && !(r.sportType != null && c.sports.includes(r.sportType))) return false;
  if (c.states && !c.states.includes(r.state)) return false;
  if (c.ageGroup && !(c.ageGroup & (r.ageGroups ?? 0))) return false;
  if (c.days && !(c.days & (r.days ?? 0))) return false;
  if (c.times && !(c.times & (r.times ?? 0))) return false;
  if (c.gender && !(c.gender & bitOf(GENDERS, r.gender))) return false;
  if (c.level && !(c.level & bitOf(LEVELS, r.level))) return false;
  if (c.pay && !(c.pay & bitOf(PAY_KINDS, r.payKind))) return false;
  return true;
}

const combos = (plan: AlertPlan): string[][] => {
  const locs = plan.locations.length ? plan.locations : [[]];
  const tags = plan.tags.length ? plan.tags.map((t) => [`t${t}`]) : [[]];
  const org = plan.orgType === null ? [] : [`o${plan.orgType}`];
  const out: string[][] = [];
  for (const l of locs) for (const t of tags) out.push([...org, ...l, ...t]);
  return out;
};

/** An alert's filter keys ([] when it has no filter). */
export function alertFacetKeys(plan: AlertPlan): string[] {
  return [...new Set(combos(plan).map((parts) => [...parts].sort().join('|')))].filter(Boolean);
}

/** The keys an alert is stored under in alert_keys. */
export function alertAnchorKeys(plan: AlertPlan, terms: readonly string[]): string[] {
  const facets = alertFacetKeys(plan);
  if (facets.length) return facets;
  if (terms.length === 0) return ['*'];
  const longest = [...terms].sort((a, b) => b.length - a.length)[0];
  return [wordKey(longest)];
}

const wordKey = (term: string) =>
  term.length === 1 ? `x:${term}` : `w:${term.slice(0, ANCHOR_LENGTH)}`;

/** Every filter key a role satisfies (without the empty one). */
export function roleFacetKeys(r: MatchRole): string[] {
  const out: string[] = [];
  for (const o of [null, `o${r.orgType}`]) {
    for (const l of [[], [`c${r.city}`], [`s${r.state}`], [`c${r.city}`, `s${r.state}`]]) {
      for (const t of [null, ...r.tags.map((id) => `t${id}`)]) {
        const parts = [...(o ? [o] : []), ...l, ...(t ? [t] : [])];
        if (parts.length) out.push(parts.sort().join('|'));
      }
    }
  }
  return [...new Set(out)];
}

/** Every key a role is looked up with in alert_keys (filters, its words' anchors, `*`). */
export function roleKeys(r: MatchRole): string[] {
  const keys = new Set(roleFacetKeys(r));
  keys.add('*');
  for (const w of r.words) {
    if (w.length === 1) keys.add(`x:${w}`);
    for (let n = 2; n <= Math.min(ANCHOR_LENGTH, w.length); n++) keys.add(`w:${w.slice(0, n)}`);
  }
  return [...keys];
}

/** A test of keyword words against one role's words. */
export function wordMatcher(words: readonly string[]): (terms: readonly string[]) => boolean {
  const prefixes = new Set<string>();
  for (const w of words) {
    if (w.length === 1) prefixes.add(`=${w}`);
    for (let n = 2; n <= w.length; n++) prefixes.add(w.slice(0, n));
  }
  return (terms) => terms.every((t) => prefixes.has(t.length === 1 ? `=${t}` : t));
}

/** A context plan as text with its keys in a fixed order (alert_keys.context, matchSig). */
export function contextText(c: ContextPlan | null | undefined): string | null {
  if (!c) return null;
  return JSON.stringify(
    Object.fromEntries(
      (['sports', 'states', 'ageGroup', 'gender', 'level', 'pay', 'days', 'times'] as const)
        .filter((k) => c[k] !== undefined)
        .map((k) => [k, c[k]]),
    ),
  );
}

/**
 * A digest of what an alert matches (its filters, keyword words, minPay and coaching context,
 * in a fixed order): alerts of the same search share it, so a new role finds a search many
 * people saved once (alert_keys), whatever the number of alerts behind it. Without a minPay or
 * a context the digest is the one made before alerts had them, so stored searches keep their
 * signatures.
 */
export function matchSig(plan: AlertPlan, terms: readonly string[]): string {
  const context = contextText(plan.context);
  const canonical = JSON.stringify([
    plan.orgType,
    plan.locations.map((l) => [...l].sort()).sort(),
    [...plan.tags].sort((a, b) => a - b),
    [...new Set(terms)].sort(),
    ...(plan.minPay == null && context === null ? [] : [plan.minPay ?? null]),
    ...(context === null ? [] : [context]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

/** Stored terms ('coach senior') as words, and back. */
export const splitTerms = (s: string): string[] => (s ? s.split(' ') : []);
export const joinTerms = (terms: readonly string[]): string => terms.join(' ');

type Bits = Uint32Array;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}

/**
 * The roles new since some alerts' last mails, oldest first, as bitsets over their positions:
 * each alert ORs its filter keys' bitsets, ANDs its words' and keeps the roles after its own
 * watermark. A bitset is made the first time a key or word is asked for, so memory follows the
 * keys in use (roles x keys / 8 bytes at most).
 */
export class RoleWindow<R extends MatchRole & { seq: number }> {
  private readonly size: number;
  private readonly facets = new Map<string, number[]>();
  private readonly bitsets = new Map<string, Bits>();
  /** Every distinct word with the roles that have it, sorted by word (prefix ranges). */
  private readonly words: [string, number[]][];

  constructor(readonly roles: readonly R[]) {
    this.size = roles.length;
    const byWord = new Map<string, number[]>();
    roles.forEach((r, i) => {
      for (const k of roleFacetKeys(r)) {
        const list = this.facets.get(k);
        if (list) list.push(i);
        else this.facets.set(k, [i]);
      }
      for (const w of r.words) {
        const list = byWord.get(w);
        if (list) list.push(i);
        else byWord.set(w, [i]);
      }
    });
    this.words = [...byWord].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  get length(): number {
    return this.size;
  }

  /** The first position whose seq is above `seq` (roles are sorted by seq). */
  startAfter(seq: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.roles[mid].seq <= seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private empty(): Bits {
    return new Uint32Array((this.size + 31) >>> 5);
  }

  private facetBits(k: string): Bits {
    let b = this.bitsets.get(k);
    if (!b) {
      b = this.empty();
      for (const i of this.facets.get(k) ?? []) b[i >>> 5] |= 1 << (i & 31);
      this.bitsets.set(k, b);
    }
    return b;
  }

  private termBits(term: string): Bits {
    const name = `\u0000${term}`;
    let b = this.bitsets.get(name);
    if (!b) {
      b = this.empty();
      let lo = 0;
      let hi = this.words.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.words[mid][0] < term) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.words.length; i++) {
        const [w, roles] = this.words[i];
        if (term.length === 1 ? w !== term : !w.startsWith(term)) break;
        for (const p of roles) b[p >>> 5] |= 1 << (p & 31);
      }
      this.bitsets.set(name, b);
    }
    return b;
  }

  /** The roles paying at least `minPay` a year. */
  private payBits(minPay: number): Bits {
    const name = `\u0001${minPay}`;
    const made = this.bitsets.get(name);
    if (made) return made;
    const b = this.empty();
    this.roles.forEach((r, i) => {
      if (paysEnough(minPay, r.payYearMax)) b[i >>> 5] |= 1 << (i & 31);
    });
    this.bitsets.set(name, b);
    return b;
  }

  /** The roles meeting a coaching-context plan (fitsContext). */
  private contextBits(c: ContextPlan): Bits {
    const name = `\u0002${contextText(c)}`;
    const made = this.bitsets.get(name);
    if (made) return made;
    const b = this.empty();
    this.roles.forEach((r, i) => {
      if (fitsContext(c, r)) b[i >>> 5] |= 1 << (i & 31);
    });
    this.bitsets.set(name, b);
    return b;
  }

  /**
   * The roles after position `start` that match: how many, and the newest `take` of them,
   * newest first. `minPay` (the plan's, if any) leaves out roles paying less a year, `context`
   * (the plan's coaching context, if any) those without it.
   */
  match(
    facetKeys: readonly string[],
    terms: readonly string[],
    start: number,
    take: number,
    minPay?: number | null,
    context?: ContextPlan | null,
  ): { count: number; newest: R[] } {
    const acc = this.empty();
    if (facetKeys.length === 0) {
      acc.fill(0xffffffff);
      if (this.size & 31) acc[acc.length - 1] = 2 ** (this.size & 31) - 1;
    }
    for (const k of facetKeys) {
      const f = this.facetBits(k);
      for (let i = 0; i < acc.length; i++) acc[i] |= f[i];
    }
    for (const t of terms) {
      const f = this.termBits(t);
      for (let i = 0; i < acc.length; i++) acc[i] &= f[i];
    }
    if (minPay != null) {
      const f = this.payBits(minPay);
      for (let i = 0; i < acc.length; i++) acc[i] &= f[i];
    }
    if (context) {
      const f = this.contextBits(context);
      for (let i = 0; i < acc.length; i++) acc[i] &= f[i];
    }
    let count = 0;
    const newest: R[] = [];
    const first = start >>> 5;
    for (let i = acc.length - 1; i >= first; i--) {
      let w = acc[i];
      if (i === first) w &= ~((2 ** (start & 31) - 1) >>> 0);
      w >>>= 0;
      if (w === 0) continue;
      count += popcount(w);
      while (w !== 0 && newest.length < take) {
        const bit = 31 - Math.clz32(w);
        newest.push(this.roles[i * 32 + bit]);
        w = (w ^ (2 ** bit)) >>> 0;
      }
    }
    return { count, newest };
  }
}
