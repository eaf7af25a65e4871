// Select: a native <select> with a visible label and error text (the platform's listbox;
// native keyboard and screen reader support, no APG widget to re-implement).
import type { ComponentProps, ReactNode } from 'react';
import styles from '../text-field/field.module.css';
import { FieldFrame } from '../text-field/text-field';
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
  const { controlProps, ...ids } = useField({ id, error, hint, describedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
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
    </FieldFrame>
  );
}
