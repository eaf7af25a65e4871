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
}: Omit<FieldExtras, 'label'> & { hintId: string; errorId: string }) {
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

/**
 * A native field's frame (TextField, TextArea, Select): the label for `ids.inputId`, the control,
 * then the hint and error that `useField` described the control by.
 */
export function FieldFrame({
  label,
  hint,
  error,
  ids,
  className,
  children,
}: FieldExtras & {
  ids: { inputId: string; hintId: string; errorId: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
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
  const { controlProps, ...ids } = useField({ id, error, hint, describedBy });
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <div className={styles.control}>
        <input
          className={styles.input}
          data-has-end={end ? '' : undefined}
          {...controlProps}
          {...props}
        />
        {end && <span className={styles.end}>{end}</span>}
      </div>
    </FieldFrame>
  );
}
