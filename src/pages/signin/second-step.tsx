// /signin's second step (issue 32; API.md part 2 "Trust and safety"): after step one answered
// 'Second Factor Required', a code from the authenticator app (or a recovery code instead) goes
// to POST /api/login/totp with the challenge; its token pair completes the session exactly as
// step one's would (completeSession), then the same redirect. A refused code shows on the field;
// an expired challenge sends the user back to step one with the message; 429 (too many tries),
// 403 (a suspended account) and other failures show as the form's error. Its own lazy chunk, so
// the sign-in page carries none of it.
import { useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { loginTotp } from '../../api/totp';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import {
  completeSession,
  destinationAfterSignIn,
  signInFailureText,
} from '../../components/auth-panel/start-session';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { TextField } from '../../components/ui/text-field/text-field';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { MESSAGES } from '../../shared/messages';
import type { User } from '../../shared/schemas/auth';
import { TotpConfirmRequestSchema } from '../../shared/schemas/trust';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import { SECOND_STEP_TEXTS as T } from '../../shared/texts/two-factor';
import { showSnackbar } from '../../state/snackbar';

export default function SecondStep({
  challenge,
  from,
  onBack,
}: {
  challenge: string;
  /** The guard's return location (step one's `from`). */
  from: string | null;
  /** Back to step one, with the message to show there (an expired challenge) or none. */
  onBack: (message?: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The page changed under the user: take them to the field the step asks for.
  useEffect(() => field.current?.focus(), []);

  const form = useForm({
    schema: TotpConfirmRequestSchema,
    initialValues: { code: '' },
    onSubmit: async ({ code }) => completeSession(await loginTotp({ challenge, code })),
    onSuccess: (user) => {
      navigateTo(destinationAfterSignIn(user as User, from), { replace: true });
    },
    onError: (error) => {
      showSnackbar(MESSAGES.loginFailed, 'error');
      if (!isApiRequestError(error)) {
        form.setFieldError('_', signInFailureText(error));
      } else if (error.status === 401 && error.detail === TRUST_ERRORS.invalidChallenge) {
        onBack(error.detail);
      } else if (error.status === 401 || error.status === 400) {
        form.setFieldError('code', error.fields.code ?? error.detail);
      } else {
        form.setFieldError('_', signInFailureText(error));
      }
    },
  });

  const toggle = () => {
    setRecovery(!recovery);
    form.reset();
    field.current?.focus();
  };

  return (
    <AuthLayout title={T.title} intro={recovery ? T.recoveryIntro : T.intro} panel>
      <form className={formStyles.form} onSubmit={form.handleSubmit} noValidate>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <TextField
          ref={field}
          label={recovery ? T.recoveryLabel : T.codeLabel}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 40 : 6}
          required
          {...form.getFieldProps('code')}
        />
        <div className={formStyles.between}>
          <Button variant="text" onClick={toggle}>
            {recovery ? T.useApp : T.useRecovery}
          </Button>
          <Button variant="text" onClick={() => onBack()}>
            {T.back}
          </Button>
        </div>
        <Button type="submit" busy={form.busy} className={formStyles.submit}>
          {T.verify}
        </Button>
      </form>
    </AuthLayout>
  );
}
