// Dialog: APG "dialog (modal)" and "alert dialog" on the native <dialog> opened with showModal()
// (the page behind becomes inert, Tab stays inside, Escape cancels). Named by its title, and
// described by `description` when given. Its content is mounted only while open, so a form in
// it starts afresh each time. On open focus moves to the element with `data-autofocus`, else the
// first focusable one; on close it returns to the element that had it when the dialog opened.
// A `busy` dialog ignores Escape (a request in flight).
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

export type DialogProps = Omit<ComponentProps<'dialog'>, 'title' | 'open' | 'role'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts (APG alert dialog). */
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
};

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  role = 'dialog',
  busy = false,
  className,
  children,
  ...props
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus?.();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onOpenChange(false);
      }}
      {...props}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {description && <div id={`${id}-description`}>{description}</div>}
          {children}
        </>
      )}
    </dialog>
  );
}

/** The dialog's buttons, at its end. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
