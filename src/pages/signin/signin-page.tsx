// /signin (SPEC 2, 4, 5, 8; issue 5): e-mail, password, 'Remember me', links to
// /forgot-password and /signup, and the side panel. Success stores the session and returns to
// the guard's `from` when it is a same-origin path (else /landing, /employer for organisations),
// replacing the history entry. An already signed-in user goes to /.

import { Link, Redirect, useSearch } from 'wouter';
import { EmailField } from '../../components/auth-panel/account-fields';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import {
  destinationAfterSignIn,
  signInFailureText,
  startSession,
} from '../../components/auth-panel/start-session';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { PasswordField } from '../../components/ui/password-field/password-field';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import type { User } from '../../shared/schemas/auth';
import { SignInFormSchema } from '../../shared/schemas/auth';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';

export default function SignInPage() {
  usePageTitle('Sign in');
  const auth = useSnapshot(authState);
  const from = new URLSearchParams(useSearch()).get('from');

  const form = useForm({
    schema: SignInFormSchema,
    initialValues: { email: '', password: '', rememberMe: false },
    onSubmit: (values) => startSession(values),
    onSuccess: (user) => {
      navigateTo(destinationAfterSignIn(user as User, from), { replace: true });
    },
    onError: (error) => {
      showSnackbar(MESSAGES.loginFailed, 'error');
      form.setFieldError('_', signInFailureText(error));
    },
  });

  // Signed in before opening the page (not by this form, which navigates itself after its delay).
  if (auth.isAuthenticated && form.status !== 'submitting' && form.status !== 'success') {
    return <Redirect to={paths.root} replace />;
  }

  return (
    <AuthLayout
      title="Sign in"
      intro="Welcome back. Sign in to apply for roles and follow your applications."
      panel
      footer={
        <p className={formStyles.muted}>
          New here? <Link href={paths.signup}>Create an account</Link>
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <EmailField {...form.getFieldProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.getFieldProps('password')}
        />
        <div className={formStyles.between}>
          <Checkbox label="Remember me" {...form.getCheckboxProps('rememberMe')} />
          <Link href={paths.forgotPassword} className={formStyles.linkSmall}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
