// Structured pay's texts (issue 28): the role form's fields and their messages, and the job
// search's "Minimum pay" filter. Apart from texts/search.ts and texts/employer.ts so that the
// first visit's entry carries none of them (the filter is in a lazily loaded panel).

export const PAY_ERRORS = {
  wholeDollars: 'Enter whole dollars (0 or more)',
  tooLarge: (max: string) => `At most ${max}`,
  choosePeriod: 'Choose hour, day, week, month or year',
  maxBelowMin: 'Must be at least pay from',
  minPay: 'Must be whole dollars a year (0 or more)',
} as const;

export const PAY_FORM_TEXTS = {
  legend: 'Pay',
  payMin: 'Pay from',
  payMax: 'Pay to',
  payPeriod: 'Per',
  choosePeriod: 'Choose',
  plusSuper: 'Plus super',
  salary: 'Salary as shown (optional when pay is given)',
  salaryExample: 'e.g. $85,000 + super',
  amountHint: 'Whole dollars',
  salaryHint: (example: string) => `Left empty, coaches see: ${example}`,
  periods: { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' },
} as const;

export const MIN_PAY_TEXTS = {
  label: 'Minimum pay',
  hint: 'Whole dollars a year. Compares the top of each role’s pay range per year; roles without a stated range are left out.',
  placeholder: 'e.g. 60000',
} as const;
