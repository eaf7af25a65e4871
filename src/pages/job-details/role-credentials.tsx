// The role page's requirements (issue 30), loaded after the page in its own chunk (a first visit
// carries only the import; ./job-details-page.tsx asks for it when the role sets any): what the
// role requires, for everyone, and for a signed-in coach the "Your credentials" panel: each
// requirement met, missing, expiring too soon or expired with its dates (GET /api/job/fit/{jobId},
// components/credentials/fit-list.tsx), and a link to the profile's credentials to fix them.
// A closed role's page lists its requirements too, without the panel (no one can apply).
import { Link } from 'wouter';
import { getJobFit } from '../../api/credential-fit';
import { FitList } from '../../components/credentials/fit-list';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { useLoad } from '../../lib/use-load';
import { ROLE_COACH } from '../../shared/constants';
import type { RoleRequirements } from '../../shared/credentials';
import type { Job } from '../../shared/schemas';
import { FIT_PANEL_TEXTS as F } from '../../shared/texts/credential-fit';
import { REQUIREMENT_NAMES } from '../../shared/texts/credentials';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';
import page from './job-details-page.module.css';

type Requirements = Pick<RoleRequirements, 'wwcc' | 'policeCheck' | 'firstAid' | 'cpr'> & {
  accreditation: string | null;
  startDate: string | null;
};

/** The requirements in words, one item each (the checks, the level, the start date). */
function requirementItems(r: Requirements): string[] {
  const items: string[] = [];
  for (const key of ['wwcc', 'policeCheck', 'firstAid', 'cpr'] as const) {
    if (r[key]) items.push(REQUIREMENT_NAMES[key]);
  }
  if (r.accreditation) items.push(F.accreditationAtLeast(r.accreditation));
  if (r.startDate) items.push(F.startsOn(r.startDate));
  return items;
}

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
  const items = r ? requirementItems(r) : [];
  if (!items.length) return null;
  // A start date alone asks for nothing the coach could hold.
  const asks = Boolean(r && (r.wwcc || r.policeCheck || r.firstAid || r.cpr || r.accreditation));
  return (
    <>
      <section className={page.interested} aria-labelledby="requirements-heading">
        <h2 id="requirements-heading" className={page.interestedTitle}>
          {F.requirements}
        </h2>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {fit && coach && asks && <YourCredentials jobId={job.id} />}
    </>
  );
}
