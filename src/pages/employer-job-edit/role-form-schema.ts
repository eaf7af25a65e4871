// The role form's schema (issue 27): the 12 fields of JobFormSchema, the closing date (a new
// role's: from today to 180 days ahead in the role's state's zone; an existing role's is shown,
// not edited) and the optional respond-by promise (on or after the closing date, at most 60 days
// after it), with the rules the server keeps (shared/role-dates.ts). Issue 29: the coaching
// context with the server's schemas (a new role's sport, level and pay required).
import * as z from 'zod/mini';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { ACCREDITATION_LEVELS } from '../../shared/credentials';
import { MESSAGES as M } from '../../shared/messages';
import { MAX_PAY, payProblems } from '../../shared/pay';
import { closingDateProblem, respondByProblem } from '../../shared/role-dates';
import { type JobForm, JobFormSchema } from '../../shared/schemas';
import { CoachingContextSchema, NewCoachingContextSchema } from '../../shared/schemas/employer';
import { optionalText } from '../../shared/schemas/fields';
import { COACHING_ERRORS } from '../../shared/texts/coaching-errors';
import { CREDENTIAL_ERRORS as CRE } from '../../shared/texts/credentials';
import { PAY_ERRORS } from '../../shared/texts/pay';
import { isCalendarDate } from '../../shared/zoned-time';

/** The pay fields as typed: amounts and period as text ('' for none). */
export type RolePayValues = {
  salary: string;
  payMin: string;
  payMax: string;
  payPeriod: string;
  plusSuper: boolean;
};
/** The coaching context as chosen: '' for a single value not chosen, [] for none of a list. */
export type RoleContextValues = {
  sportType: string;
  ageGroups: string[];
  gender: string;
  level: string;
  pay: string;
  days: string[];
  times: string[];
};
/** The requirements as chosen (issue 30): '' for no accreditation level or no start date. */
export type RoleRequirementValues = {
  wwcc: boolean;
  policeCheck: boolean;
  firstAid: boolean;
  cpr: boolean;
  accreditation: string;
  startDate: string;
};
export type RoleFormValues = JobForm &
  RolePayValues &
  RoleContextValues &
  RoleRequirementValues & { closingDate: string; respondBy: string };

/** The fields a role keeps once given (a PUT without them keeps the stored ones). */
export const CONTEXT_KEPT = ['sportType', 'level', 'pay'] as const;
export type ContextKept = (typeof CONTEXT_KEPT)[number];

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

/**
 * Times need days, as the context's schemas say; checked here too, beside them: their own check
 * waits until each of their fields is valid, and the form shows every message at once.
 */
const trainingForm = z.object({ days: z.array(z.string()), times: z.array(z.string()) }).check(
  z.superRefine((v, ctx) => {
    if (v.times.length && !v.days.length) {
      ctx.issues.push({
        code: 'custom',
        message: COACHING_ERRORS.timesWithoutDays,
        path: ['times'],
        input: v,
      });
    }
  }),
);

/** The requirements (issue 30): a level from the list or none, a start date or none. */
const requirementsForm = z.object({
  wwcc: z.boolean(),
  policeCheck: z.boolean(),
  firstAid: z.boolean(),
  cpr: z.boolean(),
  accreditation: z.union([
    z.literal(''),
    z.enum(ACCREDITATION_LEVELS, { error: CRE.unknownLevel }),
  ]),
  startDate: z.union([
    z.literal(''),
    z.string().check(z.refine(isCalendarDate, { error: CRE.invalidDate })),
  ]),
});

/**
 * The coaching context: a new role's (NewCoachingContextSchema: sport, level and pay required),
 * or an existing role's (CoachingContextSchema), where sport, level and pay it already has are
 * required too: the server keeps them when left out, so they can change but not be removed.
 */
function contextSchema(stored: Partial<Record<ContextKept, string | null>> | null) {
  if (!stored) return NewCoachingContextSchema;
  return CoachingContextSchema.check(
    z.superRefine((v, ctx) => {
      for (const key of CONTEXT_KEPT) {
        if (stored[key] && !v[key]) {
          ctx.issues.push({ code: 'custom', message: M.required, path: [key], input: v });
        }
      }
    }),
  );
}

/**
 * `storedClosing`: an existing role's closing date (null for a new role); `storedContext`: an
 * existing role's sport, level and pay (null for a new role).
 */
export function roleFormSchema(
  storedClosing: string | null,
  storedContext: Partial<Record<ContextKept, string | null>> | null = null,
) {
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
  return z.intersection(
    z.intersection(z.intersection(z.intersection(JobFormSchema, dates), payForm), requirementsForm),
    z.intersection(
      contextSchema(storedClosing === null ? null : (storedContext ?? {})),
      trainingForm,
    ),
  );
}
