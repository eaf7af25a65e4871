// /apply/{jobId} (SPEC 2, ROLE_COACH): the application form beside the job's details. On load it
// asks whether the coach has already applied (then it goes to /, replacing the entry), and loads
// the job, the coach's profile (to prefill names and address) and the state list.
import { useEffect, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { getStates } from '../../api/form-lookups';
import { getAppliedStatus } from '../../api/job-apply';
import { getJobDetail } from '../../api/job-detail';
import { getUserProfile } from '../../api/user';
import { JobDetailsView } from '../../components/job/job-details-view';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import type { Job, NamedItem, Profile } from '../../shared/schemas';
import { ApplyForm } from './apply-form';
import styles from './apply-page.module.css';

type Loaded = { job: Job; profile: Profile | null; states: NamedItem[] };
type LoadState =
  | { status: 'loading' }
  | { status: 'applied' }
  | { status: 'error' }
  | ({ status: 'success' } & Loaded);

function parseJobId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export default function ApplyPage() {
  const params = useParams<{ jobId: string }>();
  const jobId = parseJobId(params.jobId);
  const [state, setState] = useState<LoadState>(
    jobId === null ? { status: 'error' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  usePageTitle(state.status === 'success' ? `Apply for ${state.job.name}` : 'Apply');

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (jobId === null) {
      setState({ status: 'error' });
      return;
    }
    const controller = new AbortController();
    const signal = controller.signal;
    setState({ status: 'loading' });
    (async () => {
      try {
        const check = await getAppliedStatus(jobId, { signal });
        if (check.applied) {
          setState({ status: 'applied' });
          return;
        }
        const [job, profile, states] = await Promise.all([
          getJobDetail(jobId, { signal, mainLoad: true }),
          // The form still works without the profile: the fields start empty.
          getUserProfile({ signal }).catch((e: unknown) => {
            if (signal.aborted) throw e;
            return null;
          }),
          getStates({ signal }).catch((e: unknown) => {
            if (signal.aborted) throw e;
            return [] as NamedItem[];
          }),
        ]);
        setState({ status: 'success', job, profile, states });
      } catch {
        if (!signal.aborted) setState({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [jobId, attempt]);

  if (state.status === 'applied') return <Redirect to={paths.root} replace />;

  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        <h1>Apply</h1>
        <Alert severity="error">
          <p>{MESSAGES.errorFetchingJobDetails}</p>
          {jobId !== null && (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  if (state.status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <h1>Apply</h1>
        <Skeleton height="2rem" width="60%" />
        <Skeleton lines={8} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>Apply for {state.job.name}</h1>
        <a href="#apply-form-title" className={styles.skip}>
          Go to the application form
        </a>
      </div>
      <JobDetailsView
        job={state.job}
        headingLevel={2}
        aside={<ApplyForm jobId={state.job.id} profile={state.profile} states={state.states} />}
      />
    </div>
  );
}
