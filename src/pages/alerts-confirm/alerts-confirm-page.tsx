// /alerts/confirm?token= (issue 26): the link of a visitor's job alert confirmation mail. Posts
// {token} to /api/alerts/confirm once: the alert is then active. An unknown or used token (404),
// or none, is a page that says so with a way back to the search; a server or network failure
// offers a retry (the token is not spent).
import { useSearch } from 'wouter';
import { confirmAlert } from '../../api/alerts';
import { isApiRequestError } from '../../api/client';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Spinner } from '../../components/ui/spinner/spinner';
import { paths } from '../../config/paths';
import { searchToRecord } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { ALERT_TEXTS as T } from '../../shared/texts/alerts';
import styles from './alerts-confirm-page.module.css';

type Outcome = 'confirmed' | 'invalid' | 'error';

// One request per token at a time: a token works once, so a repeated effect (React's
// development double run) shares the first request instead of spending the token twice.
const inFlight = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = confirmAlert(token)
      .then((): Outcome => 'confirmed')
      .catch((error: unknown): Outcome => {
        if (!isApiRequestError(error) || error.kind === 'network') return 'error';
        const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
        return refused || error.kind !== 'http' ? 'invalid' : 'error';
      })
      .finally(() => inFlight.delete(token));
    inFlight.set(token, pending);
  }
  return pending;
}

const TITLES = {
  confirming: T.confirming,
  confirmed: T.confirmedTitle,
  invalid: T.invalidTitle,
  error: T.confirming,
} as const;

export default function AlertsConfirmPage() {
  const token = searchToRecord(useSearch()).token?.trim() ?? '';
  // Not aborted on unmount (the request is shared, see confirmOnce): its answer is only ignored.
  const confirm = useLoad(token ? () => confirmOnce(token) : null, [token]);
  const status =
    confirm.status === 'success'
      ? confirm.data
      : ({ idle: 'invalid', loading: 'confirming', error: 'error' } as const)[confirm.status];
  usePageTitle(TITLES[status]);

  return (
    <section className={styles.page} aria-busy={status === 'confirming'}>
      <h1>{TITLES[status]}</h1>
      {status === 'confirming' && (
        <p role="status" className={styles.status}>
          <Spinner size={24} /> {T.confirming}…
        </p>
      )}
      {status === 'confirmed' && <Alert severity="success">{T.confirmedBody}</Alert>}
      {status === 'invalid' && <Alert severity="error">{T.invalidBody}</Alert>}
      {status === 'error' && (
        <>
          <Alert severity="error">{T.confirmFailed}</Alert>
          <Button onClick={confirm.retry}>{T.tryAgain}</Button>
        </>
      )}
      {status !== 'confirming' && (
        <LinkButton href={paths.jobSearch} variant={status === 'error' ? 'secondary' : 'primary'}>
          {T.backToSearch}
        </LinkButton>
      )}
    </section>
  );
}
