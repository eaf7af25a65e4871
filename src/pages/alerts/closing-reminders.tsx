// /alerts' settings sections: "Closing reminders" (issue 27), one checkbox (APG "checkbox",
// native) for the mail a coach gets two days before a role they saved closes, and "Credential
// expiry reminders" (issue 30), one for the mails 30 and 7 days before a credential expires. They
// read GET /api/user/settings once and send each change at once (PUT), said in a snackbar; a
// refused change leaves the box as it was. The page is a coach's only (the route says so).
import { useState } from 'react';
import { getUserSettings, updateUserSettings } from '../../api/settings';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { useLoad } from '../../lib/use-load';
import type { UserSettings } from '../../shared/schemas/settings';
import { CREDENTIAL_LABELS } from '../../shared/texts/credentials';
import { CREDENTIALS_UI } from '../../shared/texts/credentials-ui';
import { COACH_LIFECYCLE_TEXTS as T } from '../../shared/texts/lifecycle';
import { showSnackbar } from '../../state/snackbar';
import styles from './alerts-page.module.css';
import { failureText } from './failure-text';

export function ClosingReminders() {
  const settings = useLoad((signal) => getUserSettings({ signal }), []);
  const [busy, setBusy] = useState(false);

  const change = async (change: Partial<UserSettings>, on: string, off: string) => {
    setBusy(true);
    try {
      const saved = await updateUserSettings(change);
      settings.update(() => saved);
      const key = Object.keys(change)[0] as keyof UserSettings;
      showSnackbar(saved[key] !== false ? on : off);
    } catch (error) {
      showSnackbar(failureText(error, T.settingsFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
            onChange={(e) =>
              void change({ closingReminders: e.target.checked }, T.remindersOn, T.remindersOff)
            }
          />
        )}
      </section>
      {settings.data && (
        <section className={styles.settings} aria-labelledby="credential-reminders-heading">
          <h2 id="credential-reminders-heading" className={styles.name}>
            {CREDENTIALS_UI.remindersTitle}
          </h2>
          <Checkbox
            label={CREDENTIAL_LABELS.credentialReminders}
            name="credentialReminders"
            checked={settings.data.credentialReminders !== false}
            disabled={busy}
            onChange={(e) =>
              void change(
                { credentialReminders: e.target.checked },
                CREDENTIALS_UI.remindersOn,
                CREDENTIALS_UI.remindersOff,
              )
            }
          />
        </section>
      )}
    </>
  );
}
