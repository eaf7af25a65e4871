// /alerts' settings section (issue 27): "Closing reminders", one checkbox (APG "checkbox",
// native) for the mail a coach gets two days before a role they saved closes. It reads GET
// /api/user/settings and sends each change at once (PUT), said in a snackbar; a refused change
// leaves the box as it was. The page is a coach's only (the route says so).
import { useState } from 'react';
import { getUserSettings, updateUserSettings } from '../../api/settings';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { useLoad } from '../../lib/use-load';
import { COACH_LIFECYCLE_TEXTS as T } from '../../shared/texts/lifecycle';
import { showSnackbar } from '../../state/snackbar';
import styles from './alerts-page.module.css';
import { failureText } from './failure-text';

export function ClosingReminders() {
  const settings = useLoad((signal) => getUserSettings({ signal }), []);
  const [busy, setBusy] = useState(false);

  const change = async (closingReminders: boolean) => {
    setBusy(true);
    try {
      const saved = await updateUserSettings({ closingReminders });
      settings.update(() => saved);
      showSnackbar(saved.closingReminders ? T.remindersOn : T.remindersOff);
    } catch (error) {
      showSnackbar(failureText(error, T.settingsFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.settings}
      aria-labelledby="reminders-heading"
      aria-busy={settings.status === 'loading'}
    >
      <h2 id="reminders-heading" className={styles.name}>
        {T.remindersTitle}
      </h2>
      {settings.status === 'error' && (
        <Alert severity="error">
          <p>{T.settingsLoadFailed}</p>
          <Button variant="secondary" onClick={settings.retry}>
            {T.tryAgain}
          </Button>
        </Alert>
      )}
      {settings.status === 'loading' && <Skeleton width="20rem" height="1.5rem" />}
      {settings.data && (
        <Checkbox
          label={T.remindersLabel}
          name="closingReminders"
          checked={settings.data.closingReminders}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
        />
      )}
    </section>
  );
}
