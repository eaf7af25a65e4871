// The role form's requirements (issue 30; API.md "Credentials"): the checks a coach must hold
// (Working with Children Check, National Police Check, first aid, CPR), a minimum coaching
// accreditation level, and an optional start date (credentials must be current on it; without
// one, until 30 days after the role closes). Coaches see them on the role with their own fit.
import styles from '../../components/employer/employer.module.css';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { Select } from '../../components/ui/select/select';
import { TextField } from '../../components/ui/text-field/text-field';
import type { UseFormResult } from '../../lib/form';
import { ACCREDITATION_LEVELS, type RoleRequirements } from '../../shared/credentials';
import { REQUIREMENTS_FORM_TEXTS as Q } from '../../shared/texts/credential-fit';
import { REQUIREMENT_NAMES } from '../../shared/texts/credentials';
import page from './employer-job-edit-page.module.css';
import type { RoleFormValues, RoleRequirementValues, roleFormSchema } from './role-form-schema';

type Form = UseFormResult<ReturnType<typeof roleFormSchema>, RoleFormValues>;

const CHECKS = ['wwcc', 'policeCheck', 'firstAid', 'cpr'] as const;

/** A stored role's requirements as the form's values (none for a role stored before them). */
export function requirementValues(r: RoleRequirements | null | undefined): RoleRequirementValues {
  return {
    wwcc: r?.wwcc ?? false,
    policeCheck: r?.policeCheck ?? false,
    firstAid: r?.firstAid ?? false,
    cpr: r?.cpr ?? false,
    accreditation: r?.accreditation ?? '',
    startDate: r?.startDate ?? '',
  };
}

/** The form's values as the request's `requirements`. */
export function requirementsOfValues(v: RoleRequirementValues): RoleRequirements {
  return {
    wwcc: v.wwcc,
    policeCheck: v.policeCheck,
    firstAid: v.firstAid,
    cpr: v.cpr,
    accreditation: (ACCREDITATION_LEVELS as readonly string[]).includes(v.accreditation)
      ? (v.accreditation as RoleRequirements['accreditation'])
      : null,
    startDate: v.startDate || null,
  };
}

export function RoleRequirementsFields({ form }: { form: Form }) {
  return (
    <fieldset className={page.fieldset} aria-describedby="requirements-hint">
      <legend className={page.legend}>{Q.legend}</legend>
      <p id="requirements-hint" className={styles.muted}>
        {Q.hint}
      </p>
      <div className={page.choices}>
        {CHECKS.map((key) => (
          <Checkbox key={key} label={REQUIREMENT_NAMES[key]} {...form.getCheckboxProps(key)} />
        ))}
      </div>
      <div className={page.row}>
        <Select label={Q.accreditation} {...form.getFieldProps('accreditation')}>
          <option value="">{Q.noAccreditation}</option>
          {ACCREDITATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </Select>
        <TextField
          label={Q.startDate}
          type="date"
          hint={Q.startDateHint}
          {...form.getFieldProps('startDate')}
        />
      </div>
    </fieldset>
  );
}
