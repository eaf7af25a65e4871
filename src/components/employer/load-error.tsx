import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { Alert } from '../ui/alert/alert';
import { Button } from '../ui/button/button';
import styles from './employer.module.css';

/** The main load failed: say so and offer a retry. */
export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  return (
    <div className={styles.loadError}>
      <Alert severity="error">{detail ?? T.loadFailed}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {T.retry}
        </Button>
      </div>
    </div>
  );
}
