// /signin (SPEC 2, 4, 5, 8; issue 5): e-mail, password, 'Remember me', links to
// /forgot-password and /signup, and the side panel. Success stores the session and returns to
// the guard's `from` when it is a same-origin path (else /landing, /employer for organisations),
// replacing the history entry. An already signed-in user goes to /. An account with TOTP
// (issue 32) continues at the second step (./second-step.tsx, its own lazy chunk).

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
import { Spinner } from '../../components/ui/spinner/spinner';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import type { User } from '../../shared/schemas/auth';
import { SignInFormSchema } from '../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../shared/texts/auth';
import { PASSWORD } from '../../shared/texts/fields';
import { SIGN_IN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';

const SecondStep = lazy(() => import('./second-step'));

export default function SignInPage() {
  usePageTitle(SIGN_IN);
  const auth = useSnapshot(authState);
  const from = new URLSearchParams(useSearch()).get('from');
  const [challenge, setChallenge] = useState<string | null>(null);
  // Back from the second step: focus returns to step one's password field.
  const back = useRef(false);
  useEffect(() => {
    if (challenge || !back.current) return;
    back.current = false;
    document.querySelector<HTMLInputElement>('main input[name="password"]')?.focus();
  }, [challenge]);

  const form = useForm({
    schema: SignInFormSchema,
    initialValues: { email: '', password: '', rememberMe: false },
    // Kept: the second step's Back returns to them.
    resetOnSuccess: false,
    onSubmit: async (values) => {
      const started = await startSession(values);
      if ('challenge' in started) setChallenge(started.challenge);
      return started;
    },
    onSuccess: (started) => {
      if (started && typeof started === 'object' && 'challenge' in started) return;
      navigateTo(destinationAfterSignIn(started as User, from), { replace: true });
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

  if (challenge) {
    return (
      <Suspense fallback={<Spinner size={24} />}>
        <SecondStep
          challenge={challenge}
          from={from}
          onBack={(message) => {
            back.current = true;
            form.setFieldError('_', message);
            setChallenge(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <AuthLayout
      title={SIGN_IN}
      intro={AUTH_TEXTS.signInIntro}
      panel
      footer={
        <p className={formStyles.muted}>
          {AUTH_TEXTS.newHere} <Link href={paths.signup}>{AUTH_TEXTS.createAccount}</Link>
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <EmailField {...form.getFieldProps('email')} />
        <PasswordField
          label={PASSWORD}
          autoComplete="current-password"
          required
          {...form.getFieldProps('password')}
        />
        <div className={formStyles.between}>
          <Checkbox label={AUTH_TEXTS.rememberMe} {...form.getCheckboxProps('rememberMe')} />
          <Link href={paths.forgotPassword} className={formStyles.linkSmall}>
            {AUTH_TEXTS.forgotPasswordLink}
          </Link>
        </div>
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          {SIGN_IN}
        </Button>
      </form>
    </AuthLayout>
  );
}
