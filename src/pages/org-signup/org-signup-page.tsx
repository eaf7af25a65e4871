// /org-signup (issue 5: the 'I am hiring' path of /signup): organisation name and type (from
// /api/orgtype/list), the contact's first and last name, mobile, e-mail, password, confirm and
// terms -> POST /api/org/signUp, then the automatic sign-in and /employer. Messages as for coach
// sign-up (SPEC 8); confirmPassword is not sent.
import { Link, Redirect } from 'wouter';
import { getOrgTypes } from '../../api/lookups';
import { registerOrg } from '../../api/org';
import { AccountFields } from '../../components/auth-panel/account-fields';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { useSignUpForm } from '../../components/auth-panel/use-sign-up-form';
import { Alert } from '../../components/ui/alert/alert';
import { Autocomplete } from '../../components/ui/autocomplete/autocomplete';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { TextField } from '../../components/ui/text-field/text-field';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { OrgSignUpFormSchema } from '../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../shared/texts/auth';
import { ACCEPT_TERMS } from '../../shared/texts/fields';
import { SIGN_IN } from '../../shared/texts/shell';

const initialValues = {
  orgName: '',
  orgType: '',
  firstName: '',
  lastName: '',
  mobileNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAndConditions: false,
};

const NO_TYPES: string[] = [];
const loadOrgTypes = (signal: AbortSignal) => getOrgTypes({ signal });

export default function OrgSignUpPage() {
  usePageTitle(AUTH_TEXTS.orgSignUpTitle);
  const orgTypes = useLoad(loadOrgTypes, []);

  const { form, alreadySignedIn } = useSignUpForm({
    schema: OrgSignUpFormSchema,
    initialValues,
    registerAccount: registerOrg,
    home: paths.employer,
  });

  if (alreadySignedIn) {
    return <Redirect to={paths.root} replace />;
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.orgSignUpTitle}
      intro={AUTH_TEXTS.orgSignUpIntro}
      wide
      footer={
        <>
          <p className={formStyles.muted}>
            {AUTH_TEXTS.lookingForRole} <Link href={paths.signup}>{AUTH_TEXTS.signUpAsCoach}</Link>
          </p>
          <p className={formStyles.muted}>
            {AUTH_TEXTS.alreadyRegistered} <Link href={paths.signin}>{SIGN_IN}</Link>
          </p>
        </>
      }
    >
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{AUTH_TEXTS.organisation}</legend>
          <TextField
            label={AUTH_TEXTS.organisationName}
            autoComplete="organization"
            required
            {...form.getFieldProps('orgName')}
          />
          <Autocomplete
            label={AUTH_TEXTS.organisationType}
            name="orgType"
            options={orgTypes.data ?? NO_TYPES}
            value={form.values.orgType}
            onValueChange={(value) => form.setValue('orgType', value)}
            loading={orgTypes.status === 'loading'}
            placeholder={AUTH_TEXTS.chooseType}
            error={form.errors.orgType}
            hint={orgTypes.status === 'error' ? AUTH_TEXTS.typesFailed : null}
          />
          {orgTypes.status === 'error' && (
            <div>
              <Button variant="secondary" onClick={orgTypes.retry}>
                {AUTH_TEXTS.retryTypes}
              </Button>
            </div>
          )}
        </fieldset>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{AUTH_TEXTS.contactPerson}</legend>
          <AccountFields field={form.getFieldProps} />
        </fieldset>
        <Checkbox label={ACCEPT_TERMS} required {...form.getCheckboxProps('termsAndConditions')} />
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          {AUTH_TEXTS.registerOrganisation}
        </Button>
      </form>
    </AuthLayout>
  );
}
