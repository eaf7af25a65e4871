// The role form's coaching context (issue 29; API.md part 2 "Coaching-context facets"): sport (a
// combobox over /api/sportstype/list), age groups (tag select), gender and level (selects), the
// kind of pay (radio group), training days (Mon to Sun, each named by its full word) and times
// (checkbox groups). Sport, level and pay are required for a new role, and an existing role's
// once given (marked, and refused with 'Required field'); a time needs a day. Each group is a fieldset with its legend; a group's hint
// and message describe the group and each of its controls.
import { type ReactNode, useId } from 'react';
import { Autocomplete } from '../../components/ui/autocomplete/autocomplete';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { Select } from '../../components/ui/select/select';
import { TagSelect } from '../../components/ui/tag-select/tag-select';
import field from '../../components/ui/text-field/field.module.css';
import type { UseFormResult } from '../../lib/form';
import {
  AGE_GROUPS,
  contextLine,
  DAYS,
  GENDERS,
  LEVELS,
  PAY_KINDS,
  TIMES,
} from '../../shared/facets';
import {
  AGE_GROUPS_LABEL,
  GENDER,
  LEVEL,
  PAY_KIND,
  SPORT,
  TIMES_LABEL,
  TRAINING_DAYS,
} from '../../shared/texts/coaching';
import { COACHING_FORM_TEXTS as C } from '../../shared/texts/coaching-form';
import page from './employer-job-edit-page.module.css';
import type { ContextKept, RoleFormValues, roleFormSchema } from './role-form-schema';

type Form = UseFormResult<ReturnType<typeof roleFormSchema>, RoleFormValues>;

/** The visible mark of a required field (its control says so to assistive technology). */
const mark = <span aria-hidden="true"> *</span>;

/** A day's full word ('Tue': 'Tuesday'), as the spoken context line says it. */
const dayWord = (day: string) => contextLine({ days: [day] }, true);

/** `values` in `list`'s order. */
const inOrder = (list: readonly string[], values: readonly string[]) =>
  list.filter((v) => values.includes(v));

/**
 * A group of choices (radios or checkboxes) in a fieldset: the legend, the choices, then the
 * group's hint and message, which describe the group and each choice.
 */
function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: ReactNode;
  hint: string;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={page.group} aria-describedby={describedBy}>
      <legend className={field.label}>{legend}</legend>
      <div className={page.choices}>{children(describedBy)}</div>
      <span id={`${id}-hint`} className={field.hint}>
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className={field.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

export function RoleContextFields({
  form,
  sports,
  required,
}: {
  form: Form;
  /** The sports list's names. */
  sports: readonly string[];
  /** Sport, level and pay required: a new role's, and those an existing role has. */
  required: Record<ContextKept, boolean>;
}) {
  const v = form.values;
  const e = form.errors;
  const introId = useId();
  // A day settles the times' message, a time may raise it: re-check what is shown.
  const recheck = () => {
    if (e.days) form.validateField('days');
    if (e.times) form.validateField('times');
  };
  const toggle = (name: 'days' | 'times', list: readonly string[], value: string) => {
    const now = v[name];
    form.setValue(
      name,
      inOrder(list, now.includes(value) ? now.filter((x) => x !== value) : [...now, value]),
    );
    recheck();
  };
  const checks = (name: 'days' | 'times', list: readonly string[], describedBy: string) =>
    list.map((value) => (
      <Checkbox
        key={value}
        label={value}
        name={name}
        value={value}
        aria-label={name === 'days' ? dayWord(value) : undefined}
        aria-describedby={describedBy}
        aria-invalid={e[name] ? true : undefined}
        checked={v[name].includes(value)}
        onChange={() => toggle(name, list, value)}
      />
    ));
  const level = form.getFieldProps('level');

  return (
    <fieldset className={page.fieldset} aria-describedby={introId}>
      <legend className={page.legend}>{C.legend}</legend>
      <p id={introId} className={field.hint}>
        {C.intro}
      </p>
      <div className={page.row}>
        <Autocomplete
          label={SPORT}
          required={required.sportType}
          name="sportType"
          options={sports}
          value={v.sportType}
          onValueChange={(value) => form.setValue('sportType', value)}
          placeholder={C.chooseSport}
          noOptionsText={C.noMatchingSports}
          hint={C.sportHint}
          error={e.sportType}
        />
        <Select
          label={
            <>
              {LEVEL}
              {required.level && mark}
            </>
          }
          required={required.level}
          hint={C.levelHint}
          {...level}
        >
          <option value="">{C.chooseLevel}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </Select>
      </div>
      <div className={page.row}>
        <TagSelect
          label={AGE_GROUPS_LABEL}
          name="ageGroups"
          options={AGE_GROUPS}
          value={v.ageGroups}
          onValueChange={(value) => form.setValue('ageGroups', inOrder(AGE_GROUPS, value))}
          maxVisibleChips={5}
          placeholder={C.chooseAgeGroups}
          hint={C.ageGroupsHint}
          error={e.ageGroups}
        />
        <Select label={GENDER} hint={C.genderHint} {...form.getFieldProps('gender')}>
          <option value="">{C.anyGender}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </Select>
      </div>
      <ChoiceGroup
        legend={
          <>
            {PAY_KIND}
            {required.pay && mark}
          </>
        }
        hint={C.payHint}
        error={e.pay}
      >
        {(describedBy) =>
          PAY_KINDS.map((p) => (
            <label key={p} className={page.choice}>
              <input
                type="radio"
                name="pay"
                value={p}
                required={required.pay}
                aria-invalid={e.pay ? true : undefined}
                aria-describedby={describedBy}
                checked={v.pay === p}
                onChange={() => form.setValue('pay', p)}
              />
              <span>{p}</span>
            </label>
          ))
        }
      </ChoiceGroup>
      <ChoiceGroup legend={TRAINING_DAYS} hint={C.daysHint} error={e.days}>
        {(describedBy) => checks('days', DAYS, describedBy)}
      </ChoiceGroup>
      <ChoiceGroup legend={TIMES_LABEL} hint={C.timesHint} error={e.times}>
        {(describedBy) => checks('times', TIMES, describedBy)}
      </ChoiceGroup>
    </fieldset>
  );
}
