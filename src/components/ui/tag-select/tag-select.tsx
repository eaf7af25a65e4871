// TagSelect: APG "combobox with listbox popup, list autocomplete" with multiple selection
// (aria-multiselectable listbox; choosing an option toggles it and keeps the list open).
// Selected tags show as chips before the input: at most maxVisibleChips, then '+k' (described
// to assistive technology as 'k more selected'). Each chip has a 'Remove <tag>' button;
// Backspace in the empty input removes the last tag. Behaviour in ../autocomplete/use-combobox.ts.
import { type ComponentProps, useId } from 'react';
import { INTERESTS_VISIBLE_CHIPS } from '../../../shared/constants';
import { NO_OPTIONS, removeTagLabel } from '../../../shared/texts/ui';
import styles from '../autocomplete/autocomplete.module.css';
import { ComboboxOptions } from '../autocomplete/combobox-options';
import { useCombobox } from '../autocomplete/use-combobox';
import { IconButton } from '../button/button';
import { ChevronDownIcon, CloseIcon } from '../icons/icons';
import { FieldMessages } from '../text-field/text-field';
import { useField } from '../text-field/use-field';

export type TagSelectProps = Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue' | 'children'
> & {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  maxVisibleChips?: number;
  placeholder?: string;
  error?: string | null;
  hint?: string | null;
  name?: string;
  disabled?: boolean;
  noOptionsText?: string;
  id?: string;
};

export function TagSelect({
  label,
  options,
  value,
  onValueChange,
  maxVisibleChips = INTERESTS_VISIBLE_CHIPS,
  placeholder,
  error,
  hint,
  name,
  disabled,
  noOptionsText = NO_OPTIONS,
  id,
  className,
  ...props
}: TagSelectProps) {
  const moreId = useId();
  const hidden = value.slice(maxVisibleChips);
  const { inputId, errorId, hintId, controlProps } = useField({
    id,
    error,
    hint,
    describedBy: hidden.length > 0 ? moreId : undefined,
  });
  const cb = useCombobox({
    options,
    selected: value,
    multiple: true,
    onSelect: (option) =>
      onValueChange(
        value.includes(option) ? value.filter((v) => v !== option) : [...value, option],
      ),
    onRemoveLast: () => onValueChange(value.slice(0, -1)),
    inputId,
    disabled,
  });

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} {...props}>
      <label id={cb.labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? '' : undefined}>
        {value.slice(0, maxVisibleChips).map((tag) => (
          <span key={tag} className={styles.chip}>
            <span className={styles.chipText}>{tag}</span>
            <IconButton
              label={removeTagLabel(tag)}
              disabled={disabled}
              onClick={() => {
                onValueChange(value.filter((v) => v !== tag));
                cb.inputRef.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </IconButton>
          </span>
        ))}
        {hidden.length > 0 && (
          <span className={styles.more} title={hidden.join(', ')}>
            <span aria-hidden="true">+{hidden.length}</span>
            <span id={moreId} className="visually-hidden">
              {`${hidden.length} more selected: ${hidden.join(', ')}`}
            </span>
          </span>
        )}
        <input
          {...controlProps}
          {...cb.getInputProps()}
          className={styles.input}
          placeholder={value.length === 0 ? placeholder : undefined}
        />
        <span className={styles.actions}>
          <IconButton label={label} className={styles.toggle} {...cb.getToggleButtonProps()}>
            <ChevronDownIcon size={18} />
          </IconButton>
        </span>
        <ComboboxOptions cb={cb} />
        {cb.open && cb.filtered.length === 0 && (
          <div className={`${styles.popup} ${styles.empty}`} role="status">
            {noOptionsText}
          </div>
        )}
      </div>
      {name && value.map((v) => <input key={v} type="hidden" name={name} value={v} />)}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
