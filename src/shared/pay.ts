// Structured pay (issue 28, API.md "Discoverability"): the periods, the rule that annualises a
// role's top of range (what `minPay` compares, stored as jobs.pay_year_max), the salary text
// written when the organisation leaves it empty, and the rules the form and the server share.
// Imports nothing: the server, the form and the seed use it.

export const PAY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** One amount's upper bound (whole dollars per period): an hour's a year still fits 32 bits. */
export const MAX_PAY = 1_000_000;

/** Periods a year: 38 hours × 52 weeks, 5 days × 52 weeks, 52 weeks, 12 months, 1 year. */
export const PERIODS_A_YEAR: Record<PayPeriod, number> = {
  HOUR: 38 * 52,
  DAY: 5 * 52,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/**
 * Above every role's top of range a year (MAX_PAY an hour): a larger `minPay` asks the same
 * (no role) and is compared as this, which fits a 32-bit column on both engines.
 */
export const MIN_PAY_CEILING = MAX_PAY * 38 * 52 + 1;

export interface Pay {
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod | null;
  plusSuper: boolean;
}

/** The top of the range a year (pay to, else pay from), or null without structured pay. */
export function payYearMax(p: Pick<Pay, 'payMin' | 'payMax' | 'payPeriod'>): number | null {
  const top = p.payMax ?? p.payMin;
  if (top == null || p.payPeriod == null) return null;
  return top * PERIODS_A_YEAR[p.payPeriod];
}

/** Whole dollars as written: 85000 -> '$85,000'. */
export const dollars = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * The salary text for structured pay: "$85,000 - $95,000 + super", "$35 - $45 per hour",
 * "$250 per day", "$85,000" (a year needs no "per"); '' without an amount.
 */
export function payText(p: Pay): string {
  const amounts = [...new Set([p.payMin, p.payMax].filter((n): n is number => n != null))];
  if (amounts.length === 0 || p.payPeriod == null) return '';
  const range = amounts.map(dollars).join(' - ');
  const per = p.payPeriod === 'YEAR' ? '' : ` per ${p.payPeriod.toLowerCase()}`;
  return `${range}${per}${p.plusSuper ? ' + super' : ''}`;
}

export type PayField = 'salary' | 'payMax' | 'payPeriod';
export type PayRuleTexts = { required: string; choosePeriod: string; maxBelowMin: string };

/**
 * The rules across the fields: a salary text or an amount; a period with an amount; pay to not
 * below pay from. Each problem under its field.
 */
export function payProblems(
  p: {
    payMin?: number | null;
    payMax?: number | null;
    payPeriod?: string | null;
    salary: string;
  },
  texts: PayRuleTexts,
): Partial<Record<PayField, string>> {
  const out: Partial<Record<PayField, string>> = {};
  const amount = p.payMin != null || p.payMax != null;
  if (!amount && !p.salary.trim()) out.salary = texts.required;
  if (amount && !p.payPeriod) out.payPeriod = texts.choosePeriod;
  if (p.payMin != null && p.payMax != null && p.payMax < p.payMin) {
    out.payMax = texts.maxBelowMin;
  }
  return out;
}
