// TextArea: TextField's contract (label, hint, error; aria-invalid, aria-describedby -> hint and
// error) on a native textarea. Not in text-field.tsx, which a first visit loads (issue 8).
import type { ComponentProps } from 'react';
import styles from './field.module.css';
import { type FieldExtras, FieldMessages } from './text-field';
import { useField } from './use-field';

export type TextAreaProps = ComponentProps<'textarea'> & FieldExtras;

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const { inputId, errorId, hintId, controlProps } = useField({ id, error, hint, describedBy });
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea className={styles.input} {...controlProps} {...props} />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}
