// /signup (SPEC 2, 5, 8; issue 5): first and last name, mobile, e-mail, password, confirm,
// terms; a link to /signin, 'I am hiring' to /org-signup, and the side panel. Success:
// 'User registered successfully', then the automatic sign-in ('Login Successful.') and /landing;
// a failed automatic sign-in says 'Login Failed' and opens /signin. confirmPassword is not sent.

import { Link, Redirect } from 'wouter';
import { registerCoach } from '../../api/auth';
import { AccountFields } from '../../components/auth-panel/account-fields';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { useSignUpForm } from '../../components/auth-panel/use-sign-up-form';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { SignUpFormSchema } from '../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../shared/texts/auth';
import { ACCEPT_TERMS } from '../../shared/texts/fields';
import { PRIVACY_LINK } from '../../shared/texts/privacy';
import { SIGN_IN, SIGN_UP } from '../../shared/texts/shell';

const initialValues = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAndConditions: false,
};

export default function SignUpPage() {
  usePageTitle(SIGN_UP);

  const { form, alreadySignedIn } = useSignUpForm({
    schema: SignUpFormSchema,
    initialValues,
    registerAccount: registerCoach,
    home: paths.landing,
  });

  // Signed in before opening the page (this form navigates itself after its success delay).
  if (alreadySignedIn) {
    return <Redirect to={paths.root} replace />;
  }

  return (
    <AuthLayout
      title={SIGN_UP}
      intro={AUTH_TEXTS.signUpIntro}
      panel
      panelHeading={AUTH_TEXTS.signUpPanelHeading}
      footer={
        <p className={formStyles.muted}>
          {AUTH_TEXTS.haveAccount} <Link href={paths.signin}>{SIGN_IN}</Link>
        </p>
      }
    >
      <div className={formStyles.hiring}>
        <p>{AUTH_TEXTS.recruiting}</p>
        <Link href={paths.orgSignup} className={formStyles.linkSmall}>
          {AUTH_TEXTS.hiring}
        </Link>
      </div>
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <AccountFields field={form.getFieldProps} />
        <Checkbox label={ACCEPT_TERMS} required {...form.getCheckboxProps('termsAndConditions')} />
        <Link href={paths.privacy} className={formStyles.linkSmall}>
          {PRIVACY_LINK}
        </Link>
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          {SIGN_UP}
        </Button>
      </form>
    </AuthLayout>
  );
}
