// Behaviour of the APG "combobox with listbox popup, list autocomplete" pattern, as prop getters
// (React Aria / Ariakit style). Used by Autocomplete (single) and TagSelect (multiple).
//
// Input: typing filters the options (case-insensitive substring) and opens the list;
// ArrowDown/ArrowUp open the list or move the active option (wrapping); Enter selects the active
// option (or the only/exact match); Escape closes the list, a second Escape clears the text
// (and, single, the value); Backspace on empty text removes the last value (multiple).
// Focus stays in the input; the active option is conveyed with aria-activedescendant.
// Blur: single commits an exact match, clears on empty text, otherwise restores the committed
// value's text; multiple just clears the text.
import {
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

export type UseComboboxOptions = {
  options: readonly string[];
  /** Committed values: [value] or [] for single, the selected tags for multiple. */
  selected: readonly string[];
  multiple?: boolean;
  /** Single: commit this option. Multiple: toggle it. */
  onSelect: (option: string) => void;
  /** Single: the value was cleared. */
  onClear?: () => void;
  /** Multiple: Backspace on empty input. */
  onRemoveLast?: () => void;
  inputId: string;
  disabled?: boolean;
  /**
   * Text to start with, as if typed (it filters and opens the list): carries over what was typed
   * into a stand-in field before this one was loaded (search-hero/search-autocomplete.tsx).
   */
  initialInput?: string;
  /**
   * Open the list on mount: true as a click does (no active option), 'first' as ArrowDown does
   * (the committed option or the first), 'last' as ArrowUp does.
   */
  initialOpen?: boolean | 'first' | 'last';
  /** Focus the input on mount, caret at the end. */
  autoFocus?: boolean;
};

const norm = (s: string) => s.trim().toLowerCase();

const filterOptions = (options: readonly string[], query: string | null) => {
  const q = query === null ? '' : norm(query);
  return q ? options.filter((o) => o.toLowerCase().includes(q)) : [...options];
};

export function useCombobox({
  options,
  selected,
  multiple = false,
  onSelect,
  onClear,
  onRemoveLast,
  inputId,
  disabled,
  initialInput,
  initialOpen = false,
  autoFocus = false,
}: UseComboboxOptions) {
  const committed = multiple ? '' : (selected[0] ?? '');
  const [inputValue, setInputValue] = useState(initialInput ?? committed);
  const [query, setQuery] = useState<string | null>(initialInput ?? null);
  const [open, setOpen] = useState(initialOpen !== false || initialInput !== undefined);
  const [activeIndex, setActiveIndex] = useState(() => {
    if (initialOpen !== 'first' && initialOpen !== 'last') return -1;
    const list = filterOptions(options, initialInput ?? null);
    const current = multiple ? -1 : list.indexOf(committed);
    if (initialOpen === 'last') return list.length - 1;
    return current >= 0 ? current : Math.min(0, list.length - 1);
  });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shownCommitted = useRef(committed);
  const listboxId = useId();
  const labelId = useId();

  // The committed value changed from outside (or was just chosen): show it. (Not on mount: the
  // initial text may be initialInput.)
  useEffect(() => {
    if (shownCommitted.current === committed) return;
    shownCommitted.current = committed;
    setInputValue(committed);
    setQuery(null);
  }, [committed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const filtered = useMemo(() => filterOptions(options, query), [options, query]);

  const optionId = (i: number) => `${listboxId}-option-${i}`;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: string) {
    onSelect(option);
    setQuery(null);
    if (multiple) {
      setInputValue('');
      setActiveIndex(options.indexOf(option));
    } else {
      setInputValue(option);
      close();
    }
  }

  function openList(index: number) {
    setOpen(true);
    setActiveIndex(index);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = filtered.length;
    switch (e.key) {
      case 'ArrowDown': {
        e.preventDefault();
        if (!open) {
          const current = multiple ? -1 : filtered.indexOf(committed);
          openList(e.altKey ? -1 : current >= 0 ? current : n > 0 ? 0 : -1);
        } else if (n > 0) setActiveIndex((activeIndex + 1) % n);
        return;
      }
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) openList(n - 1);
        else if (n > 0) setActiveIndex(activeIndex <= 0 ? n - 1 : activeIndex - 1);
        return;
      }
      case 'Enter': {
        if (!open) return;
        const exact = filtered.filter((o) => norm(o) === norm(inputValue));
        const pick =
          activeIndex >= 0
            ? filtered[activeIndex]
            : exact.length === 1
              ? exact[0]
              : filtered.length === 1 && query
                ? filtered[0]
                : undefined;
        if (pick !== undefined) {
          e.preventDefault();
          choose(pick);
        }
        return;
      }
      case 'Escape': {
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          close();
        } else if (inputValue !== '' || (!multiple && committed !== '')) {
          e.preventDefault();
          e.stopPropagation();
          setInputValue('');
          setQuery(null);
          if (!multiple && committed !== '') onClear?.();
        }
        return;
      }
      case 'Backspace': {
        if (multiple && inputValue === '' && selected.length > 0) {
          e.preventDefault();
          onRemoveLast?.();
        }
        return;
      }
      case 'Tab':
        close();
        return;
    }
  }

  function onBlur() {
    close();
    setQuery(null);
    if (multiple) {
      setInputValue('');
      return;
    }
    const text = inputValue.trim();
    if (text === '') {
      setInputValue('');
      if (committed !== '') onClear?.();
      return;
    }
    const match = options.find((o) => norm(o) === norm(text));
    if (match !== undefined && match !== committed) {
      onSelect(match);
      setInputValue(match);
    } else {
      setInputValue(committed);
    }
  }

  const keepFocus = (e: MouseEvent) => e.preventDefault();

  return {
    open,
    inputValue,
    filtered,
    activeIndex,
    listboxId,
    labelId,
    inputRef,
    setOpen,
    clear() {
      setInputValue('');
      setQuery(null);
      if (!multiple && committed !== '') onClear?.();
      inputRef.current?.focus();
    },
    getLabelProps: () => ({ id: labelId, htmlFor: inputId }),
    getInputProps: () => ({
      ref: inputRef,
      id: inputId,
      type: 'text' as const,
      role: 'combobox' as const,
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      'data-state': open ? 'open' : 'closed',
      value: inputValue,
      disabled,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setInputValue(e.target.value);
        setQuery(e.target.value);
        setOpen(true);
        setActiveIndex(-1);
      },
      onKeyDown,
      onBlur,
      onClick: () => {
        if (!open) openList(-1);
      },
    }),
    getToggleButtonProps: () => ({
      type: 'button' as const,
      tabIndex: -1,
      'aria-controls': listboxId,
      'aria-expanded': open,
      disabled,
      onMouseDown: keepFocus,
      onClick: () => {
        if (open) close();
        else openList(-1);
        inputRef.current?.focus();
      },
    }),
    getListboxProps: () => ({
      id: listboxId,
      role: 'listbox' as const,
      'aria-labelledby': labelId,
      'aria-multiselectable': multiple || undefined,
      hidden: !open || filtered.length === 0,
      onMouseDown: keepFocus,
    }),
    getOptionProps: (i: number) => ({
      id: optionId(i),
      role: 'option' as const,
      'aria-selected': selected.includes(filtered[i]),
      'data-highlighted': i === activeIndex ? '' : undefined,
      onMouseDown: keepFocus,
      onMouseMove: () => {
        if (i !== activeIndex) setActiveIndex(i);
      },
      onClick: () => choose(filtered[i]),
    }),
  };
}
