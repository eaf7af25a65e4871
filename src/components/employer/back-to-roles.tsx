// The organisation screens' way back to the dashboard ('Your roles'); the arrow is decoration.
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import styles from './employer.module.css';

export function BackToRoles() {
  return (
    <p className={styles.back}>
      <Link href={paths.employer}>
        <span aria-hidden="true">← </span>
        {T.dashboardTitle}
      </Link>
    </p>
  );
}
