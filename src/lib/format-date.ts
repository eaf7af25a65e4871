// Dates as '12 Nov 2026' (the en-AU short form), computed in UTC so the same ISO string shows the
// same day on every machine and in every test. Written out rather than with Intl.DateTimeFormat:
// making that formatter (its locale data) was most of the entry's evaluation time on a first
// visit (docs/benchmarks.md, Lighthouse's earlier runs).
import { MONTHS } from '../shared/texts/closing';

/** '2026-11-12T08:00:00Z' -> '12 Nov 2026'; '' for nothing; an unparseable value as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
