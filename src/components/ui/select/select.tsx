// Select: a native <select> with a visible label and error text (the platform's listbox;
// native keyboard and screen reader support, no APG widget to re-implement).
import type { ComponentProps, ReactNode } from 'react';
import styles from '../text-field/field.module.css';
import { FieldMessages } from '../text-field/text-field';
import { useField } from '../text-field/use-field';

export type SelectProps = ComponentProps<'select'> & {
  label: ReactNode;
  error?: string | null;
  hint?: string | null;
  /** Shorthand for simple options; children may be used instead. */
  options?: readonly (string | { value: string; label: string })[];
};

export function Select({
  label,
  error,
  hint,
  options,
  id,
  className,
  children,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  const { inputId, errorId, hintId, controlProps } = useField({ id, error, hint, describedBy });
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <select className={styles.input} {...controlProps} {...props}>
        {options?.map((o) =>
          typeof o === 'string' ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
        {children}
      </select>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}
