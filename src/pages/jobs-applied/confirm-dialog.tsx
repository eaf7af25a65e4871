// ConfirmDialog: APG "alert dialog" on the native <dialog> opened with showModal() (the rest of
// the page becomes inert, focus moves inside, Escape cancels) with a Cancel and a confirm button.
// Focus returns to the element that had it when the dialog opened.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button/button';
import styles from './jobs-applied-page.module.css';

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
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The safe choice gets the focus (APG alert dialog).
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus?.();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={styles.dialog}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onOpenChange(false);
      }}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className={styles.dialogTitle}>
            {title}
          </h2>
          <div id={`${id}-body`}>{children}</div>
          <div className={styles.dialogActions}>
            <Button
              ref={cancelRef}
              variant="secondary"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              {cancelLabel}
            </Button>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
