// /apply/{jobId} (SPEC 2, ROLE_COACH): the application form beside the job's details. On load it
// asks whether the coach has already applied (then it goes to /, replacing the entry), and loads
// the job, the coach's profile (to prefill names and address) and the state list.
import { Redirect, useParams } from 'wouter';
import { getCredentials } from '../../api/credentials';
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
import { useLoad } from '../../lib/use-load';
import { parseId } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import type { Job, NamedItem, Profile } from '../../shared/schemas';
import type { Credential } from '../../shared/schemas/credentials';
import { APPLY_TEXTS as T } from '../../shared/texts/coach';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { ApplyForm } from './apply-form';
import styles from './apply-page.module.css';

type Loaded = {
  job: Job;
  profile: Profile | null;
  states: NamedItem[];
  /** The coach's credentials, shared on applying (issue 30); null when they could not load. */
  credentials: Credential[] | null;
};

/** What the form needs, or null when the coach has already applied. */
async function loadApply(jobId: number, signal: AbortSignal): Promise<Loaded | null> {
  const check = await getAppliedStatus(jobId, { signal });
  if (check.applied) return null;
  const [job, profile, states, credentials] = await Promise.all([
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
    getCredentials({ signal }).catch((e: unknown) => {
      if (signal.aborted) throw e;
      return null;
    }),
  ]);
  return { job, profile, states, credentials };
}

export default function ApplyPage() {
  const params = useParams<{ jobId: string }>();
  const jobId = parseId(params.jobId);
  // No job id: the error without a retry ('idle').
  const load = useLoad(jobId === null ? null : (signal) => loadApply(jobId, signal), [jobId]);
  const loaded = load.status === 'success' ? load.data : null;

  usePageTitle(loaded ? T.applyFor(loaded.job.name) : T.apply);

  if (load.status === 'success' && !loaded) return <Redirect to={paths.root} replace />;

  if (load.status === 'error' || load.status === 'idle') {
    return (
      <div className={styles.page}>
        <h1>{T.apply}</h1>
        <Alert severity="error">
          <p>{MESSAGES.errorFetchingJobDetails}</p>
          {jobId !== null && (
            <Button variant="secondary" onClick={load.retry}>
              {TRY_AGAIN}
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  if (!loaded) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1>{T.apply}</h1>
        <Skeleton height="2rem" width="60%" />
        <Skeleton lines={8} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{T.applyFor(loaded.job.name)}</h1>
        <a href="#apply-form-title" className={styles.skip}>
          {T.skipToForm}
        </a>
      </div>
      <JobDetailsView
        job={loaded.job}
        headingLevel={2}
        aside={
          <ApplyForm
            jobId={loaded.job.id}
            profile={loaded.profile}
            states={loaded.states}
            organisation={loaded.job.organisation}
            credentials={loaded.credentials}
          />
        }
      />
    </div>
  );
}
