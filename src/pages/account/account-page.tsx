// /account (issue 31; coaches and organisation users): E-mail (change: password and the new
// address; nothing changes until the link sent to the new inbox is opened), Password (the
// change-password screen), Sessions (sign-in time, last use, device in words, "This device";
// end one, end all others), "Download my data" (password, then the ZIP downloads) and "Delete my
// account" (password; says what happens; then signed out, on /landing with a snackbar).
// Organisation users also get "Two-step sign-in" (issue 32: ./two-factor-section.tsx, lazy).
import { lazy, Suspense, useState } from 'react';
import {
  type AccountSession,
  changeEmail,
  deleteAccount,
  endOtherSessions,
  endSession,
  exportMyData,
  getSessions,
} from '../../api/account';
import { isApiRequestError } from '../../api/client';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { PasswordField } from '../../components/ui/password-field/password-field';
import { Spinner } from '../../components/ui/spinner/spinner';
import { TextField } from '../../components/ui/text-field/text-field';
import { paths } from '../../config/paths';
import { saveBlob } from '../../lib/download-file';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { ROLE_ADMIN, ROLE_COACH, ROLE_ORG } from '../../shared/constants';
import { ChangeEmailRequestSchema } from '../../shared/schemas/account';
import { ACCOUNT_PAGE_TEXTS as T } from '../../shared/texts/account';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { signOut } from '../../state/auth-actions';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './account-page.module.css';
import { failureText, PasswordDialog } from './password-dialog';

const TwoFactorSection = lazy(() => import('./two-factor-section'));

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

function EmailSection({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    schema: ChangeEmailRequestSchema,
    initialValues: { password: '', newEmail: '' },
    onSubmit: async (values) => {
      setSentTo(null);
      await changeEmail(values);
      setSentTo(values.newEmail);
    },
    onError: (error) => {
      if (isApiRequestError(error) && error.status === 409) {
        form.setFieldError('newEmail', error.fields.newEmail ?? T.emailTaken);
      } else if (!(isApiRequestError(error) && Object.keys(error.fields).length)) {
        showSnackbar(failureText(error), 'error');
      }
    },
  });
  return (
    <section className={styles.section} aria-labelledby="account-email">
      <h2 id="account-email">{T.emailHeading}</h2>
      <p className={styles.note}>{T.currentEmail(email)}</p>
      {sentTo && <Alert severity="success">{T.emailSent(sentTo)}</Alert>}
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={T.newEmail}
          type="email"
          autoComplete="email"
          aria-required="true"
          {...form.getFieldProps('newEmail')}
        />
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          aria-required="true"
          {...form.getFieldProps('password')}
        />
        <div>
          <Button type="submit" busy={form.busy}>
            {T.changeEmail}
          </Button>
        </div>
      </form>
    </section>
  );
}

function SessionItem({
  session,
  onEnd,
}: {
  session: AccountSession;
  onEnd: (id: AccountSession['id']) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <li className={styles.session}>
      <div>
        <p className={styles.device}>
          {session.device}
          {session.current && <span className={styles.badge}>{T.thisDevice}</span>}
        </p>
        <p className={styles.note}>
          {T.signedIn(when(session.createdAt))}
          {session.lastUsedAt && `, ${T.lastUsed(when(session.lastUsedAt))}`}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={T.endSessionOf(session.device)}
          onClick={async () => {
            setBusy(true);
            await onEnd(session.id);
            setBusy(false);
          }}
        >
          {T.endSession}
        </Button>
      )}
    </li>
  );
}

