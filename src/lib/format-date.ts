// Dates as '12 Nov 2026' (en-AU), computed in UTC so the same ISO string shows the same day on
// every machine and in every test.
const formatter = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-12T08:00:00Z' -> '12 Nov 2026'. An unparseable value is returned as given. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  // en-AU abbreviates September as 'Sept'; keep the three-letter form of the other months.
  return formatter.format(date).replace('Sept', 'Sep');
}
