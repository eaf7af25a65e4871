// The header's mode controls: the light/dark toggle (sun/moon) and the accent palette picker
// (a disclosure holding a native radio group: arrows move, Escape closes and returns focus).
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ACCENT_COLOUR } from '../../../shared/texts/shell';
import { accentColourLabel, switchModeLabel } from '../../../shared/texts/theme';
import { modeState } from '../../../state/mode';
import { colorName, effectiveTheme, toggleTheme } from '../../../state/mode-actions';
import { useSnapshot } from '../../../state/use-snapshot';
import { IconButton } from '../../ui/button/button';
import { MoonIcon, SunIcon } from '../../ui/icons/icons';
import styles from './theme-controls.module.css';

export function ThemeToggle() {
  const mode = useSnapshot(modeState);
  const dark = effectiveTheme(mode.theme) === 'dark';
  // 'Switch to light mode' or 'Switch to dark mode'.
  return (
    <IconButton label={switchModeLabel(dark ? 'light' : 'dark')} onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

// The palette itself loads when it is first opened (issue 8: a first visit never shows it).
const AccentPanel = lazy(() => import('./accent-panel'));

export function AccentPicker() {
  const mode = useSnapshot(modeState);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = `${useId()}-panel`;

  const current = mode.color ?? 'default';
  return (
    <div className={styles.picker}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={accentColourLabel(colorName(current))}
        title={ACCENT_COLOUR}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.swatch} data-color={current} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccentPanel id={id} current={current} button={button} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
