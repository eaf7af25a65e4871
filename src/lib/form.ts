// useForm: validates with a zod/mini schema on blur and on submit, shows SPEC 5's messages per
// field (fieldErrors: the first message of each field), and runs SPEC 4's cycle:
// submitting (busy) -> success (reset after SUCCESS_DELAY_MS) | error (busy clears after
// ERROR_DELAY_MS). A server failure with `fields` shows those messages on the fields.
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type * as z from 'zod/mini';
import { ERROR_DELAY_MS, SUCCESS_DELAY_MS } from '../shared/constants';
import { MESSAGES } from '../shared/messages';
import { fieldErrors } from '../shared/schemas/fields';

/**
 * Focus leaving a field for its form's submit button: skip the blur validation, the submit
 * validates everything. Otherwise the error text appearing under the field would push the
 * button down between mousedown and mouseup, and the click would be lost.
 */
function movingToSubmit(event: FocusEvent<Element> | undefined): boolean {
  const next = event?.relatedTarget;
  return (
    next instanceof HTMLButtonElement &&
    next.type === 'submit' &&
    next.form !== null &&
    next.form === (event?.target as HTMLInputElement | null)?.form
  );
}

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export type UseFormOptions<S extends z.ZodMiniType, V extends Record<string, unknown>> = {
  schema: S;
  initialValues: V;
  /** Called with the parsed values; throw (e.g. ApiRequestError) to fail. */
  onSubmit: (values: z.output<S>) => Promise<unknown> | unknown;
  /** After success, once SUCCESS_DELAY_MS has passed (navigate here). */
  onSuccess?: (result: unknown, values: z.output<S>) => void;
  /** Right after a failure (show a snackbar here). */
  onError?: (error: unknown) => void;
  /** Reset the values after success (default true). */
  resetOnSuccess?: boolean;
};

export type FieldProps = {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: (event?: FocusEvent<Element>) => void;
  error: string | undefined;
};

export type CheckboxFieldProps = {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event?: FocusEvent<Element>) => void;
  error: string | undefined;
};

export type UseFormResult<S extends z.ZodMiniType, V extends Record<string, unknown>> = {
  values: V;
  errors: Partial<Record<keyof V | '_', string>>;
  status: FormStatus;
  /** True from submit until the success or error delay has passed. */
  busy: boolean;
  /** The last failure thrown by onSubmit, if any. */
  submitError: unknown;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  setValues: (values: Partial<V>) => void;
  setFieldError: (name: keyof V | '_', message: string | undefined) => void;
  /** Validates one field now and shows its message. */
  validateField: (name: keyof V) => string | undefined;
  handleSubmit: (event?: FormEvent) => Promise<void>;
  reset: (values?: V) => void;
  /** Props for TextField / PasswordField / TextArea / Select. */
  getFieldProps: (name: keyof V & string) => FieldProps;
  /** Props for Checkbox. */
  getCheckboxProps: (name: keyof V & string) => CheckboxFieldProps;
  /** Parsed values when valid (no messages shown), else null. */
  parsed: () => z.output<S> | null;
};

/**
 * zod runs an object's cross-field refine (confirmPassword equals password) only once every field
 * is valid; a user who has typed both passwords should see 'Passwords must match' at once.
 */
function withConfirmCheck(
  values: Record<string, unknown>,
  errors: Record<string, string>,
): Record<string, string> {
  const confirm = values.confirmPassword;
  const target = 'newPassword' in values ? values.newPassword : values.password;
  if (errors.confirmPassword || typeof confirm !== 'string' || !confirm) return errors;
  return confirm === target ? errors : { ...errors, confirmPassword: MESSAGES.passwordsMustMatch };
}

