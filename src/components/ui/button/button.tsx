// Button, IconButton and LinkButton: native <button> (APG "button" pattern needs nothing more)
// and a wouter Link styled as a button. busy shows a Spinner over the kept label (width stays),
// sets aria-busy and disables the button.
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  busy?: boolean;
};

function cx(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, className)}
      data-variant={variant}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      {...props}
    >
      <span className={styles.label}>{children}</span>
      {busy && <Spinner className={styles.spinner} />}
    </button>
  );
}

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  label: string;
  children: ReactNode;
  variant?: ButtonVariant;
};

export function IconButton({
  label,
  variant = 'text',
  type = 'button',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.button, styles.icon, className)}
      data-variant={variant}
      {...props}
    >
      {children}
    </button>
  );
}

export type LinkButtonProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  variant?: ButtonVariant;
};

export function LinkButton({ href, variant = 'primary', className, ...props }: LinkButtonProps) {
  return (
    <Link href={href} className={cx(styles.button, className)} data-variant={variant} {...props} />
  );
}
