// /jobdetails?jobId= (SPEC 2): the job (JobDetailsView) and the 'Interested?' block: for a
// signed-in coach GET /api/job-apply/job_applied/{id} decides between 'Applied on {date}' (with
// the application's status when the API gives one) and 'Apply Now' (-> /apply/{jobId}); signed
// out it is always 'Apply Now' (the route guard sends them through /signin). The applied check is
// never asked when signed out (SPEC 6). A missing or unknown jobId shows a not-found state, with
// 'Error fetching job details' when the server answered 404 (its message is 'Error', SPEC 8); a
// failure shows that alert and Try again (docs/decisions/004). Under the organisation, the save
// toggle (issue 26; none for organisation accounts), loaded after the page in a place of its
// height, so nothing moves when it arrives. A closed role (issue 27) still opens: under the
// organisation it says why it closed, with no save toggle and no Apply, and beside the details
// come similar open roles (./closed-role.tsx, loaded for closed roles only). Issue 30: an open
// role's requirements, and a signed-in coach's fit with them (./role-credentials.tsx); a closed
// role's page lists its requirements too, without the fit. Issue 32: under every role, open or
// closed, 'Report this role' (./report-role.tsx; its dialog loads on the first press).
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { type CallOptions, isApiRequestError } from '../../api/client';
import { getJobPage } from '../../api/job-detail';
import { JobDetailsView } from '../../components/job/job-details-view';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Skeleton, skeletonGroup } from '../../components/ui/skeleton/skeleton';
import { paths, to } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { usePageDescription } from '../../lib/page-meta';
import { searchToRecord } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { ROLE_COACH, ROLE_ORG } from '../../shared/constants';
import { parseId } from '../../shared/ids';
import type { Job } from '../../shared/schemas';
import {
  DETAILS_TEXTS,
  JOB_DETAILS_TITLE,
  jobPageTitle,
  ROLE_NOT_FOUND,
  ROLE_NOT_FOUND_TEXT,
} from '../../shared/texts/details';
import { LOADING, SEARCH_ROLES, TRY_AGAIN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './job-details-page.module.css';
import { ReportRole } from './report-role';

const SaveToggle = lazy(() => import('../../components/job/save-toggle'));

// The applied check (api/applied-status.ts) loaded when first asked: only a signed-in coach asks,
// so the page's first visit carries neither the call nor its response check (issue 8).
const getAppliedStatus = async (jobId: number | string, options?: CallOptions) =>
  (await import('../../api/applied-status')).getAppliedStatus(jobId, options);

const describeJob: Parameters<typeof usePageDescription<Job>>[1] = (head, job) =>
  head.jobPageDescription(job);

export default function JobDetailsPage() {
  const search = useSearch();
  const jobId = parseId(searchToRecord(search).jobId?.trim());
  const auth = useSnapshot(authState);
  const org = auth.isAuthenticated && auth.user?.role === ROLE_ORG;
  const load = useLoad(jobId === null ? null : (signal) => getJobPage(jobId, { signal }), [jobId]);
  // The server said so (404, whose message is 'Error': SPEC 8's alert shows too).
  const answered =
    load.status === 'error' && isApiRequestError(load.error) && load.error.status === 404;
  // No jobId ('idle') is not found too, without the alert.
  const notFound = answered || load.status === 'idle';
  const shown = load.status === 'success' ? load.data.job : null;
  usePageTitle(
    shown
      ? jobPageTitle(shown.name, shown.organisation)
      : notFound
        ? ROLE_NOT_FOUND
        : JOB_DETAILS_TITLE,
  );
  usePageDescription(shown, describeJob);

  if (notFound) {
    return (
      <section className={styles.notFound}>
        <h1>{ROLE_NOT_FOUND}</h1>
        {answered && <Alert severity="error">{DETAILS_TEXTS.errorFetchingJobDetails}</Alert>}
        <p>{ROLE_NOT_FOUND_TEXT}</p>
        <LinkButton href={paths.jobSearch}>{SEARCH_ROLES}</LinkButton>
      </section>
    );
  }
  if (load.status === 'error') {
    return (
      <section className={styles.failed}>
        <h1>{JOB_DETAILS_TITLE}</h1>
        <Alert severity="error">
          <span>{DETAILS_TEXTS.errorFetchingJobDetails}</span>{' '}
          <Button type="button" variant="text" onClick={load.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      </section>
    );
  }
  if (load.status !== 'success') return <JobDetailsSkeleton />;
  const { job, similar } = load.data;
  if (!job.open) {
    return (
      <>
        <JobDetailsView
          job={job}
          actions={
            <Suspense fallback={null}>
              <ClosedNotice job={job} />
            </Suspense>
          }
          aside={
            // An organisation keeps its own block (its applicants and editor); no one gets Apply.
            // What the role required stays listed, with no fit panel.
            org || similar.length > 0 || hasRequirements(job) ? (
              <div className={styles.asideStack}>
                {org ? (
                  <Interested job={job} />
                ) : (
                  similar.length > 0 && (
                    <Suspense fallback={null}>
                      <SimilarRoles similar={similar} />
                    </Suspense>
                  )
                )}
                {hasRequirements(job) && (
                  <Suspense fallback={null}>
                    <RoleCredentials job={job} fit={false} />
                  </Suspense>
                )}
              </div>
            ) : undefined
          }
        />
        <ReportRole jobId={job.id} />
      </>
    );
  }
  return (
    <>
      <JobDetailsView
        job={job}
        actions={
          org ? null : (
            <Suspense fallback={<span className={styles.saveSlot} />}>
              <SaveToggle jobId={job.id} labelled className={styles.save} />
            </Suspense>
          )
        }
        aside={
          <div className={styles.asideStack}>
            <Interested job={job} />
            {hasRequirements(job) && (
              <Suspense fallback={null}>
                <RoleCredentials job={job} />
              </Suspense>
            )}
          </div>
        }
      />
      <ReportRole jobId={job.id} />
    </>
  );
}

// The role's requirements and a coach's fit with them (issue 30): their own chunk, loaded for
// roles that set any (a first visit carries only this import).
const RoleCredentials = lazy(() => import('./role-credentials'));

/** Whether the role sets any requirement (or a start date): then ./role-credentials.tsx lists them. */
const hasRequirements = (job: Job) =>
  Boolean(job.requirements && Object.values(job.requirements).some(Boolean));

// A closed role's notice and similar roles: one chunk, loaded for closed roles only.
const closedRole = () => import('./closed-role');
const ClosedNotice = lazy(() => closedRole().then((m) => ({ default: m.ClosedNotice })));
const SimilarRoles = lazy(() => closedRole().then((m) => ({ default: m.SimilarRoles })));

// What an organisation account sees instead of Apply Now: its own chunk, loaded for
// organisation accounts only (a first visit never needs it: issue 8).
const OrgInterested = lazy(() => import('./org-interested'));

function Interested({ job }: { job: Job }) {
  const jobId = job.id;
  const auth = useSnapshot(authState);
  const role = auth.isAuthenticated ? auth.user?.role : undefined;
  const isCoach = role === ROLE_COACH;
  const check = useLoad(isCoach ? (signal) => getAppliedStatus(jobId, { signal }) : null, [
    isCoach,
    jobId,
  ]);

  if (role === ROLE_ORG) {
    const own = auth.user?.orgId != null && auth.user.orgId === job.org_id;
    return (
      <Suspense fallback={<Skeleton height="var(--control-height)" width="100%" />}>
        <OrgInterested job={job} own={own} />
      </Suspense>
    );
  }
  const applied = check.status === 'success' && check.data.applied ? check.data : null;
  return (
    <section
      className={styles.interested}
      aria-labelledby="interested-heading"
      aria-busy={check.status === 'loading'}
    >
      <h2 id="interested-heading" className={styles.interestedTitle}>
        {DETAILS_TEXTS.interested}
      </h2>
      {check.status === 'error' && (
        <Alert severity="error">
          <span>{DETAILS_TEXTS.errorFetchingJobDetails}</span>{' '}
          <Button type="button" variant="text" onClick={check.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      )}
      {check.status === 'loading' ? (
        <Skeleton height="var(--control-height)" width="100%" />
      ) : applied ? (
        <p className={styles.applied}>
          {DETAILS_TEXTS.appliedOn(formatDate(applied.datePosted))}
          {applied.status ? ` · ${applied.status}` : ''}
        </p>
      ) : (
        <LinkButton href={to.apply(jobId)} className={styles.apply}>
          {DETAILS_TEXTS.applyNow}
        </LinkButton>
      )}
    </section>
  );
}

/** The details' shape while loading, so the page does not jump when the job arrives. */
function JobDetailsSkeleton() {
  return (
    <div className={`${styles.skeleton} ${skeletonGroup}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {LOADING}
      </span>
      <Skeleton width="60%" height="2.25rem" />
      <Skeleton width="35%" height="1.5rem" />
      <Skeleton lines={3} height="1rem" />
      <Skeleton lines={6} height="1rem" />
    </div>
  );
}
