import { useId } from 'react';

/** Ids and ARIA wiring shared by the labelled form controls (TextField, TextArea, Select...). */
export function useField({
  id,
  error,
  hint,
  describedBy,
}: {
  id?: string;
  error?: string | null;
  hint?: string | null;
  describedBy?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const ids = [describedBy, hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    inputId,
    errorId,
    hintId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    },
  };
}
