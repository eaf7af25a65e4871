// The error screens' hero (SPEC 2 and 8): title, message, BACK (history back one step) and the
// screen's own light/dark toggle, starting at light. The toggle affects only the error screen:
// while the hero is shown it sets <html data-theme>, and on leaving the saved mode is re-applied.
import { useLayoutEffect, useState } from 'react';
import { goBack } from '../../../lib/navigation';
import { switchErrorModeLabel } from '../../../shared/texts/error-screens';
import { SHELL_TEXTS } from '../../../shared/texts/shell';
import { applyMode } from '../../../state/mode';
import { Button, IconButton } from '../../ui/button/button';
import { MoonIcon, SunIcon } from '../../ui/icons/icons';
import styles from './error-hero.module.css';

export type ErrorHeroProps = {
  title: string;
  message: string;
  /** Shown in place of BACK (e.g. a retry for a failed chunk). */
  action?: React.ReactNode;
};

export function ErrorHero({ title, message, action }: ErrorHeroProps) {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');

  // The saved mode is re-applied when the hero goes (and, unseen, before each toggle's theme).
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    return applyMode;
  }, [theme]);

  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <section className={styles.hero} data-theme={theme} aria-labelledby="error-hero-title">
      <div className={styles.toggle}>
        <IconButton label={switchErrorModeLabel(next)} onClick={() => setTheme(next)}>
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </div>
      <h1 id="error-hero-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        {action}
        <Button variant={action ? 'secondary' : 'primary'} onClick={() => goBack()}>
          {SHELL_TEXTS.back}
        </Button>
      </div>
    </section>
  );
}
