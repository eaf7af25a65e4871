// Checkbox: a native input type=checkbox inside its <label> (APG "checkbox", two-state, native),
// with an optional error text wired through aria-invalid / aria-describedby.
import type { ComponentProps, ReactNode } from 'react';
import { useField } from '../text-field/use-field';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string | null;
};

export function Checkbox({
  label,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const { inputId, errorId, controlProps } = useField({ id, error, describedBy });
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        <input type="checkbox" className={styles.box} {...controlProps} {...props} />
        <span>{label}</span>
      </label>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
