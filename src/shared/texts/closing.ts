// The closing words a role's card and page show (issue 27): a first visit's job cards carry
// them, so only these few. Dates are the role's own (its state's time zone), written "12 Dec".

/** The months as dates show them here and in src/lib/format-date.ts. */
export const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "12 Dec" from 2026-12-12, "12 Dec 2026" with the year. */
export const shortDate = (date: string, year?: boolean): string =>
  `${+date.slice(8, 10)} ${MONTHS[+date.slice(5, 7) - 1]}${year ? ` ${date.slice(0, 4)}` : ''}`;

/** A card's closing line, `days` from the role's today to its closing date. */
export const closesText = (date: string, days: number): string =>
  days < 1
    ? 'Closes today'
    : days < 3
      ? `Closes in ${days} day${days > 1 ? 's' : ''}`
      : `Closes ${shortDate(date)}`;

export const CLOSED_BADGE = 'Closed';

/** The organisation's promise to answer every applicant, "Responds by 20 Dec". */
export const respondsByText = (date: string): string => `Responds by ${shortDate(date)}`;
