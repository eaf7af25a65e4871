// URL state (filters, page, size) lives in the query string. These schemas read it with the
// defaults of SPEC 2 / 9 filled in, and buildSearch writes it back.
import * as z from 'zod/mini';
import { APPLIED_DEFAULT_SIZE, JOB_SEARCH_DEFAULT_SIZE } from '../shared/constants';
import { parsePage, parsePageSize } from '../shared/schemas/paging';

type Raw = Record<string, string | undefined>;

const text = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) => (v ?? '').trim().slice(0, 200)),
);
const list = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
);
const page = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) => parsePage(v)),
);
const size = (fallback: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v: string | undefined) => parsePageSize(v, fallback)),
  );

/** /jobsearch: jobtitle, orgtype, location, interests (comma list), page (1), size (25). */
export const JobSearchParamsSchema = z.object({
  jobtitle: text,
  orgtype: text,
  location: text,
  interests: list,
  page,
  size: size(JOB_SEARCH_DEFAULT_SIZE),
});
export type JobSearchParams = z.output<typeof JobSearchParamsSchema>;

/** /jobsapplied: jobtitle, sport, location, page (1), size (10). */
export const AppliedParamsSchema = z.object({
  jobtitle: text,
  sport: text,
  location: text,
  page,
  size: size(APPLIED_DEFAULT_SIZE),
});
export type AppliedParams = z.output<typeof AppliedParamsSchema>;

/** The first value of each query parameter ('?a=1&a=2' gives a: '1', as the server reads it). */
export function searchToRecord(search: string): Raw {
  const out: Raw = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in out)) out[key] = value;
  }
  return out;
}

/** Parses a query string with one of the schemas above; never throws. */
export function parseSearch<S extends z.ZodMiniType<unknown, Raw>>(
  schema: S,
  search: string,
): z.output<S> {
  const result = schema.safeParse(searchToRecord(search));
  if (result.success) return result.data as z.output<S>;
  return schema.parse({}) as z.output<S>;
}

export const parseJobSearchParams = (search: string): JobSearchParams =>
  parseSearch(JobSearchParamsSchema, search);
export const parseAppliedParams = (search: string): AppliedParams =>
  parseSearch(AppliedParamsSchema, search);

type Value = string | number | boolean | readonly string[] | null | undefined;

/**
 * '?jobtitle=coach&interests=Rugby,Netball&page=2'. Empty values are left out, and so is any
 * value equal to its default (so the default page and size keep URLs short).
 */
export function buildSearch(params: Record<string, Value>, defaults: Record<string, Value> = {}) {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const str = Array.isArray(value) ? value.join(',') : String(value);
    if (str === '') continue;
    const fallback = defaults[key];
    if (fallback !== undefined && fallback !== null) {
      const def = Array.isArray(fallback) ? fallback.join(',') : String(fallback);
      if (def === str) continue;
    }
    out.set(key, str);
  }
  const query = out.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
