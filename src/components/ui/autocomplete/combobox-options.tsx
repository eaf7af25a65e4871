// The listbox of the combobox (./use-combobox.ts), as Autocomplete and TagSelect render it: one
// option per filtered entry, with the check mark the CSS shows on selected ones.
import { CheckIcon } from '../icons/icons';
import styles from './autocomplete.module.css';
import type { useCombobox } from './use-combobox';

export function ComboboxOptions({ cb }: { cb: ReturnType<typeof useCombobox> }) {
  return (
    <ul {...cb.getListboxProps()} className={styles.popup}>
      {cb.filtered.map((option, i) => (
        <li key={option} {...cb.getOptionProps(i)} className={styles.option}>
          <span>{option}</span>
          <CheckIcon size={16} />
        </li>
      ))}
    </ul>
  );
}
