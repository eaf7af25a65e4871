// /confirm-account?token= (issue 5): the link of the account-confirmation mail. Posts
// {token, scope: 'Confirm Account'} to /api/user/validateUserToken once and says whether the
// account is now confirmed, with what to do next. A missing, unknown, used or expired token is
// "invalid or expired"; a server or network failure offers a retry (the token is not spent).
import { useSearch } from 'wouter';
import { confirmAccount } from '../../api/auth';
import { isApiRequestError } from '../../api/client';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { AuthLayout } from '../../components/auth-panel/auth-panel';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Spinner } from '../../components/ui/spinner/spinner';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { API_MESSAGES } from '../../shared/messages';
import { AUTH_TEXTS, GO_HOME } from '../../shared/texts/auth';
import { FIND_ROLES, SIGN_IN, TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';

type Outcome = 'confirmed' | 'invalid' | 'error';
type Status = 'confirming' | Outcome;

// One request per token at a time: a token works once, so a repeated effect (React's
// development double run) must share the first request instead of spending the token twice.
const inFlight = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = confirmAccount(token)
      .then((): Outcome => 'confirmed')
      .catch((error: unknown): Outcome => {
        if (!isApiRequestError(error)) return 'error';
        if (error.kind === 'message' || error.kind === 'parse') return 'invalid';
        const tokenRefused = error.status >= 400 && error.status < 500 && error.status !== 429;
        return tokenRefused ? 'invalid' : 'error';
      })
      .finally(() => inFlight.delete(token));
    inFlight.set(token, pending);
  }
  return pending;
}

const TITLES: Record<Status, string> = {
  confirming: AUTH_TEXTS.confirmingTitle,
  confirmed: AUTH_TEXTS.confirmedTitle,
  invalid: AUTH_TEXTS.confirmInvalidTitle,
  error: AUTH_TEXTS.confirmErrorTitle,
};

export default function ConfirmAccountPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const auth = useSnapshot(authState);
  // Not aborted on unmount (the request is shared, see confirmOnce): its answer is only ignored.
  const confirm = useLoad(token ? () => confirmOnce(token) : null, [token]);
  const status: Status =
    confirm.status === 'success'
      ? confirm.data
      : ({ idle: 'invalid', loading: 'confirming', error: 'error' } as const)[confirm.status];
  usePageTitle(TITLES[status]);

  const signedIn = auth.isAuthenticated;
  const nextSteps = (
    <div className={formStyles.actions}>
      {signedIn ? (
        <LinkButton href={paths.jobSearch}>{FIND_ROLES}</LinkButton>
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
            {AUTH_TEXTS.confirming}
          </p>
        </div>
      </AuthLayout>
    );
  }

  if (status === 'confirmed') {
    return (
      <AuthLayout title={TITLES.confirmed}>
        <div className={formStyles.state}>
          <Alert severity="success">
            <strong>{API_MESSAGES.accountConfirmed}.</strong> {AUTH_TEXTS.emailVerified}
          </Alert>
          <p className={formStyles.muted}>
            {signedIn ? AUTH_TEXTS.allSet : AUTH_TEXTS.signInToApply}
          </p>
          {nextSteps}
        </div>
      </AuthLayout>
    );
  }

  if (status === 'error') {
    return (
      <AuthLayout title={TITLES.error}>
        <div className={formStyles.state}>
          <Alert severity="error">{AUTH_TEXTS.confirmFailed}</Alert>
          <Button onClick={confirm.retry}>{TRY_AGAIN}</Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={TITLES.invalid}>
      <div className={formStyles.state}>
        <Alert severity="error">{AUTH_TEXTS.confirmLinkInvalid}</Alert>
        <p className={formStyles.muted}>{AUTH_TEXTS.confirmLinkRules}</p>
        {nextSteps}
      </div>
    </AuthLayout>
  );
}