/** The per-field messages of an API failure (ApiRequestError.fields), when it has any. */
function serverFields(error: unknown): Record<string, string> | null {
  if (!error || typeof error !== 'object' || !('fields' in error)) return null;
  const fields = (error as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object' || !Object.keys(fields).length) return null;
  return fields as Record<string, string>;
}

export function useForm<S extends z.ZodMiniType, V extends Record<string, unknown>>(
  options: UseFormOptions<S, V>,
): UseFormResult<S, V> {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [values, setValuesState] = useState<V>(options.initialValues);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const [errors, setErrors] = useState<Partial<Record<keyof V | '_', string>>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const errorsFor = useCallback((vals: V): Record<string, string> => {
    const result = optionsRef.current.schema.safeParse(vals);
    return result.success ? {} : withConfirmCheck(vals, fieldErrors(result.error));
  }, []);

  const validateField = useCallback(
    (name: keyof V) => {
      const message = errorsFor(valuesRef.current)[name as string];
      setErrors((prev) => ({ ...prev, [name]: message }));
      return message;
    },
    [errorsFor],
  );

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValuesState(next);
      // A field already showing a message is re-checked as the user fixes it.
      setErrors((prev) => {
        if (!prev[name]) return prev;
        const all = errorsFor(next);
        const updated: Record<string, string | undefined> = {
          ...prev,
          [name]: all[name as string],
        };
        // A confirm field depends on its partner: re-check it too.
        if (updated.confirmPassword !== undefined) updated.confirmPassword = all.confirmPassword;
        return updated as Partial<Record<keyof V | '_', string>>;
      });
    },
    [errorsFor],
  );

  const setValues = useCallback((partial: Partial<V>) => {
    const next = { ...valuesRef.current, ...partial };
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const setFieldError = useCallback((name: keyof V | '_', message: string | undefined) => {
    setErrors((prev) => ({ ...prev, [name]: message }));
  }, []);

  const reset = useCallback((next?: V) => {
    const fresh = next ?? optionsRef.current.initialValues;
    valuesRef.current = fresh;
    setValuesState(fresh);
    setErrors({});
  }, []);

  const parsed = useCallback((): z.output<S> | null => {
    const result = optionsRef.current.schema.safeParse(valuesRef.current);
    return result.success ? (result.data as z.output<S>) : null;
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy) return;
      const result = optionsRef.current.schema.safeParse(valuesRef.current);
      if (!result.success) {
        const found = withConfirmCheck(valuesRef.current, fieldErrors(result.error));
        setErrors(found as Partial<Record<keyof V | '_', string>>);
        // Move focus to the first invalid field so keyboard and screen-reader users find it.
        const firstName = Object.keys(found)[0];
        if (firstName && typeof document !== 'undefined') {
          // Within this form: another form on the page may have a field of the same name
          // (/profile's Credentials form and Profile form both have a `state`).
          const scope =
            event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : document;
          const el = scope.querySelector<HTMLElement>(`[name="${CSS.escape(firstName)}"]`);
          // An Autocomplete's or TagSelect's value is a hidden input beside its text box.
          const box =
            el instanceof HTMLInputElement && el.type === 'hidden'
              ? el.parentElement?.querySelector<HTMLElement>('[role="combobox"]')
              : el;
          box?.focus();
        }
        return;
      }
      const data = result.data as z.output<S>;
      setErrors({});
      setSubmitError(null);
      setStatus('submitting');
      setBusy(true);
      try {
        const output = await optionsRef.current.onSubmit(data);
        if (!mounted.current) return;
        setStatus('success');
        timer.current = setTimeout(() => {
          if (!mounted.current) return;
          if (optionsRef.current.resetOnSuccess !== false) reset();
          setBusy(false);
          optionsRef.current.onSuccess?.(output, data);
        }, SUCCESS_DELAY_MS);
      } catch (error) {
        if (!mounted.current) return;
        setSubmitError(error);
        setStatus('error');
        const fields = serverFields(error);
        if (fields) setErrors(fields as Partial<Record<keyof V | '_', string>>);
        optionsRef.current.onError?.(error);
        timer.current = setTimeout(() => {
          if (mounted.current) setBusy(false);
        }, ERROR_DELAY_MS);
      }
    },
    [busy, reset],
  );

  const getFieldProps = useCallback(
    (name: keyof V & string): FieldProps => {
      const raw = values[name];
      return {
        name,
        value: raw === null || raw === undefined ? '' : String(raw),
        onChange: (event) => setValue(name, event.target.value as V[typeof name]),
        onBlur: (event) => {
          if (!movingToSubmit(event)) validateField(name);
        },
        error: errors[name],
      };
    },
    [values, errors, setValue, validateField],
  );

  const getCheckboxProps = useCallback(
    (name: keyof V & string): CheckboxFieldProps => ({
      name,
      checked: Boolean(values[name]),
      onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
      onBlur: (event) => {
        if (!movingToSubmit(event)) validateField(name);
      },
      error: errors[name],
    }),
    [values, errors, setValue, validateField],
  );

  return {
    values,
    errors,
    status,
    busy,
    submitError,
    setValue,
    setValues,
    setFieldError,
    validateField,
    handleSubmit,
    reset,
    getFieldProps,
    getCheckboxProps,
    parsed,
  };
}
