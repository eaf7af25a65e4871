// /admin's dialogs (the Dialog primitive): ReasonDialog (reject, take down: a required reason,
// checked before anything is sent; the server's field message shows on the field) and
// ConfirmDialog (APG alert dialog: suspend; Cancel takes the focus). A failure shows in the
// dialog with the API's detail and the dialog stays open; success closes it.
import { type ReactNode, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { TextArea } from '../../components/ui/text-field/text-area';
import { useForm } from '../../lib/form';
import { AdminReasonRequestSchema } from '../../shared/schemas/trust';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { ADMIN_REASON_MAX } from '../../shared/texts/trust';
import styles from './admin-page.module.css';
import { failureText } from './admin-parts';

type DialogBase = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
};

export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: DialogBase & {
  /** Throws to fail; resolves once done (the dialog then closes). */
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: AdminReasonRequestSchema,
    initialValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      setFailure(null);
      await onConfirm(reason);
      onOpenChange(false);
    },
    onError: (error) => {
      if (!(isApiRequestError(error) && error.fields.reason)) setFailure(failureText(error));
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
      title={title}
      description={description}
      busy={form.status === 'submitting'}
    >
      <form className={styles.dialogForm} onSubmit={form.handleSubmit} noValidate>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextArea
          label={T.reason}
          rows={4}
          maxLength={ADMIN_REASON_MAX}
          aria-required="true"
          data-autofocus
          {...form.getFieldProps('reason')}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={form.busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: DialogBase & { onConfirm: () => Promise<unknown> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => {
    if (!next) setFailure(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
      setBusy(false);
      close(false);
    } catch (error) {
      setBusy(false);
      setFailure(failureText(error));
    }
  };
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      busy={busy}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={() => close(false)} data-autofocus>
          {T.cancel}
        </Button>
        <Button variant="danger" busy={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
