// The page of a one-time link (/confirm-account, /confirm-email): posts the link's ?token= once,
// then says what came of it. A missing, unknown, used or expired token is "invalid" (a 4xx other
// than 409 and 429); 409 is "taken" (a change of e-mail whose address was registered meanwhile);
// a server or network failure offers a retry (the token is not spent).
import { type ReactNode, useEffect } from 'react';
import { useSearch } from 'wouter';
import { isApiRequestError } from '../../api/client';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { Alert } from '../ui/alert/alert';
import { Button } from '../ui/button/button';
import { Spinner } from '../ui/spinner/spinner';
import formStyles from './auth-form.module.css';
import { AuthLayout } from './auth-panel';

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'taken';
type Status = 'confirming' | ConfirmOutcome | 'error';

// One request per token at a time: a token works once, so a repeated effect (React's
// development double run) shares the first request instead of spending the token twice.
const inFlight = new Map<string, Promise<ConfirmOutcome | 'error'>>();

function confirmOnce(
  token: string,
  request: (token: string) => Promise<unknown>,
): Promise<ConfirmOutcome | 'error'> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = request(token)
      .then((): ConfirmOutcome => 'confirmed')
      .catch((error: unknown): ConfirmOutcome | 'error' => {
        if (!isApiRequestError(error)) return 'error';
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

interface ConfirmTokenPageProps {
  /** Posts the token (with its scope) to /api/user/validateUserToken. */
  request: (token: string) => Promise<unknown>;
  titles: Record<Status, string>;
  confirming: string;
  failed: string;
  /** What a settled outcome shows under its title. */
  settled: (outcome: ConfirmOutcome) => ReactNode;
  onConfirmed?: () => void;
}

export function ConfirmTokenPage({
  request,
  titles,
  confirming,
  failed,
  settled,
  onConfirmed,
}: ConfirmTokenPageProps) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  // Not aborted on unmount (the request is shared, see confirmOnce): its answer is only ignored.
  const confirm = useLoad(token ? () => confirmOnce(token, request) : null, [token]);
  const status: Status =
    confirm.status === 'success'
      ? confirm.data
      : ({ idle: 'invalid', loading: 'confirming', error: 'error' } as const)[confirm.status];
  usePageTitle(titles[status]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per confirmation, not per render of the caller's callback
  useEffect(() => {
    if (status === 'confirmed') onConfirmed?.();
  }, [status]);

  if (status === 'confirming') {
    return (
      <AuthLayout title={titles.confirming}>
        <div className={formStyles.centre}>
          <Spinner size={28} />
          <p role="status" className={formStyles.muted}>
            {confirming}
          </p>
        </div>
      </AuthLayout>
    );
  }
  if (status === 'error') {
    return (
      <AuthLayout title={titles.error}>
        <div className={formStyles.state}>
          <Alert severity="error">{failed}</Alert>
          <Button onClick={confirm.retry}>{TRY_AGAIN}</Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={titles[status]}>
      <div className={formStyles.state}>{settled(status)}</div>
    </AuthLayout>
  );
}
