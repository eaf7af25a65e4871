// The role form's schema (issue 27): the 12 fields of JobFormSchema, the closing date (a new
// role's: from today to 180 days ahead in the role's state's zone; an existing role's is shown,
// not edited) and the optional respond-by promise (on or after the closing date, at most 60 days
// after it), with the rules the server keeps (shared/role-dates.ts).
import * as z from 'zod/mini';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { closingDateProblem, respondByProblem } from '../../shared/role-dates';
import { type JobForm, JobFormSchema } from '../../shared/schemas';
import { optionalText } from '../../shared/schemas/fields';

export type RoleFormValues = JobForm & { closingDate: string; respondBy: string };

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
  return z.intersection(JobFormSchema, dates);
}
