// Dates as '12 Nov 2026' (en-AU), computed in UTC so the same ISO string shows the same day on
// every machine and in every test.
const formatter = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-12T08:00:00Z' -> '12 Nov 2026'; '' for nothing; an unparseable value as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  // en-AU abbreviates September as 'Sept'; keep the three-letter form of the other months.
  return Number.isNaN(date.getTime()) ? value : formatter.format(date).replace('Sept', 'Sep');
}
