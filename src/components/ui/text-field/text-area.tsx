// TextArea: TextField's contract (label, hint, error; aria-invalid, aria-describedby -> hint and
// error) on a native textarea. Not in text-field.tsx, which a first visit loads (issue 8).
import type { ComponentProps } from 'react';
import styles from './field.module.css';
import { type FieldExtras, FieldFrame } from './text-field';
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
  const { controlProps, ...ids } = useField({ id, error, hint, describedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <textarea className={styles.input} {...controlProps} {...props} />
    </FieldFrame>
  );
}
