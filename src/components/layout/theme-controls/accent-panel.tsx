// The accent palette of AccentPicker (theme-controls.tsx): a native radio group in a popover.
// Arrows move, Enter or Escape closes and returns focus to the trigger, a click outside closes.
import { type RefObject, useEffect, useRef } from 'react';
import { ACCENT_COLOUR } from '../../../shared/texts/shell';
import { ACCENT_COLORS, type AccentColor } from '../../../state/mode';
import { colorName, setColor } from '../../../state/mode-actions';
import styles from './accent-panel.module.css';
import controls from './theme-controls.module.css';

type Props = {
  /** The panel's element id (the trigger's aria-controls); the radios' name derives from it. */
  id: string;
  current: AccentColor | 'default';
  button: RefObject<HTMLButtonElement | null>;
  /** Called with false to close (a stable function: the effect below depends on it). */
  onOpenChange: (open: boolean) => void;
};

export default function AccentPanel({ id, current, button, onOpenChange }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target))
        onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [button, onOpenChange]);

  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  const options = ['default', ...ACCENT_COLORS] as const;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the popover closes it
    <div
      ref={panel}
      id={id}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{ACCENT_COLOUR}</legend>
        {options.map((color) => (
          <label key={color} className={styles.option}>
            <input
              type="radio"
              name={`${id}-accent`}
              value={color}
              checked={current === color}
              onChange={() => setColor(color === 'default' ? null : color)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') close();
              }}
            />
            <span className={controls.swatch} data-color={color} aria-hidden="true" />
            {colorName(color)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
