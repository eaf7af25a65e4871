// /confirm-email?token= (issue 31): the link a change of e-mail sends to the new address. Posts
// {token, scope: 'Change Email'} to /api/user/validateUserToken once and says whether the new
// address is now the account's, like /confirm-account. A missing, unknown, used or expired token
// is "invalid or expired", an address taken meanwhile (409) says so; a server or network failure offers a retry (the token is not spent).
// A signed-in user's details are asked again once confirmed, so the new address shows.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { confirmEmailChange } from '../../api/account';
import { isApiRequestError } from '../../api/client';
import { getLoggedInUser } from '../../api/user';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Spinner } from '../../components/ui/spinner/spinner';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { CONFIRM_EMAIL_TEXTS as T } from '../../shared/texts/account';
import { GO_HOME } from '../../shared/texts/auth';
import { SIGN_IN, TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { updateUser } from '../../state/auth-actions';
import { useSnapshot } from '../../state/use-snapshot';

type Outcome = 'confirmed' | 'invalid' | 'taken' | 'error';
type Status = 'confirming' | Outcome;

// One request per token at a time: a token works once (React's development double run).
const inFlight = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = confirmEmailChange(token)
      .then((): Outcome => 'confirmed')
      .catch((error: unknown): Outcome => {
        if (!isApiRequestError(error)) return 'error';
        // The address was registered by someone else in the meantime (the link is used up).
        if (error.status === 409) return 'taken';
        if (error.kind === 'message' || error.kind === 'parse') return 'invalid';
        const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
        return refused ? 'invalid' : 'error';
      })
      .finally(() => inFlight.delete(token));
    inFlight.set(token, pending);
  }
  return pending;
}

const TITLES: Record<Status, string> = {
  confirming: T.confirmingTitle,
  confirmed: T.confirmedTitle,
  invalid: T.invalidTitle,
  taken: T.invalidTitle,
  error: T.errorTitle,
};

export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const auth = useSnapshot(authState);
  const confirm = useLoad(token ? () => confirmOnce(token) : null, [token]);
  const status: Status =
    confirm.status === 'success'
      ? confirm.data
      : ({ idle: 'invalid', loading: 'confirming', error: 'error' } as const)[confirm.status];
  usePageTitle(TITLES[status]);
  // Signed in here: the account menu and /account show the new address at once.
  useEffect(() => {
    if (status !== 'confirmed' || !authState.token) return;
    getLoggedInUser().then(updateUser, () => undefined);
  }, [status]);

  const nextSteps = (
    <div className={formStyles.actions}>
      {auth.isAuthenticated ? (
        <LinkButton href={paths.account}>{T.toAccount}</LinkButton>
      ) : (
        <LinkButton href={paths.signin}>{SIGN_IN}</LinkButton>
      )}
      <LinkButton href={paths.landing} variant="secondary">
        {GO_HOME}
      </LinkButton>
    </div>
  );

  if (status === 'confirming') {
    return (
      <AuthLayout title={TITLES.confirming}>
        <div className={formStyles.centre}>
          <Spinner size={28} />
          <p role="status" className={formStyles.muted}>
            {T.confirming}
          </p>
        </div>
      </AuthLayout>
    );
  }
  if (status === 'error') {
    return (
      <AuthLayout title={TITLES.error}>
        <div className={formStyles.state}>
          <Alert severity="error">{T.error}</Alert>
          <Button onClick={confirm.retry}>{TRY_AGAIN}</Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={TITLES[status]}>
      <div className={formStyles.state}>
        <Alert severity={status === 'confirmed' ? 'success' : 'error'}>
          {status === 'confirmed' ? T.confirmed : status === 'taken' ? T.taken : T.invalid}
        </Alert>
        {nextSteps}
      </div>
    </AuthLayout>
  );
}
