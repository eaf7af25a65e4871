/**
 * A role's schema.org JobPosting (issue 28, API.md "Discoverability"), as Google for Jobs reads
 * it: the required and recommended properties, URLs absolute from PUBLIC_URL. Built from the job
 * the page already read for its data block (server/app.ts), plus its organisation's head row.
 */

import { BRAND } from '../../src/shared/texts/shell';
import { endOfDay, stateOfLocation, wallAsUtc, zoneOfState } from '../../src/shared/zoned-time';
import type { OrgHeadRow } from '../db/queries/organisations';

/** What a JobPosting needs of a role (JobRow's fields; structured pay once migration 009 is in). */
export interface PostingJob {
  id: number;
  name: string;
  org_id: number;
  organisation: string;
  location: string;
  role_type: string;
  description: string;
  datePosted: string;
  closingDate: string;
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: string | null;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'full time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  casual: 'PER_DIEM',
  contract: 'CONTRACTOR',
  volunteer: 'VOLUNTEER',
  internship: 'INTERN',
};

/** schema.org employmentType of a role type (API.md's mapping); anything else OTHER. */
export const employmentType = (roleType: string): string =>
  EMPLOYMENT_TYPES[roleType.trim().toLowerCase()] ?? 'OTHER';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The end of `date` (23:59:59) in `zone` with its UTC offset then: '2026-12-31T23:59:59+11:00'
 * (a role closes at it: lifecycle.ts roleDates).
 */
export function endOfDayWithOffset(date: string, zone: string): string {
  const key = `${date} ${zone}`;
  let found = endsOfDay.get(key);
  if (found === undefined) {
    // Few distinct closing dates, asked on every served role page: kept, and bounded.
    if (endsOfDay.size >= 4096) endsOfDay.clear();
    found = endOfDayWithOffsetOnce(date, zone);
    endsOfDay.set(key, found);
  }
  return found;
}
const endsOfDay = new Map<string, string>();

function endOfDayWithOffsetOnce(date: string, zone: string): string {
  const instant = endOfDay(date, zone);
  const wall = wallAsUtc(instant, zone);
  const minutes = Math.round((wall - instant) / 60_000);
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  return `${new Date(wall).toISOString().slice(0, 19)}${offset}`;
}

const UNIT_TEXTS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);

/** baseSalary from structured pay, or undefined without it. */
function baseSalary(job: PostingJob) {
  const { payMin, payMax, payPeriod } = job;
  if ((payMin == null && payMax == null) || !payPeriod || !UNIT_TEXTS.has(payPeriod)) return;
  return {
    '@type': 'MonetaryAmount',
    currency: 'AUD',
    value: {
      '@type': 'QuantitativeValue',
      ...(payMin != null && { minValue: payMin }),
      ...(payMax != null && { maxValue: payMax }),
      unitText: payPeriod,
    },
  };
}

/** The JobPosting of an open role (a closed one has none: the caller checks). */
export function jobPosting(job: PostingJob, org: OrgHeadRow | undefined, publicUrl: string) {
  const comma = job.location.lastIndexOf(',');
  const state = stateOfLocation(job.location);
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: endOfDayWithOffset(job.closingDate, zoneOfState(state)),
    employmentType: employmentType(job.role_type),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.organisation,
      sameAs: /^https?:\/\//i.test(org?.website ?? '')
        ? org?.website
        : `${publicUrl}/org?orgId=${job.org_id}`,
      ...(org?.logoType && { logo: `${publicUrl}/api/org/logo/${job.org_id}` }),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: comma < 0 ? job.location : job.location.slice(0, comma).trim(),
        addressRegion: state,
        addressCountry: 'AU',
      },
    },
    ...(salary && { baseSalary: salary }),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: BRAND, value: job.id },
  };
}

/**
 * JSON for inside a <script> element: every `<`, `>`, `&` and line separator escaped, so no text
 * in it (`</script>`, `<!--`) can end the element or change how it is parsed.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
