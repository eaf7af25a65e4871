// /admin before the second factor (API.md "Trust and safety": an admin enrols before any admin
// call): says why, then the enrolment itself (components/totp, loaded only when needed).
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner/spinner';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import styles from './admin-page.module.css';

const TotpSetup = lazy(() =>
  import('../../components/totp/totp-setup').then((m) => ({ default: m.TotpSetup })),
);

export function SecondFactorGate({ onEnabled }: { onEnabled: () => void }) {
  return (
    <section className={styles.gate} aria-labelledby="admin-gate">
      <h2 id="admin-gate">{T.gateHeading}</h2>
      <p className={styles.note}>{T.gateNote}</p>
      <Suspense fallback={<Spinner label={T.loading} size={24} />}>
        <TotpSetup onEnabled={onEnabled} />
      </Suspense>
    </section>
  );
}
