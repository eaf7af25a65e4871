// ConfirmDialog: APG "alert dialog" (the Dialog primitive's alertdialog role) with a Cancel and a
// confirm button; the safe choice, Cancel, gets the focus. Escape cancels unless busy; focus
// returns to the element that had it when the dialog opened.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { CANCEL } from '../../shared/texts/ui';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = CANCEL,
  busy = false,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={children}
      busy={busy}
    >
      <DialogActions>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => onOpenChange(false)}
          data-autofocus
        >
          {cancelLabel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
