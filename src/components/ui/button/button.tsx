// Button, IconButton and LinkButton: native <button> (APG "button" pattern needs nothing more;
// type="button" unless a type is given) and a wouter Link styled as a button. busy shows a Spinner
// over the kept label (width stays), sets aria-busy (the CSS keys on it) and disables the button.
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
  busy,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.button, className)}
      data-variant={variant}
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

export function IconButton({ label, variant = 'text', className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cx(styles.button, styles.icon, className)}
      data-variant={variant}
      {...props}
    />
  );
}

export type LinkButtonProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  variant?: ButtonVariant;
};

export function LinkButton({ variant = 'primary', className, ...props }: LinkButtonProps) {
  return <Link className={cx(styles.button, className)} data-variant={variant} {...props} />;
}
