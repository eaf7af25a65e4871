/**
 * The Atom 1.0 feed of a job search (issue 28: GET /feeds/jobs.xml): the newest open roles that
 * match, each linking to its page. Every text is escaped (./xml.ts); every URL is absolute, from
 * PUBLIC_URL.
 */
import { searchInWords } from '../../src/shared/texts/alerts';
import { FEED_TEXTS } from '../../src/shared/texts/feeds';
import type { FeedRow } from '../db/queries/feeds';
import { contextInWords } from './alert-query';
import type { JobSearch } from './search';
import { w3cDate, xmlText } from './xml';

export const FEED_PATH = '/feeds/jobs.xml';

/**
 * /jobsearch's query for a feed's query (its alternate page): `title` is `jobtitle` there, `sport`
 * is `interests`, and paging is the page's own; every other filter keeps its name.
 */
export function jobSearchQuery(feedQuery: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of feedQuery) {
    if (key === 'page' || key === 'postPerPage' || !value) continue;
    const name = key === 'title' ? 'jobtitle' : key === 'sport' ? 'interests' : key;
    if (!out.has(name)) out.set(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

export interface FeedInput {
  publicUrl: string;
  /** The request's query string ('' or '?...'), as the feed's own URL carries it. */
  query: string;
  search: JobSearch;
  rows: FeedRow[];
  /** The feed's <updated> when it has no entry (an ISO instant). */
  now: string;
}

/** The feed's XML text. */
export function atomFeed({ publicUrl, query, search, rows, now }: FeedInput): string {
  const self = `${publicUrl}${FEED_PATH}${query}`;
  const params = new URLSearchParams(query);
  const alternate =
    search.orgId != null
      ? `${publicUrl}/org?orgId=${search.orgId}`
      : `${publicUrl}/jobsearch${jobSearchQuery(params)}`;
  let words = searchInWords({
    title: search.keyword,
    orgtype: search.orgType,
    location: search.location,
    // the coaching context's values after the interests, as an alert's subject has them
    interests: [...search.interests, ...contextInWords(search.context ?? {})],
    minPay: search.minPay,
  });
  if (search.orgId != null && rows[0])
    words = FEED_TEXTS.atOrganisation(words, rows[0].organisation);
  let updated = '';
  for (const r of rows) if (r.updatedAt > updated) updated = r.updatedAt;
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n',
    `<id>${xmlText(self)}</id>\n`,
    `<title>${xmlText(FEED_TEXTS.title(words))}</title>\n`,
    `<updated>${w3cDate(updated || now)}</updated>\n`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>\n`,
    `<link rel="alternate" type="text/html" href="${xmlText(alternate)}"/>\n`,
    '<generator>Touchline</generator>\n',
  ];
  for (const r of rows) {
    const page = `${publicUrl}/jobdetails?jobId=${r.id}`;
    out.push(
      '<entry>\n',
      `<id>${xmlText(page)}</id>\n`,
      `<title>${xmlText(r.name)}</title>\n`,
      `<link rel="alternate" type="text/html" href="${xmlText(page)}"/>\n`,
      `<published>${w3cDate(r.datePosted)}</published>\n`,
      `<updated>${w3cDate(r.updatedAt)}</updated>\n`,
      `<author><name>${xmlText(r.organisation)}</name></author>\n`,
      `<summary>${xmlText(FEED_TEXTS.summary(r.location, r.roleType, r.salary))}</summary>\n`,
      '</entry>\n',
    );
  }
  out.push('</feed>\n');
  return out.join('');
}
