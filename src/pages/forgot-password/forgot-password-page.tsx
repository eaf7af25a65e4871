// /forgot-password (SPEC 2, 4, 5, 8): an e-mail form. Success turns the form into the
// confirmation 'Password Reset Request sent. Please check your email.'; a failure shows the
// snackbar 'Error processing your request.' and the inline text of SPEC 8. Links to /signin and
// /signup. A signed-in user goes to /.
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { forgotPassword } from '../../api/auth';
import { isApiRequestError } from '../../api/client';
import { EmailField } from '../../components/auth-panel/account-fields';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import { ForgotPasswordFormSchema } from '../../shared/schemas/auth';
import { AUTH_TEXTS, FORGOT_PASSWORD } from '../../shared/texts/auth';
import { SIGN_UP } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';

/** SPEC 8's inline text, or the server's sentence when it asks to wait or cannot be reached. */
function failureText(error: unknown): string {
  if (isApiRequestError(error) && (error.status === 429 || error.kind === 'network')) {
    return error.detail;
  }
  return MESSAGES.forgotPasswordIncorrect;
}

export default function ForgotPasswordPage() {
  usePageTitle(FORGOT_PASSWORD);
  const auth = useSnapshot(authState);
  const [sent, setSent] = useState(false);

  const form = useForm({
    schema: ForgotPasswordFormSchema,
    initialValues: { email: '' },
    onSubmit: (values) => forgotPassword({ email: values.email }),
    onSuccess: () => setSent(true),
    onError: (error) => {
      showSnackbar(MESSAGES.errorProcessingRequest, 'error');
      form.setFieldError('_', failureText(error));
    },
  });

  if (auth.isAuthenticated) return <Redirect to={paths.root} replace />;

  const footer = (
    <>
      <p className={formStyles.muted}>
        {AUTH_TEXTS.remembered} <Link href={paths.signin}>{AUTH_TEXTS.backToSignIn}</Link>
      </p>
      <p className={formStyles.muted}>
        {AUTH_TEXTS.noAccount} <Link href={paths.signup}>{SIGN_UP}</Link>
      </p>
    </>
  );

  if (sent) {
    return (
      <AuthLayout title={AUTH_TEXTS.checkEmail} footer={footer}>
        <div className={formStyles.state}>
          <Alert severity="success">{MESSAGES.forgotPasswordSent}</Alert>
          <p className={formStyles.muted}>{AUTH_TEXTS.linkValidHour}</p>
          <Button variant="secondary" onClick={() => setSent(false)}>
            {AUTH_TEXTS.sendAnother}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={FORGOT_PASSWORD} intro={AUTH_TEXTS.forgotIntro} footer={footer}>
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <EmailField {...form.getFieldProps('email')} />
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          {AUTH_TEXTS.sendResetLink}
        </Button>
      </form>
    </AuthLayout>
  );
}