function SessionsSection() {
  const load = useLoad((signal) => getSessions({ signal }), []);
  const [endingAll, setEndingAll] = useState(false);
  const sessions = load.data ?? [];
  const others = sessions.filter((s) => !s.current);

  const end = async (id: AccountSession['id']) => {
    try {
      await endSession(id);
      load.update((list) => list.filter((s) => s.id !== id));
      showSnackbar(T.sessionEnded, 'success');
    } catch (error) {
      showSnackbar(failureText(error), 'error');
    }
  };
  const endAll = async () => {
    setEndingAll(true);
    try {
      await endOtherSessions();
      load.update((list) => list.filter((s) => s.current));
      showSnackbar(T.sessionsEnded, 'success');
    } catch (error) {
      showSnackbar(failureText(error), 'error');
    }
    setEndingAll(false);
  };

  return (
    <section className={styles.section} aria-labelledby="account-sessions">
      <h2 id="account-sessions">{T.sessionsHeading}</h2>
      <p className={styles.note}>{T.sessionsNote}</p>
      {load.status === 'loading' && !load.data && <Spinner size={24} />}
      {load.status === 'error' && !load.data && (
        <div className={styles.row}>
          <Alert severity="error">{T.sessionsFailed}</Alert>
          <Button variant="secondary" onClick={load.retry}>
            {TRY_AGAIN}
          </Button>
        </div>
      )}
      {load.data && (
        <>
          <ul className={styles.sessions}>
            {sessions.map((s) => (
              <SessionItem key={s.id} session={s} onEnd={end} />
            ))}
          </ul>
          {others.length ? (
            <div>
              <Button variant="secondary" busy={endingAll} onClick={endAll}>
                {T.endOthers}
              </Button>
            </div>
          ) : (
            <p className={styles.note}>{T.noOtherSessions}</p>
          )}
        </>
      )}
    </section>
  );
}

export default function AccountPage() {
  usePageTitle(T.title);
  const auth = useSnapshot(authState);
  const [dialog, setDialog] = useState<'download' | 'delete' | null>(null);
  const user = auth.user;
  if (!user) return null;
  const deleteLines = user.role === ROLE_ORG ? T.deleteOrg : T.deleteCoach;

  const download = async (password: string) => {
    const file = await exportMyData(password);
    saveBlob(file.blob, file.fileName ?? 'touchline-data.zip');
    showSnackbar(T.downloadStarted, 'success');
  };
  const remove = async (password: string) => {
    await deleteAccount(password);
    // Off the protected page first, then signed out (the tokens no longer work).
    navigateTo(paths.landing, { replace: true });
    signOut();
    showSnackbar(`${T.deletedTitle}. ${T.deletedNote}`, 'success');
  };

  return (
    <div className={styles.page}>
      <h1>{T.title}</h1>
      <p className={styles.note}>{T.intro}</p>
      <EmailSection email={user.email} />
      <section className={styles.section} aria-labelledby="account-password">
        <h2 id="account-password">{T.passwordHeading}</h2>
        <p className={styles.note}>{T.passwordNote}</p>
        <div>
          <LinkButton href={paths.changePassword} variant="secondary">
            {T.changePassword}
          </LinkButton>
        </div>
      </section>
      {user.role !== ROLE_COACH && (
        <Suspense fallback={<Spinner size={24} />}>
          <TwoFactorSection admin={user.role === ROLE_ADMIN} />
        </Suspense>
      )}
      <SessionsSection />
      <section className={styles.section} aria-labelledby="account-download">
        <h2 id="account-download">{T.downloadHeading}</h2>
        <p className={styles.note}>{T.downloadNote}</p>
        <div>
          <Button variant="secondary" onClick={() => setDialog('download')}>
            {T.downloadButton}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="account-delete">
        <h2 id="account-delete">{T.deleteHeading}</h2>
        <ul className={styles.consequences}>
          {deleteLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div>
          <Button variant="danger" onClick={() => setDialog('delete')}>
            {T.deleteButton}
          </Button>
        </div>
      </section>
      <PasswordDialog
        open={dialog === 'download'}
        onOpenChange={(open) => setDialog(open ? 'download' : null)}
        title={T.downloadTitle}
        description={<p>{T.downloadDialog}</p>}
        confirmLabel={T.downloadButton}
        onConfirm={download}
      />
      <PasswordDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={T.deleteTitle}
        description={
          <>
            <ul className={styles.consequences}>
              {deleteLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{T.deleteFinal}</p>
          </>
        }
        confirmLabel={T.deleteConfirm}
        danger
        onConfirm={remove}
      />
    </div>
  );
}
