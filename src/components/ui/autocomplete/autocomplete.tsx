// Autocomplete: APG "combobox with listbox popup, list autocomplete" (single value).
// The value is always one of the options or ''; typed text only filters the list
// (behaviour in use-combobox.ts).
import type { ComponentProps } from 'react';
import { clearLabel, LOADING_OPTIONS, NO_OPTIONS } from '../../../shared/texts/ui';
import { IconButton } from '../button/button';
import { ChevronDownIcon, CloseIcon } from '../icons/icons';
import { Spinner } from '../spinner/spinner';
import { FieldMessages } from '../text-field/text-field';
import { useField } from '../text-field/use-field';
import styles from './autocomplete.module.css';
import { ComboboxOptions } from './combobox-options';
import { useCombobox } from './use-combobox';

export type AutocompleteProps = Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children'
> & {
  label: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  error?: string | null;
  hint?: string | null;
  name?: string;
  loading?: boolean;
  disabled?: boolean;
  /** A value is required: `aria-required`, and a mark after the label (hidden from AT). */
  required?: boolean;
  noOptionsText?: string;
  id?: string;
  /** Start with this text as if typed (filters and opens the list): see use-combobox.ts. */
  initialInput?: string;
  /** Open the list on mount (true: as a click, 'first': as ArrowDown, 'last': as ArrowUp). */
  initialOpen?: boolean | 'first' | 'last';
  /** Focus the input on mount, caret at the end. */
  autoFocus?: boolean;
};

export function Autocomplete({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  error,
  hint,
  name,
  loading = false,
  disabled,
  required,
  noOptionsText = NO_OPTIONS,
  id,
  className,
  initialInput,
  initialOpen,
  autoFocus,
  ...props
}: AutocompleteProps) {
  const { inputId, errorId, hintId, controlProps } = useField({ id, error, hint });
  const cb = useCombobox({
    options,
    selected: value ? [value] : [],
    onSelect: onValueChange,
    onClear: () => onValueChange(''),
    inputId,
    disabled,
    initialInput,
    initialOpen,
    autoFocus,
  });

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} {...props}>
      <label id={cb.labelId} htmlFor={inputId} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.control} data-invalid={error ? '' : undefined}>
        <input
          {...controlProps}
          {...cb.getInputProps()}
          aria-required={required || undefined}
          className={styles.input}
          placeholder={placeholder}
        />
        <span className={styles.actions}>
          {cb.inputValue !== '' && !disabled && (
            <IconButton
              label={clearLabel(label)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={cb.clear}
            >
              <CloseIcon size={18} />
            </IconButton>
          )}
          <IconButton label={label} className={styles.toggle} {...cb.getToggleButtonProps()}>
            <ChevronDownIcon size={18} />
          </IconButton>
        </span>
        <ComboboxOptions cb={cb} />
        {cb.open && (loading || cb.filtered.length === 0) && (
          <div className={`${styles.popup} ${styles.empty}`} role="status">
            {loading ? (
              <>
                <Spinner size={14} /> {LOADING_OPTIONS}
              </>
            ) : (
              noOptionsText
            )}
          </div>
        )}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
