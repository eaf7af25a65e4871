// The header's mode controls: the light/dark toggle (sun/moon) and the accent palette picker
// (a disclosure holding a native radio group: arrows move, Escape closes and returns focus).
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  ACCENT_COLORS,
  type AccentColor,
  effectiveTheme,
  modeState,
  setColor,
  toggleTheme,
} from '../../../state/mode';
import { IconButton } from '../../ui/button/button';
import { MoonIcon, SunIcon } from '../../ui/icons/icons';
import styles from './theme-controls.module.css';

export function ThemeToggle() {
  const mode = useSnapshot(modeState);
  const dark = effectiveTheme(mode.theme) === 'dark';
  return (
    <IconButton label={dark ? 'Switch to light mode' : 'Switch to dark mode'} onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

const COLOR_NAMES: Record<AccentColor | 'default', string> = {
  default: 'Default',
  teal: 'Teal',
  blue: 'Blue',
  violet: 'Violet',
  orange: 'Orange',
  green: 'Green',
};

export function AccentPicker() {
  const mode = useSnapshot(modeState);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const current = mode.color ?? 'default';
  const options = ['default', ...ACCENT_COLORS] as const;
  return (
    <div className={styles.picker}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={`Accent colour: ${COLOR_NAMES[current]}`}
        title="Accent colour"
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.swatch} data-color={current} aria-hidden="true" />
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the popover closes it
        <div
          ref={panel}
          id={`${id}-panel`}
          className={styles.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Accent colour</legend>
            {options.map((color) => (
              <label key={color} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-accent`}
                  value={color}
                  checked={current === color}
                  onChange={() => setColor(color === 'default' ? null : color)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      setOpen(false);
                      button.current?.focus();
                    }
                  }}
                />
                <span className={styles.swatch} data-color={color} aria-hidden="true" />
                {COLOR_NAMES[color]}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
