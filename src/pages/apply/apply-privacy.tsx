// The apply form's one sentence above its submit button (issue 31): what goes to the
// organisation, with the link to the privacy notice.
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { applyShares, PRIVACY_LINK } from '../../shared/texts/privacy';
import styles from './apply-page.module.css';

export function ApplyPrivacy({ organisation }: { organisation: string }) {
  return (
    <p className={styles.sharing}>
      {applyShares(organisation)} <Link href={paths.privacy}>{PRIVACY_LINK}</Link>
    </p>
  );
}
