/**
 * The search words of open jobs (migrations 005: job_words), made here in JavaScript so that
 * both engines index and match a keyword alike:
 * - a word is a run of letters and digits, lower-cased, with diacritics removed ("Ré-union"
 *   gives "re" and "union"), at most MAX_WORD characters;
 * - a job's words are those of its title (in_title = 1), its organisation's name and its
 *   description as plain text, each word once;
 * - a keyword word matches every indexed word it begins (a one-letter word only itself).
 */
import { richTextToPlain } from '../../lib/rich-text';
import type { Database, Db } from '../handle';
import { tx } from '../tx';

const KEY_EPOCH_MS = Date.UTC(2020, 0, 1);
const ID_SPACE = 2 ** 23;
/**
 * A job's place in every list, newest first: it sorts like (date_posted, id). Seconds since
 * 2020-01-01 * 2^23 + (id mod 2^23), an exact integer (below 2^53) until 2054.
 */
export function searchKey(datePostedIso: string, id: number): number {
  const seconds = Math.floor((Date.parse(datePostedIso) - KEY_EPOCH_MS) / 1000);
  return seconds * ID_SPACE + (id % ID_SPACE);
}

/** Longer words are cut to this length, in the index and in a keyword alike. */
export const MAX_WORD = 64;
/** At most this many keyword words are used (a 200-character keyword has at most 100). */
const MAX_TERMS = 12;
/** Bumped when the rules above change: the index is then rebuilt at start-up. */
const WORDS_VERSION = '1';

export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => (w.length > MAX_WORD ? w.slice(0, MAX_WORD) : w)) : [];
}

/** A keyword's distinct words, in order (punctuation such as quotes, % and _ only separates). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(searchWords(keyword))].slice(0, MAX_TERMS);
}

export interface JobText {
  name: string;
  organisation: string;
  /** The description as stored (sanitized HTML). */
  description: string;
}

/** A job's index rows: each distinct word once, in_title 1 when the title has it. */
export function jobWords(job: JobText): { word: string; in_title: number }[] {
  const title = new Set(searchWords(job.name));
  const all = new Set(title);
  for (const w of searchWords(job.organisation)) all.add(w);
  for (const w of searchWords(richTextToPlain(job.description))) all.add(w);
  return [...all].map((word) => ({ word, in_title: title.has(word) ? 1 : 0 }));
}

const INSERT_CHUNK = 500;

/** Replaces the words of the job with `searchKey` (none when `job` is null: a closed job). */
export async function writeJobWords(
  t: Db,
  searchKey: number,
  job: JobText | null,
  previousKey: number | null = searchKey,
): Promise<void> {
  if (previousKey != null) {
    await t.q.deleteFrom('job_words').where('search_key', '=', previousKey).execute();
  }
  if (!job) return;
  const rows = jobWords(job).map((r) => ({ ...r, search_key: searchKey }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await t.q
      .insertInto('job_words')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** The smallest string above every string that starts with `prefix` (by code point). */
function prefixEnd(prefix: string): string | null {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  return chars.join('') + String.fromCodePoint(last + 1);
}

/**
 * The jobs a keyword word matches: [search key, in title (1/0)] per matching index word (a job
 * may come more than once, once per word it has with this prefix).
 */
export async function termMatches(
  db: Db,
  term: string,
): Promise<{ search_key: number; in_title: number }[]> {
  let query = db.q.selectFrom('job_words').select(['search_key', 'in_title']);
  if (term.length < 2) query = query.where('word', '=', term);
  else {
    query = query.where('word', '>=', term);
    const end = prefixEnd(term);
    if (end !== null) query = query.where('word', '<', end);
  }
  return query.execute();
}

/**
 * Makes job_words whole for a database made before it (migration 005), or after the rules of
 * this file changed: every open job's words, in batches, then the version is recorded.
 */
export async function ensureSearchWords(db: Database): Promise<void> {
  const kept = await db.q
    .selectFrom('server_meta')
    .select('value')
    .where('key', '=', 'search_words')
    .executeTakeFirst();
  if (kept?.value === WORDS_VERSION) return;
  let after = 0;
  for (;;) {
    const jobs = await db.q
      .selectFrom('jobs as j')
      .innerJoin('organisations as o', 'o.id', 'j.org_id')
      .select([
        'j.id',
        'j.search_key',
        'j.date_posted',
        'j.name',
        'o.name as organisation',
        'j.description',
        'j.is_open',
        'j.visibility',
      ])
      .where('j.id', '>', after)
      .orderBy('j.id')
      .limit(500)
      .execute();
    if (jobs.length === 0) break;
    await tx(db, async (t) => {
      for (const j of jobs) {
        const key = searchKey(j.date_posted, j.id);
        if (key !== j.search_key) {
          await t.q.updateTable('jobs').set({ search_key: key }).where('id', '=', j.id).execute();
        }
        // Words only for listed roles (indexJob's rule; issue 32).
        await writeJobWords(t, key, j.is_open && j.visibility === 0 ? j : null);
      }
    });
    after = jobs[jobs.length - 1].id;
  }
  await db.q
    .insertInto('server_meta')
    .values({ key: 'search_words', value: WORDS_VERSION })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: WORDS_VERSION }))
    .execute();
}
