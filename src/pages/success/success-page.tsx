// /success?jobId= (SPEC 2, ROLE_COACH): 'Congrats!' and 'Your application for {job name} has
// been successfully submitted.', with links to the applied jobs and to more roles.
import { useSearch } from 'wouter';
import { getJobDetail } from '../../api/job-detail';
import { Alert } from '../../components/ui/alert/alert';
import { LinkButton } from '../../components/ui/button/button';
import { CheckIcon } from '../../components/ui/icons/icons';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { searchToRecord } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { parseId } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import { FIND_MORE_ROLES } from '../../shared/texts/coach';
import styles from './success-page.module.css';

export default function SuccessPage() {
  const jobId = parseId(searchToRecord(useSearch()).jobId);
  // No job id ('idle') shows the error too.
  const state = useLoad(
    jobId === null ? null : (signal) => getJobDetail(jobId, { signal }).then((job) => job.name),
    [jobId],
  );
  usePageTitle(MESSAGES.congrats);

  return (
    <section className={styles.page} aria-labelledby="success-title">
      <span className={styles.badge} aria-hidden="true">
        <CheckIcon size={40} />
      </span>
      <h1 id="success-title">{MESSAGES.congrats}</h1>
      {state.status === 'loading' && <Skeleton width="min(100%, 28rem)" height="1.5rem" />}
      {state.status === 'success' && (
        <p className={styles.message}>{MESSAGES.applicationSubmittedFor(state.data)}</p>
      )}
      {(state.status === 'error' || state.status === 'idle') && (
        <Alert severity="error">{MESSAGES.errorFetchingJobDetails}</Alert>
      )}
      <div className={styles.actions}>
        <LinkButton href={paths.jobsApplied} variant="primary">
          {MESSAGES.jobsApplied}
        </LinkButton>
        <LinkButton href={paths.jobSearch} variant="secondary">
          {FIND_MORE_ROLES}
        </LinkButton>
      </div>
    </section>
  );
}
