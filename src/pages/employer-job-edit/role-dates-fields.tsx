// The role form's dates (issue 27): a new role's closing date (native date field, today to 180
// days ahead in the role's state's zone), an existing role's closing date as text (only Extend
// and Reopen move it), and the optional "respond by" promise with a suggested date.
import styles from '../../components/employer/employer.module.css';
import { RESPOND_SUGGEST_DAYS, todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { Button } from '../../components/ui/button/button';
import { TextField } from '../../components/ui/text-field/text-field';
import type { UseFormResult } from '../../lib/form';
import { CLOSING_MAX_DAYS, RESPOND_BY_MAX_DAYS } from '../../shared/constants';
import type { OrgJob } from '../../shared/schemas';
import { shortDate } from '../../shared/texts/closing';
import { ORG_LIFECYCLE_TEXTS as L } from '../../shared/texts/lifecycle';
import { addDays, isCalendarDate } from '../../shared/zoned-time';
import page from './employer-job-edit-page.module.css';
import type { RoleFormValues, roleFormSchema } from './role-form-schema';

type Form = UseFormResult<ReturnType<typeof roleFormSchema>, RoleFormValues>;

export function RoleDatesFields({
  form,
  job,
  onClosingChosen,
}: {
  form: Form;
  job: OrgJob | null;
  onClosingChosen: () => void;
}) {
  const v = form.values;
  const today = todayIn(job ? job.state : v.state);
  const closing = job ? job.closingDate : v.closingDate;
  const closingGood = isCalendarDate(closing) && !form.errors.closingDate;
  const suggested = closingGood ? addDays(closing, RESPOND_SUGGEST_DAYS) : null;
  const closingField = form.getFieldProps('closingDate');
  const respondField = form.getFieldProps('respondBy');

  return (
    <fieldset className={page.fieldset}>
      <legend className={page.legend}>{L.datesLegend}</legend>
      {job ? (
        <p>
          {L.closingFixed(shortDate(job.closingDate, true))}
          <br />
          <span className={styles.muted}>{L.closingFixedNote}</span>
        </p>
      ) : (
        <TextField
          label={L.closingDate}
          type="date"
          required
          min={today}
          max={addDays(today, CLOSING_MAX_DAYS)}
          hint={L.closingHint(shortDate(addDays(today, CLOSING_MAX_DAYS), true))}
          {...closingField}
          onChange={(event) => {
            onClosingChosen();
            closingField.onChange(event);
            // The promise is measured from the closing date: re-check a message it shows.
            if (form.errors.respondBy) form.validateField('respondBy');
          }}
        />
      )}
      <div className={page.respondBy}>
        <TextField
          label={L.respondBy}
          type="date"
          min={closingGood ? closing : undefined}
          max={closingGood ? addDays(closing, RESPOND_BY_MAX_DAYS) : undefined}
          hint={
            closingGood
              ? L.respondByHint(
                  shortDate(closing, true),
                  shortDate(addDays(closing, RESPOND_BY_MAX_DAYS), true),
                )
              : undefined
          }
          {...respondField}
        />
        {suggested && !v.respondBy && (
          <Button
            type="button"
            variant="text"
            onClick={() => {
              form.setValue('respondBy', suggested);
              // The button goes once the field has a date: focus moves to the field.
              document.querySelector<HTMLElement>('input[name="respondBy"]')?.focus();
            }}
          >
            {L.suggestRespondBy(shortDate(suggested, true))}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
