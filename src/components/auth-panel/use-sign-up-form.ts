// The flow /signup and /org-signup share (SPEC 2 and 8, issue 5): register the account ('User
// registered successfully'), sign in with the same credentials ('Login Successful.', or 'Login
// Failed' and /signin), then the account's home; a refused registration is 'Error registering
// user' in the snackbar with the server's detail above the form. confirmPassword is not sent.
// `alreadySignedIn`: the visitor was signed in before opening the page (the page redirects; this
// form navigates itself after its own success).
import type * as z from 'zod/mini';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { MESSAGES } from '../../shared/messages';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';
import { failureDetail, startSession } from './start-session';

type Credentials = { email: string; password: string; confirmPassword: string };

export function useSignUpForm<
  S extends z.ZodMiniType<Credentials>,
  V extends Record<string, unknown>,
>({
  schema,
  initialValues,
  registerAccount,
  home,
}: {
  schema: S;
  initialValues: V;
  /** The registration call, with the form's values less confirmPassword. */
  registerAccount: (body: Omit<z.output<S>, 'confirmPassword'>) => Promise<unknown>;
  /** Where a signed-in new account goes. */
  home: string;
}) {
  const auth = useSnapshot(authState);
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values: z.output<S>) => {
      const { confirmPassword: _confirm, ...body } = values;
      await registerAccount(body);
      showSnackbar(MESSAGES.userRegistered, 'success');
      try {
        await startSession({ email: values.email, password: values.password });
        showSnackbar(MESSAGES.loginSuccessful, 'success');
        return 'signed-in';
      } catch {
        showSnackbar(MESSAGES.loginFailed, 'error');
        return 'sign-in-failed';
      }
    },
    onSuccess: (outcome) => {
      navigateTo(outcome === 'signed-in' ? home : paths.signin, { replace: true });
    },
    onError: (error) => {
      showSnackbar(MESSAGES.errorRegisteringUser, 'error');
      form.setFieldError('_', failureDetail(error, MESSAGES.errorRegisteringUser));
    },
  });
  const alreadySignedIn =
    auth.isAuthenticated && form.status !== 'submitting' && form.status !== 'success';
  return { form, alreadySignedIn };
}
