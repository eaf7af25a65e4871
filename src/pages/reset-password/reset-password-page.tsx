// /reset-password?resetPasswordToken= (SPEC 2, 4, 5, 8): the token is validated on load (an
// empty one is replaced by RESET_TOKEN_FALLBACK, which never validates); a signed-out user with
// an invalid token is sent to /. Password and confirm with SPEC 5's rule; success shows
// 'Password Reset Successfully. You can now login here' linking to /signin; a failure shows the
// snackbar 'Error processing your request.' and SPEC 8's inline text.
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { resetPassword, validateResetToken } from '../../api/auth';
import { isApiRequestError } from '../../api/client';
import { NewPasswordFields } from '../../components/auth-panel/account-fields';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Spinner } from '../../components/ui/spinner/spinner';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { RESET_TOKEN_FALLBACK, ROLE_COACH } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { ResetPasswordFormSchema } from '../../shared/schemas/auth';
import { AUTH_TEXTS, CHANGE_PASSWORD, GO_HOME, RESET_PASSWORD } from '../../shared/texts/auth';
import { NEW_PASSWORD } from '../../shared/texts/fields';
import { SIGN_IN, TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';

/** The token of the link; '' (or none) becomes the placeholder fallback of SPEC 5. */
function resetTokenFrom(search: string): string {
  return new URLSearchParams(search).get('resetPasswordToken') || RESET_TOKEN_FALLBACK;
}

/** An answer about the token itself (unknown, used, expired: 4xx or a wrong message), as
 * opposed to a server or network failure or a rate limit, which say nothing about it. */
function isInvalidToken(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  if (error.kind === 'message' || error.kind === 'parse') return true;
  return error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** 'Password Reset Successfully. You can now login here' with 'login here' linking to /signin. */
function ResetDone() {
  const text = MESSAGES.resetPasswordDone;
  const linkText = 'login here';
  const at = text.lastIndexOf(linkText);
  return (
    <Alert severity="success">
      {at < 0 ? (
        <Link href={paths.signin}>{text}</Link>
      ) : (
        <>
          {text.slice(0, at)}
          <Link href={paths.signin}>{linkText}</Link>
          {text.slice(at + linkText.length)}
        </>
      )}
    </Alert>
  );
}

export default function ResetPasswordPage() {
  usePageTitle(RESET_PASSWORD);
  const auth = useSnapshot(authState);
  const token = resetTokenFrom(useSearch());
  const [done, setDone] = useState(false);
  // The token's check: valid ('success'), invalid (refused), or not checked ('error' otherwise).
  const check = useLoad((signal) => validateResetToken(token, { signal }), [token]);
  const invalid = check.status === 'error' && isInvalidToken(check.error);

  const form = useForm({
    schema: ResetPasswordFormSchema,
    initialValues: { password: '', confirmPassword: '' },
    onSubmit: (values) => resetPassword({ token, password: values.password }),
    onSuccess: () => setDone(true),
    onError: () => {
      showSnackbar(MESSAGES.errorProcessingRequest, 'error');
      form.setFieldError('_', MESSAGES.resetPasswordIncorrect);
    },
  });

  if (invalid && !auth.isAuthenticated) {
    return <Redirect to={paths.root} replace />;
  }

  if (done) {
    return (
      <AuthLayout title={AUTH_TEXTS.passwordResetTitle}>
        <div className={formStyles.state}>
          <ResetDone />
          <LinkButton href={paths.signin}>{SIGN_IN}</LinkButton>
        </div>
      </AuthLayout>
    );
  }

  if (check.status === 'loading') {
    return (
      <AuthLayout title={RESET_PASSWORD}>
        <div className={formStyles.centre}>
          <Spinner size={28} />
          <p role="status" className={formStyles.muted}>
            {AUTH_TEXTS.checkingResetLink}
          </p>
        </div>
      </AuthLayout>
    );
  }

  if (check.status === 'error' && !invalid) {
    const detail = isApiRequestError(check.error) ? check.error.detail : undefined;
    return (
      <AuthLayout title={RESET_PASSWORD}>
        <div className={formStyles.state}>
          <Alert severity="error">
            {detail ?? MESSAGES.errorProcessingRequest} {AUTH_TEXTS.resetLinkNotChecked}
          </Alert>
          <Button variant="secondary" onClick={check.retry}>
            {TRY_AGAIN}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (invalid) {
    // Only a signed-in user gets here (a signed-out one is sent to / above).
    return (
      <AuthLayout title={RESET_PASSWORD}>
        <div className={formStyles.state}>
          <Alert severity="error">{AUTH_TEXTS.resetLinkInvalid}</Alert>
          <p className={formStyles.muted}>{AUTH_TEXTS.signedInChangeInstead}</p>
          <div className={formStyles.actions}>
            {auth.user?.role === ROLE_COACH && (
              <LinkButton href={paths.changePassword}>{CHANGE_PASSWORD}</LinkButton>
            )}
            <LinkButton href={paths.landing} variant="secondary">
              {GO_HOME}
            </LinkButton>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={RESET_PASSWORD}
      intro={AUTH_TEXTS.resetIntro}
      footer={
        <p className={formStyles.muted}>
          {AUTH_TEXTS.remembered} <Link href={paths.signin}>{AUTH_TEXTS.backToSignIn}</Link>
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <NewPasswordFields field={form.getFieldProps} passwordLabel={NEW_PASSWORD} />
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          {RESET_PASSWORD}
        </Button>
      </form>
    </AuthLayout>
  );
}
