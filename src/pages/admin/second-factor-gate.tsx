// /admin before the second factor (API.md "Trust and safety": an admin enrols before any admin
// call): says why, then the enrolment itself.
import { LinkButton } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import styles from './admin-page.module.css';

export function SecondFactorGate(_: { onEnabled: () => void }) {
  return (
    <section className={styles.gate} aria-labelledby="admin-gate">
      <h2 id="admin-gate">{T.gateHeading}</h2>
      <p className={styles.note}>{T.gateNote}</p>
      <p className={styles.note}>{T.gateFallback}</p>
      <div>
        <LinkButton href={paths.account} variant="secondary">
          {T.gateLink}
        </LinkButton>
      </div>
    </section>
  );
}
