// The Verified badge (issue 32): an admin verified the role's organisation. On job cards (first
// visit), the role page and the organisation's page. One image to assistive technology, named
// VERIFIED_LABEL (the visible word alone would not say what was verified); the check icon is the
// alert's, already in the first visit's entry.
import { VERIFIED, VERIFIED_LABEL } from '../../shared/texts/verified';
import { CheckIcon } from '../ui/icons/icons';
import styles from './verified-badge.module.css';

export function VerifiedBadge() {
  return (
    <span className={styles.badge} role="img" aria-label={VERIFIED_LABEL}>
      <CheckIcon size={14} strokeWidth={3} />
      {VERIFIED}
    </span>
  );
}
