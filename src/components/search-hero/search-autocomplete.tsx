// The search hero's Organisation Type and Location fields (issue 8). The combobox behaviour
// (ui/autocomplete: keyboard, filtering, the listbox) is not part of the first visit: each field
// first renders a light stand-in with the Autocomplete's look and its markup at rest (the same
// CSS module classes, so nothing moves), and the Autocomplete module loads when the field is about
// to be used: pointer, focus or a touch entering the hero form (preloadSearchAutocomplete), pointer
// or focus on the field, any key or input on it. The real Autocomplete then takes the stand-in's place with
// what the user did there: focus (caret at the end), typed text (filtering and opening the list
// as if typed there), an ArrowDown/ArrowUp or a click that opened the list. A failed load leaves
// a plain text field for the committed value (an exact option commits on blur, empty text clears
// it) and is retried on the next interaction. Once loaded, fields render the Autocomplete at once.
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { withTimeout } from '../../lib/lazy';
import { clearLabel } from '../../shared/texts/ui';
import type { Autocomplete as AutocompleteType } from '../ui/autocomplete/autocomplete';
import styles from '../ui/autocomplete/autocomplete.module.css';
import { IconButton } from '../ui/button/button';
import { ChevronDownIcon, CloseIcon } from '../ui/icons/icons';

let loaded: typeof AutocompleteType | null = null;
let pending = false;
const listeners = new Set<() => void>();

/** Start loading the Autocomplete module (once; again after a failure). Never rejects. */
export function preloadSearchAutocomplete(): void {
  if (pending) return;
  pending = true;
  withTimeout(import('../ui/autocomplete/autocomplete')).then(
    (m) => {
      loaded = m.Autocomplete;
      for (const listener of listeners) listener();
    },
    () => {
      pending = false; // the next interaction tries again
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getLoaded = () => loaded;

export type SearchAutocompleteProps = {
  label: string;
  name: string;
  options: readonly string[];
  value: string;
  onValueChange: (value: string) => void;
  loading?: boolean;
};

export function SearchAutocomplete(props: SearchAutocompleteProps) {
  const { label, name, options, value, onValueChange } = props;
  const Autocomplete = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the user did on the stand-in: typed text (null: none), opening the list, focus.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState<boolean | 'first' | 'last'>(false);
  const [focused, setFocused] = useState(false);

  if (Autocomplete) {
    return (
      <Autocomplete
        {...props}
        id={`${id}-input`}
        initialInput={text ?? undefined}
        initialOpen={open}
        autoFocus={focused}
      />
    );
  }

  const shown = text ?? value;
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  return (
    <div className={styles.field} onPointerEnter={preloadSearchAutocomplete}>
      <label id={labelId} htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={listId}
          className={styles.input}
          value={shown}
          onChange={(e) => {
            setText(e.target.value);
            preloadSearchAutocomplete();
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
            }
            preloadSearchAutocomplete();
          }}
          onClick={() => setOpen((o) => o || true)}
          onFocus={() => {
            setFocused(true);
            preloadSearchAutocomplete();
          }}
          onBlur={() => {
            // As the Autocomplete does: an exact option commits, empty text clears, else the
            // committed value's text comes back.
            setFocused(false);
            setOpen(false);
            setText(null);
            const typed = text?.trim().toLowerCase();
            if (typed === '') onValueChange('');
            else if (typed !== undefined) {
              const match = options.find((o) => o.toLowerCase() === typed);
              if (match !== undefined) onValueChange(match);
            }
          }}
        />
        <span className={styles.actions}>
          {shown !== '' && (
            <IconButton
              label={clearLabel(label)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setText(null);
                onValueChange('');
                inputRef.current?.focus();
              }}
            >
              <CloseIcon size={18} />
            </IconButton>
          )}
          <IconButton
            label={label}
            className={styles.toggle}
            tabIndex={-1}
            aria-controls={listId}
            aria-expanded="false"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setOpen(true);
              inputRef.current?.focus();
            }}
          >
            <ChevronDownIcon size={18} />
          </IconButton>
        </span>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the Autocomplete's (empty, hidden) listbox at rest */}
        <ul id={listId} role="listbox" aria-labelledby={labelId} className={styles.popup} hidden />
      </div>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
