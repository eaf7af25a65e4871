// The role form's pay (issue 28): pay from, pay to, per (hour to year) and plus super, and the
// salary as shown, which may be left empty once an amount is given: the server then writes it
// from these (shared/pay.ts payText), and the hint shows what coaches will see.
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { Select } from '../../components/ui/select/select';
import { TextField } from '../../components/ui/text-field/text-field';
import type { UseFormResult } from '../../lib/form';
import { PAY_PERIODS, type PayPeriod, payText } from '../../shared/pay';
import { PAY_FORM_TEXTS as P } from '../../shared/texts/pay';
import page from './employer-job-edit-page.module.css';
import { payAmount, type RoleFormValues, type roleFormSchema } from './role-form-schema';

type Form = UseFormResult<ReturnType<typeof roleFormSchema>, RoleFormValues>;

/** The structured pay of the form's values, as the request sends it (null: none or not valid). */
export function payOfValues(
  v: Pick<RoleFormValues, 'payMin' | 'payMax' | 'payPeriod' | 'plusSuper'>,
) {
  const number = (text: string) => {
    const n = payAmount(text);
    return n === null || Number.isNaN(n) ? null : n;
  };
  return {
    payMin: number(v.payMin),
    payMax: number(v.payMax),
    payPeriod: (PAY_PERIODS as readonly string[]).includes(v.payPeriod)
      ? (v.payPeriod as PayPeriod)
      : null,
    plusSuper: v.plusSuper,
  };
}

export function RolePayFields({ form }: { form: Form }) {
  const shown = payText(payOfValues(form.values));
  // A changed amount or period can settle a message on another field (pay to, per, salary).
  const recheck = (names: (keyof RoleFormValues)[]) => {
    for (const n of names) if (form.errors[n]) form.validateField(n);
  };
  const amount = (name: 'payMin' | 'payMax', label: string) => {
    const props = form.getFieldProps(name);
    return (
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="off"
        hint={P.amountHint}
        {...props}
        onBlur={(event) => {
          props.onBlur(event);
          recheck([name === 'payMin' ? 'payMax' : 'payMin', 'payPeriod', 'salary']);
        }}
      />
    );
  };
  const period = form.getFieldProps('payPeriod');
  return (
    <fieldset className={page.fieldset}>
      <legend className={page.legend}>{P.legend}</legend>
      <div className={page.row}>
        {amount('payMin', P.payMin)}
        {amount('payMax', P.payMax)}
        <Select
          label={P.payPeriod}
          {...period}
          onBlur={(event) => {
            period.onBlur(event);
            recheck(['payMin', 'payMax']);
          }}
        >
          <option value="">{P.choosePeriod}</option>
          {PAY_PERIODS.map((p) => (
            <option key={p} value={p}>
              {P.periods[p]}
            </option>
          ))}
        </Select>
      </div>
      <Checkbox label={P.plusSuper} {...form.getCheckboxProps('plusSuper')} />
      <TextField
        label={P.salary}
        autoComplete="off"
        placeholder={P.salaryExample}
        hint={shown ? P.salaryHint(shown) : null}
        {...form.getFieldProps('salary')}
      />
    </fieldset>
  );
}
