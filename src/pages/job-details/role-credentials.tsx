// The role page's requirements (issue 30), loaded after the page in its own chunk (a first visit
// carries only the import; ./job-details-page.tsx asks for it when the role sets any): what the
// role requires, for everyone, and for a signed-in coach the "Your credentials" panel: each
// requirement met, missing, expiring too soon or expired with its dates (GET /api/job/fit/{jobId},
// components/credentials/fit-list.tsx), and a link to the profile's credentials to fix them.
// A closed role's page lists its requirements too, without the panel (no one can apply).
import { Link } from 'wouter';
import { getJobFit } from '../../api/credential-fit';
import { FitList } from '../../components/credentials/fit-list';
import { RequirementList, requirementItems } from '../../components/credentials/requirement-list';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { useLoad } from '../../lib/use-load';
import { ROLE_COACH } from '../../shared/constants';
import type { Job } from '../../shared/schemas';
import { FIT_PANEL_TEXTS as F } from '../../shared/texts/credential-fit';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';
import page from './job-details-page.module.css';

function YourCredentials({ jobId }: { jobId: number }) {
  const fit = useLoad((signal) => getJobFit(jobId, { signal }), [jobId]);
  const unmet = fit.data?.filter((line) => line.status !== 'met').length ?? 0;
  return (
    <section
      className={page.interested}
      aria-labelledby="your-credentials-heading"
      aria-busy={fit.status === 'loading'}
    >
      <h2 id="your-credentials-heading" className={page.interestedTitle}>
        {F.yourCredentials}
      </h2>
      {fit.status === 'loading' && (
        <div role="status" aria-label={F.loading}>
          <Skeleton lines={3} />
        </div>
      )}
      {fit.status === 'error' && (
        <Alert severity="error">
          <span>{F.loadFailed}</span>{' '}
          <Button type="button" variant="text" onClick={fit.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      )}
      {fit.status === 'success' && (
        <>
          <p>
            <strong>{unmet ? F.notAllMet(unmet) : F.allMet}</strong>
          </p>
          <FitList fit={fit.data} aria-labelledby="your-credentials-heading" />
        </>
      )}
      <p>
        <Link href={`${paths.profile}#credentials`}>{F.fix}</Link>
      </p>
    </section>
  );
}

/** `fit`: false on a closed role's page, which lists what it required but has no fit to show. */
export default function RoleCredentials({ job, fit = true }: { job: Job; fit?: boolean }) {
  const auth = useSnapshot(authState);
  const coach = auth.isAuthenticated && auth.user?.role === ROLE_COACH;
  const r = job.requirements;
  if (!r || !requirementItems(r).length) return null;
  // A start date alone asks for nothing the coach could hold.
  const asks = Boolean(r.wwcc || r.policeCheck || r.firstAid || r.cpr || r.accreditation);
  return (
    <>
      <RequirementList requirements={r} />
      {fit && coach && asks && <YourCredentials jobId={job.id} />}
    </>
  );
}
