/**
 * The query of GET /api/job/list, parsed once for every answer that takes it: the list itself
 * (routes/jobs.ts) and the Atom feed of the same search (routes/feeds.ts), so that a filter added
 * here reaches both, with the same 400s (API.md: "the query of /api/job/list").
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { parseId } from '../../src/shared/ids';
import { MESSAGES } from '../../src/shared/messages';
import { parsePage, parsePageSize, QueryText } from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { PAY_ERRORS } from '../../src/shared/texts/pay';
import type { JobSearch } from '../lib/search';
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
  return {
    keyword: q.title,
    orgType: q.orgtype,
    location: q.location,
    interests,
    // '' or 0: every organisation.
    orgId: parseId(q.orgId) ?? undefined,
    minPay: q.minPay === '' ? undefined : Number(q.minPay),
    page: parsePage(q.page),
    pageSize: parsePageSize(q.postPerPage, defaultSize),
  };
}
