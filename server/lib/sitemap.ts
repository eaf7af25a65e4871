/**
 * The sitemaps (issue 28, sitemaps.org 0.9): every open role's page and every organisation's.
 *
 * - Up to `partSize` URLs (50,000, the protocol's limit) /sitemap.xml is one <urlset>; past it,
 *   a <sitemapindex> of /sitemap-1.xml ... /sitemap-N.xml: the roles' parts, then the
 *   organisations', each of at most `partSize` URLs.
 * - The plan (where each part starts, and the ETags) is made once per job lists' version
 *   (server/db/changes.ts): a request whose If-None-Match names the current ETag is answered
 *   without reading the database.
 * - A part's body is never held: it is read a page of ids at a time (keyset, db/queries/
 *   sitemap.ts) and written as the client takes it (a pull stream), so memory does not grow with
 *   the number of roles (docs/benchmarks.md, the sitemap bench).
 * - The ETag comes from the listed rows' fingerprint (counts, id sums, latest changes), not from
 *   this process's version: servers sharing a database give the same ETag, and a restart does not
 *   reuse an old one.
 */
import { createHash } from 'node:crypto';
import { closingCut, jobListVersion } from '../db/changes';
import type { Db } from '../db/connect';
import {
  openRoleRows,
  organisationRows,
  type SitemapRow,
  sitemapPlanRows,
} from '../db/queries/sitemap';
import { w3cDate, xmlText } from './xml';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Ids read per query while a sitemap is written. */
const READ_PAGE = 1000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

type Kind = 'role' | 'org';
/** A run of one list: ids above `after` and below `to` (null: to the end). */
interface Range {
  kind: Kind;
  after: number;
  to: number | null;
}

export interface SitemapPlan {
  /** The parts of the index, in order; empty when /sitemap.xml is the one <urlset>. */
  parts: Range[];
  /** The ETag of /sitemap.xml (name '') or of part n (name 'n'). */
  etag(name: string): string;
  cut: string;
}

const plans = new WeakMap<object, { key: string; plan: Promise<SitemapPlan> }>();

function runs(kind: Kind, starts: number[]): Range[] {
  return starts.map((start, i) => ({ kind, after: start - 1, to: starts[i + 1] ?? null }));
}

/** The sitemaps' plan under the job lists' current version (made once per version). */
export function sitemapPlan(db: Db, publicUrl: string, partSize: number): Promise<SitemapPlan> {
  const version = jobListVersion(db);
  const key = `${version}|${partSize}|${publicUrl}`;
  const hit = plans.get(db.base);
  if (hit && hit.key === key) return hit.plan;
  const cut = closingCut(db, version);
  const plan = sitemapPlanRows(db, cut, partSize).then((rows) => {
    const parts =
      rows.roles + rows.orgs > partSize
        ? [...runs('role', rows.roleStarts), ...runs('org', rows.orgStarts)]
        : [];
    const base = `${rows.fingerprint}|${partSize}|${publicUrl}`;
    return {
      parts,
      cut,
      etag: (name: string) =>
        `W/"${createHash('sha1').update(`${base}|${name}`).digest('base64url').slice(0, 27)}"`,
    };
  });
  plans.set(db.base, { key, plan });
  plan.catch(() => {
    if (plans.get(db.base)?.plan === plan) plans.delete(db.base);
  });
  return plan;
}

/** The sitemap index of a plan with parts. */
export function sitemapIndex(publicUrl: string, plan: SitemapPlan): string {
  const out = [XML_HEAD, `<sitemapindex xmlns="${NS}">\n`];
  for (let n = 1; n <= plan.parts.length; n++) {
    out.push(`<sitemap><loc>${xmlText(`${publicUrl}/sitemap-${n}.xml`)}</loc></sitemap>\n`);
  }
  out.push('</sitemapindex>\n');
  return out.join('');
}

const pageUrl = (publicUrl: string, kind: Kind, id: number) =>
  kind === 'role' ? `${publicUrl}/jobdetails?jobId=${id}` : `${publicUrl}/org?orgId=${id}`;

/**
 * The text of a <urlset> over `ranges`, in pieces of at most READ_PAGE URLs, at most `max` URLs
 * in all. Each piece is read when the previous one was taken.
 */
export async function* urlsetChunks(
  db: Db,
  publicUrl: string,
  cut: string,
  ranges: Range[],
  max: number,
): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  let left = max;
  for (const range of ranges) {
    let after = range.after;
    while (left > 0) {
      const limit = Math.min(READ_PAGE, left);
      const rows: SitemapRow[] =
        range.kind === 'role'
          ? await openRoleRows(db, cut, { after, to: range.to }, limit)
          : await organisationRows(db, { after, to: range.to }, limit);
      if (rows.length === 0) break;
      let text = '';
      for (const r of rows) {
        text += `<url><loc>${xmlText(pageUrl(publicUrl, range.kind, r.id))}</loc><lastmod>${w3cDate(r.lastmod)}</lastmod></url>\n`;
      }
      yield text;
      left -= rows.length;
      after = rows[rows.length - 1].id;
      if (rows.length < limit) break;
    }
  }
  yield '</urlset>\n';
}

/** Every URL at once (`/sitemap.xml` without parts), or part `n` (1-based) of the index. */
export function sitemapRanges(plan: SitemapPlan, n: number | null): Range[] | null {
  if (n === null) {
    return plan.parts.length
      ? null
      : [
          { kind: 'role', after: 0, to: null },
          { kind: 'org', after: 0, to: null },
        ];
  }
  const part = plan.parts[n - 1];
  return part ? [part] : null;
}
