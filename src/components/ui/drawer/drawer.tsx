// Drawer: APG "dialog (modal)" sliding in from the side. role=dialog, aria-modal, named by its
// title; on open focus moves to the first focusable element, Tab/Shift+Tab wrap inside, Escape
// or a click on the scrim closes, the page behind does not scroll, and focus returns to the
// element that had it when the drawer opened.
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { CLOSE } from '../../../shared/texts/ui';
import { IconButton } from '../button/button';
import { CloseIcon } from '../icons/icons';
import styles from './drawer.module.css';

export type DrawerProps = Omit<ComponentProps<'div'>, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  side?: 'right' | 'left';
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

export function Drawer(props: DrawerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DrawerContent {...props} />, document.body);
}

function DrawerContent({
  onOpenChange,
  title,
  side = 'right',
  className,
  children,
  open: _open,
  ...props
}: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  // Remember the opener and move focus in; keep focus inside when something outside tries to
  // take it (e.g. a pointer on the page); on close (unmount) give focus back to the opener.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = panel.current!;
    (focusables(root)[0] ?? root).focus();
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !root.contains(e.target)) {
        (focusables(root)[0] ?? root).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Lock page scroll while open.
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close.current(false);
      return;
    }
    if (e.key !== 'Tab') return;
    const items = focusables(panel.current!);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (
      e.shiftKey &&
      (document.activeElement === first || document.activeElement === panel.current)
    ) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.root} data-state="open">
      {/* The scrim is a pointer convenience; keyboard users close with Escape or the button. */}
      <div className={styles.scrim} aria-hidden="true" onClick={() => close.current(false)} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-side={side}
        data-state="open"
        className={className ? `${styles.panel} ${className}` : styles.panel}
        onKeyDown={onKeyDown}
        {...props}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label={CLOSE} onClick={() => close.current(false)}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
