// What every /admin tab shares: dates, failure texts, the list's loading and failure states, the
// scrollable table, and useAction (an action's snackbar, the list's reload, the inline failure).
// A 403 whose detail says the second factor is missing sends the page back to the enrolment.
import {
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { isApiRequestError } from '../../api/client';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Spinner } from '../../components/ui/spinner/spinner';
import type { Load } from '../../lib/use-load';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import { showSnackbar } from '../../state/snackbar';
import styles from './admin-page.module.css';

/** A date and time as the admin reads it, e.g. '20 Nov 2026, 9:00 pm'. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{when(iso)}</time>;
}

/** The API's detail of a failure, or a general one (a network failure). */
export function failureText(error: unknown): string {
  return isApiRequestError(error) && error.kind === 'http' && error.detail
    ? error.detail
    : T.failed;
}

export const isSecondFactorRefusal = (error: unknown) =>
  isApiRequestError(error) &&
  error.status === 403 &&
  error.detail === TRUST_ERRORS.secondFactorNeeded;

/** Called when an admin call says the token lacks the second factor (admin-page.tsx). */
export const SecondFactorRefused = createContext<() => void>(() => undefined);

/** A list's first load (spinner) and failure (the API's detail and Try again). */
export function ListStatus<T>({ load }: { load: Load<T> }) {
  const refuse = use(SecondFactorRefused);
  const refused = isSecondFactorRefusal(load.error);
  useEffect(() => {
    if (refused) refuse();
  }, [refused, refuse]);
  if (load.status === 'loading' && load.data === undefined)
    return <Spinner label={T.loading} size={24} />;
  if (load.status !== 'error') return null;
  return (
    <div className={styles.row}>
      <Alert severity="error">
        {T.loadFailed} {failureText(load.error)}
      </Alert>
      <Button variant="secondary" onClick={load.retry}>
        {T.tryAgain}
      </Button>
    </div>
  );
}

/** A table in a focusable region, so a keyboard can scroll it on a narrow screen. */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className={styles.tableWrap}>
      <table className={styles.table}>{children}</table>
    </section>
  );
}

/** The tab's heading: focused after an action's reload when its button has gone. */
export function TabHeading({ action, children }: { action: Action; children: ReactNode }) {
  return (
    <h2 ref={action.headingRef} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}

export type Action = {
  /** The key of the action in flight (one at a time), or null. */
  busy: string | null;
  /** The last inline action's failure (the API's detail). */
  error: string | null;
  /** Runs an inline action: its message in a snackbar and the list reloads, or the failure. */
  run: (key: string, call: () => Promise<string>) => Promise<void>;
  /** After a dialog's action succeeded: the snackbar and the reload. */
  done: (message: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

export function useAction<T>(load: Load<T>): Action {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  const refuse = use(SecondFactorRefused);

  // After the reload, a button that went with its row leaves focus nowhere: the heading takes it.
  useEffect(() => {
    if (!refocus.current || load.status !== 'success') return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
  }, [load.status]);

  const done = (message: string) => {
    showSnackbar(message, 'success');
    refocus.current = true;
    load.retry();
  };
  const run = async (key: string, call: () => Promise<string>) => {
    setError(null);
    setBusy(key);
    try {
      done(await call());
    } catch (e) {
      if (isSecondFactorRefusal(e)) refuse();
      setError(failureText(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run, done, headingRef };
}

/** The inline failure of the tab's last action. */
export function ActionError({ action }: { action: Action }) {
  return action.error ? <Alert severity="error">{action.error}</Alert> : null;
}
