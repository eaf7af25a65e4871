// A confirmation dialog that needs the password (issue 31): "Download my data" and "Delete my
// account". A wrong password is the server's 400 with fields.password, shown on the field; too
// many attempts (429) and other failures show in the dialog. The dialog stays open until the
// action has succeeded.
import { type ReactNode, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { PasswordField } from '../../components/ui/password-field/password-field';
import { useForm } from '../../lib/form';
import { AccountPasswordRequestSchema } from '../../shared/schemas/account-data';
import { ACCOUNT_PAGE_TEXTS as T } from '../../shared/texts/account';
import styles from './account-page.module.css';

/** The message of a failure that is not a field's (429 with the server's detail, or any other). */
export function failureText(error: unknown): string {
  if (isApiRequestError(error) && error.status === 429) return error.detail || T.tooManyTries;
  return T.failed;
}

export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Throws to fail; resolves once done (the dialog then closes). */
  onConfirm: (password: string) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    schema: AccountPasswordRequestSchema,
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      setFailure(null);
      await onConfirm(password);
      onOpenChange(false);
    },
    onError: (error) => {
      const fieldError = isApiRequestError(error) && error.fields.password;
      if (!fieldError) setFailure(failureText(error));
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
      role="alertdialog"
      busy={form.status === 'submitting'}
    >
      <form className={styles.dialogForm} onSubmit={form.handleSubmit} noValidate>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField
          label={T.password}
          autoComplete="current-password"
          aria-required="true"
          data-autofocus
          {...form.getFieldProps('password')}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={form.busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
