// TextField: a native input with a visible <label>, an optional hint and an error text rendered
// under it (aria-invalid, aria-describedby -> hint and error). The HTML pattern itself; no APG
// widget needed. TextArea (./text-area.tsx, the same on a textarea) is its own module: the search
// hero of a first visit has a TextField only (issue 8).
import type { ComponentProps, ReactNode } from 'react';
import styles from './field.module.css';
import { useField } from './use-field';

export type FieldExtras = {
  label: ReactNode;
  error?: string | null;
  hint?: string | null;
};

export type TextFieldProps = ComponentProps<'input'> &
  FieldExtras & {
    /** Content placed inside the field's end (e.g. a show-password button). */
    end?: ReactNode;
  };

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: FieldExtras & { hintId: string; errorId: string }) {
  return (
    <>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}

export function TextField({
  label,
  error,
  hint,
  end,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const { inputId, errorId, hintId, controlProps } = useField({ id, error, hint, describedBy });
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          className={styles.input}
          data-has-end={end ? '' : undefined}
          {...controlProps}
          {...props}
        />
        {end && <span className={styles.end}>{end}</span>}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}
