// /signup (SPEC 2, 5, 8; issue 5): first and last name, mobile, e-mail, password, confirm,
// terms; a link to /signin, 'I am hiring' to /org-signup, and the side panel. Success:
// 'User registered successfully', then the automatic sign-in ('Login Successful.') and /landing;
// a failed automatic sign-in says 'Login Failed' and opens /signin. confirmPassword is not sent.

import { Link, Redirect } from 'wouter';
import { registerCoach } from '../../api/auth';
import { paths } from '../../app/paths';
import { AccountFields } from '../../components/auth-panel/account-fields';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { failureDetail, startSession } from '../../components/auth-panel/start-session';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import { type SignUpForm, SignUpFormSchema } from '../../shared/schemas/auth';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';

const initialValues = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAndConditions: false,
};

async function register(values: SignUpForm): Promise<'signed-in' | 'sign-in-failed'> {
  const { confirmPassword: _confirm, ...body } = values;
  await registerCoach(body);
  showSnackbar(MESSAGES.userRegistered, 'success');
  try {
    await startSession({ email: body.email, password: body.password });
    showSnackbar(MESSAGES.loginSuccessful, 'success');
    return 'signed-in';
  } catch {
    showSnackbar(MESSAGES.loginFailed, 'error');
    return 'sign-in-failed';
  }
}

export default function SignUpPage() {
  usePageTitle('Sign up');
  const auth = useSnapshot(authState);

  const form = useForm({
    schema: SignUpFormSchema,
    initialValues,
    onSubmit: register,
    onSuccess: (outcome) => {
      navigateTo(outcome === 'signed-in' ? paths.landing : paths.signin, { replace: true });
    },
    onError: (error) => {
      showSnackbar(MESSAGES.errorRegisteringUser, 'error');
      form.setFieldError('_', failureDetail(error, MESSAGES.errorRegisteringUser));
    },
  });

  // Signed in before opening the page (this form navigates itself after its success delay).
  if (auth.isAuthenticated && form.status !== 'submitting' && form.status !== 'success') {
    return <Redirect to={paths.root} replace />;
  }

  return (
    <AuthLayout
      title="Sign up"
      intro="Create your coach account to apply for roles and track your applications."
      panel
      panelHeading="With a Touchline account you can"
      footer={
        <p className={formStyles.muted}>
          Already have an account? <Link href={paths.signin}>Sign in</Link>
        </p>
      }
    >
      <div className={formStyles.hiring}>
        <p>Recruiting for a club or organisation?</p>
        <Link href={paths.orgSignup} className={formStyles.linkSmall}>
          I am hiring
        </Link>
      </div>
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <AccountFields field={form.getFieldProps} />
        <Checkbox
          label="I accept the terms and conditions"
          required
          {...form.getCheckboxProps('termsAndConditions')}
        />
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          Sign up
        </Button>
      </form>
    </AuthLayout>
  );
}
