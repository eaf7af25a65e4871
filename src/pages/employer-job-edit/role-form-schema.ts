// The role form's schema (issue 27): the 12 fields of JobFormSchema, the closing date (a new
// role's: from today to 180 days ahead in the role's state's zone; an existing role's is shown,
// not edited) and the optional respond-by promise (on or after the closing date, at most 60 days
// after it), with the rules the server keeps (shared/role-dates.ts).
import * as z from 'zod/mini';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { MESSAGES as M } from '../../shared/messages';
import { MAX_PAY, payProblems } from '../../shared/pay';
import { closingDateProblem, respondByProblem } from '../../shared/role-dates';
import { type JobForm, JobFormSchema } from '../../shared/schemas';
import { optionalText } from '../../shared/schemas/fields';
import { PAY_ERRORS } from '../../shared/texts/pay';

/** The pay fields as typed: amounts and period as text ('' for none). */
export type RolePayValues = {
  salary: string;
  payMin: string;
  payMax: string;
  payPeriod: string;
  plusSuper: boolean;
};
export type RoleFormValues = JobForm & RolePayValues & { closingDate: string; respondBy: string };

/** An amount as typed ("85,000", "$35" too) in whole dollars; null for none, NaN for not one. */
export function payAmount(text: string): number | null {
  const plain = text.replace(/[\s$,]/g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * The pay fields with the server's rules (shared/schemas/employer.ts PaySchema): whole dollars
 * up to MAX_PAY, a period with an amount, pay to not below pay from, a salary text or an amount.
 */
const payForm = z
  .object({
    salary: optionalText(200),
    payMin: z.string(),
    payMax: z.string(),
    payPeriod: z.string(),
    plusSuper: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: v });
      const amounts = { payMin: payAmount(v.payMin), payMax: payAmount(v.payMax) };
      let good = true;
      for (const [field, n] of Object.entries(amounts)) {
        if (n === null) continue;
        if (Number.isNaN(n)) problem(field, PAY_ERRORS.wholeDollars);
        else if (n > MAX_PAY) problem(field, PAY_ERRORS.tooLarge(MAX_PAY.toLocaleString('en-AU')));
        else continue;
        good = false;
      }
      // The rules across fields, once each amount is one.
      if (!good) return;
      const problems = payProblems(
        { ...amounts, payPeriod: v.payPeriod, salary: v.salary },
        {
          required: M.required,
          choosePeriod: PAY_ERRORS.choosePeriod,
          maxBelowMin: PAY_ERRORS.maxBelowMin,
        },
      );
      for (const [field, message] of Object.entries(problems)) problem(field, message);
    }),
  );

/** `storedClosing`: an existing role's closing date (null for a new role). */
export function roleFormSchema(storedClosing: string | null) {
  // The dates are a schema of their own beside the role's fields (an intersection parses both):
  // an object's own check would wait until every other field is valid, and a date's message
  // shows on blur like the others. `state` is here too (the same rule) for the zone of today.
  const dates = z
    .object({ state: optionalText(100), closingDate: z.string(), respondBy: z.string() })
    .check(
      z.superRefine((v, ctx) => {
        const closingProblem = storedClosing
          ? null
          : closingDateProblem(v.closingDate, todayIn(v.state));
        if (closingProblem) {
          ctx.issues.push({
            code: 'custom',
            message: closingProblem,
            path: ['closingDate'],
            input: v,
          });
        }
        // The promise is measured from a good closing date only.
        const respondProblem =
          v.respondBy && !closingProblem
            ? respondByProblem(v.respondBy, storedClosing ?? v.closingDate)
            : null;
        if (respondProblem) {
          ctx.issues.push({
            code: 'custom',
            message: respondProblem,
            path: ['respondBy'],
            input: v,
          });
        }
      }),
    );
  return z.intersection(z.intersection(JobFormSchema, dates), payForm);
}
