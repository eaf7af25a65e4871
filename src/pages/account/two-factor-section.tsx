// /account's "Two-step sign-in" (issue 32; API.md part 2: organisation users may enrol; coaches
// never see it). Whether it is on comes from GET /api/user/getlogged_in_user_details's
// `twoFactor`, then from what this page did. Off: "Set up" shows the enrolment (TotpSetup, its
// own lazy chunk with the QR code). On: "Turn off" asks for the password and a code (or a
// recovery code) in a dialog, POST /api/user/totp/disable. Administrators keep it: "On" only.
// Its own lazy chunk, loaded for organisation users only.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { disableTotp } from '../../api/totp';
import { getLoggedInUserDetails } from '../../api/user';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { PasswordField } from '../../components/ui/password-field/password-field';
import { Spinner } from '../../components/ui/spinner/spinner';
import { TextField } from '../../components/ui/text-field/text-field';
import { useForm } from '../../lib/form';
import { useLoad } from '../../lib/use-load';
import { TotpDisableRequestSchema } from '../../shared/schemas/trust';
import { ACCOUNT_PAGE_TEXTS as A } from '../../shared/texts/account';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { TWO_FACTOR_SECTION_TEXTS as T } from '../../shared/texts/two-factor';
import { showSnackbar } from '../../state/snackbar';
import styles from './account-page.module.css';
import { failureText } from './password-dialog';

const TotpSetup = lazy(() =>
  import('../../components/totp/totp-setup').then((m) => ({ default: m.TotpSetup })),
);

function TurnOffDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: TotpDisableRequestSchema,
    initialValues: { password: '', code: '' },
    onSubmit: async (values) => {
      setFailure(null);
      await disableTotp(values);
      onDone();
    },
    onError: (error) => {
      if (!(isApiRequestError(error) && Object.keys(error.fields).length)) {
        setFailure(failureText(error));
      }
    },
  });
  const close = (next: boolean) => {
    if (!next) {
      setFailure(null);
      form.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={T.turnOffTitle}
      description={<p>{T.turnOffNote}</p>}
      role="alertdialog"
      busy={form.status === 'submitting'}
    >
      <form className={styles.dialogForm} onSubmit={form.handleSubmit} noValidate>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField
          label={A.password}
          autoComplete="current-password"
          aria-required="true"
          data-autofocus
          {...form.getFieldProps('password')}
        />
        <TextField
          label={T.codeLabel}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          {...form.getFieldProps('code')}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {A.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={form.busy}>
            {T.turnOff}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function TwoFactorSection({ admin = false }: { admin?: boolean }) {
  const load = useLoad((signal) => getLoggedInUserDetails({ signal }), []);
  // What this page changed, over what the details said.
  const [changed, setChanged] = useState<boolean | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [dialog, setDialog] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const on = changed ?? load.data?.twoFactor ?? false;

  // After turning it on or off the control used is gone: the heading takes the focus.
  useEffect(() => {
    if (changed !== null) heading.current?.focus();
  }, [changed]);

  const known = load.data !== undefined || changed !== null;
  return (
    <section className={styles.section} aria-labelledby="account-two-factor">
      <h2 id="account-two-factor" ref={heading} tabIndex={-1}>
        {T.heading}
      </h2>
      <p className={styles.note}>{T.note}</p>
      {load.status === 'loading' && !known && <Spinner size={24} />}
      {load.status === 'error' && !known && (
        <div className={styles.row}>
          <Alert severity="error">{T.loadFailed}</Alert>
          <Button variant="secondary" onClick={load.retry}>
            {TRY_AGAIN}
          </Button>
        </div>
      )}
      {known && (
        <p>
          {T.status} <strong>{on ? T.on : T.off}</strong>
        </p>
      )}
      {known && on && admin && <p className={styles.note}>{T.adminNote}</p>}
      {known && on && !admin && (
        <div>
          <Button variant="secondary" onClick={() => setDialog(true)}>
            {T.turnOff}
          </Button>
        </div>
      )}
      {known && !on && !settingUp && (
        <div>
          <Button onClick={() => setSettingUp(true)}>{T.setUp}</Button>
        </div>
      )}
      {known && !on && settingUp && (
        <Suspense fallback={<Spinner size={24} />}>
          <TotpSetup
            autoStart
            onEnabled={() => {
              setSettingUp(false);
              setChanged(true);
              showSnackbar(T.turnedOn, 'success');
            }}
          />
        </Suspense>
      )}
      <TurnOffDialog
        open={dialog}
        onOpenChange={setDialog}
        onDone={() => {
          setDialog(false);
          setChanged(false);
          showSnackbar(T.turnedOff, 'success');
        }}
      />
    </section>
  );
}
