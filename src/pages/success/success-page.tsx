// /success?jobId= (SPEC 2, ROLE_COACH): 'Congrats!' and 'Your application for {job name} has
// been successfully submitted.', with links to the applied jobs and to more roles.
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { getJobDetail } from '../../api/job-detail';
import { Alert } from '../../components/ui/alert/alert';
import { LinkButton } from '../../components/ui/button/button';
import { CheckIcon } from '../../components/ui/icons/icons';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { searchToRecord } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import styles from './success-page.module.css';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'success'; name: string };

export default function SuccessPage() {
  const raw = searchToRecord(useSearch()).jobId ?? '';
  const jobId = /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const [state, setState] = useState<LoadState>(
    jobId === null ? { status: 'error' } : { status: 'loading' },
  );
  usePageTitle(MESSAGES.congrats);

  useEffect(() => {
    if (jobId === null) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getJobDetail(jobId, { signal: controller.signal })
      .then((job) => setState({ status: 'success', name: job.name }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [jobId]);

  return (
    <section className={styles.page} aria-labelledby="success-title">
      <span className={styles.badge} aria-hidden="true">
        <CheckIcon size={40} />
      </span>
      <h1 id="success-title">{MESSAGES.congrats}</h1>
      {state.status === 'loading' && <Skeleton width="min(100%, 28rem)" height="1.5rem" />}
      {state.status === 'success' && (
        <p className={styles.message}>{MESSAGES.applicationSubmittedFor(state.name)}</p>
      )}
      {state.status === 'error' && (
        <Alert severity="error">{MESSAGES.errorFetchingJobDetails}</Alert>
      )}
      <div className={styles.actions}>
        <LinkButton href={paths.jobsApplied} variant="primary">
          {MESSAGES.jobsApplied}
        </LinkButton>
        <LinkButton href={paths.jobSearch} variant="secondary">
          Find more roles
        </LinkButton>
      </div>
    </section>
  );
}
