/**
 * The query of GET /api/job/list, parsed once for every answer that takes it: the list itself
 * and its facet counts (routes/jobs.ts) and the Atom feed of the same search (routes/feeds.ts),
 * so that a filter added here reaches all three, with the same 400s (API.md: "the query of
 * /api/job/list"). The coaching-context filters (issue 29) are read by lib/search-context.ts.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { parseId } from '../../src/shared/ids';
import { MESSAGES } from '../../src/shared/messages';
import { parsePage, parsePageSize, QueryText } from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { PAY_ERRORS } from '../../src/shared/texts/pay';
import type { Db } from '../db/connect';
import { contextNameErrors, type JobSearch } from '../lib/search';
import { hasContext, readContext } from '../lib/search-context';
import type { AppEnv } from '../types';
import { ApiError } from './errors';
import { parseQuery } from './validate';

export const MAX_INTERESTS = 50;

const InterestList = z._default(
  z
    .string()
    .check(z.maxLength(MAX_INTERESTS * 61, { error: MESSAGES.atMostInterests(MAX_INTERESTS) })),
  '',
);

const JobListQuerySchema = z.object({
  title: QueryText(200),
  orgtype: QueryText(200),
  location: QueryText(200),
  interests: InterestList,
  sport: InterestList,
  orgId: z._default(
    z.string().check(z.regex(/^(\d{1,15})?$/, { error: MESSAGES.wholeNumber })),
    '',
  ),
  /** Whole dollars a year (issue 28); more digits than any pay has are still a number. */
  minPay: z._default(z.string().check(z.regex(/^(\d{1,15})?$/, { error: PAY_ERRORS.minPay })), ''),
  page: z.optional(z.string()),
  postPerPage: z.optional(z.string()),
  // The coaching context (issue 29): comma lists, checked by readContext (search-context.ts).
  sportType: z.optional(z.string()),
  ageGroup: z.optional(z.string()),
  gender: z.optional(z.string()),
  level: z.optional(z.string()),
  pay: z.optional(z.string()),
  days: z.optional(z.string()),
  times: z.optional(z.string()),
  state: z.optional(z.string()),
});

/** A comma list of tag names: trimmed, empties dropped, de-duplicated. */
export function splitList(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The search a /api/job/list query asks for (400 with `fields` for a value it refuses); paging
 * per API.md's rules, `defaultSize` rows when none is given.
 */
export function parseJobListQuery(c: Context<AppEnv>, defaultSize: number): JobSearch {
  const q = parseQuery(c, JobListQuerySchema);
  const interests = splitList(q.interests || q.sport);
  if (interests.length > MAX_INTERESTS) {
    throw new ApiError(400, API_ERRORS.validationFailed, {
      interests: MESSAGES.atMostInterests(MAX_INTERESTS),
    });
  }
  const { context, fields } = readContext(q);
  if (Object.keys(fields).length) throw new ApiError(400, API_ERRORS.validationFailed, fields);
  return {
    keyword: q.title,
    orgType: q.orgtype,
    location: q.location,
    interests,
    // '' or 0: every organisation.
    orgId: parseId(q.orgId) ?? undefined,
    minPay: q.minPay === '' ? undefined : Number(q.minPay),
    ...(hasContext(context) ? { context } : {}),
    page: parsePage(q.page),
    pageSize: parsePageSize(q.postPerPage, defaultSize),
  };
}

/**
 * parseJobListQuery, and then the sports and states of its context checked against the lookup
 * lists under `version` (cached with the search index's maps): 400 naming `sportType` or
 * `state` for a name that is not one.
 */
export async function parseJobSearch(
  c: Context<AppEnv>,
  db: Db,
  version: string,
  defaultSize: number,
): Promise<JobSearch> {
  const search = parseJobListQuery(c, defaultSize);
  if (search.context) {
    const fields = await contextNameErrors(db, search.context, version);
    if (Object.keys(fields).length) throw new ApiError(400, API_ERRORS.validationFailed, fields);
  }
  return search;
}
