// /employer (issue 10): the organisation's roles, open and closed, with views, the date posted
// and the number of applicants per status; 'Post a role'; links to edit a role and to its
// applicants, and to the organisation's page details. Issue 27: each role's closing and
// respond-by dates, its Closed badge with the reason, and its close / extend / reopen actions.
// Issue 32: a role held for review ('Awaiting review'), rejected or taken down (with the admin's
// reason) says so beside that badge; such a role is not public, and nothing here links to its
// public page (its name opens the editor).
import { Link } from 'wouter';
import { listOrgJobs } from '../../api/employer';
import styles from '../../components/employer/employer.module.css';
import { LoadError } from '../../components/employer/load-error';
import { todayAt } from '../../components/employer/role-lifecycle/role-dates';
import {
  RoleActions,
  RoleBadge,
  RoleDates,
} from '../../components/employer/role-lifecycle/role-lifecycle';
import { LinkButton } from '../../components/ui/button/button';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { to } from '../../config/links';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { APPLICATION_STATUSES } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import type { OrgJobSummary } from '../../shared/schemas';
import { EDIT, ROLES_LIST_TEXTS as L, EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { MODERATION_TEXTS } from '../../shared/texts/trust';
import page from './employer-page.module.css';

/** Moderation (issue 32): held for review, rejected or taken down; none for a public role. */
function ReviewBadge({ job }: { job: OrgJobSummary }) {
  const review = job.pendingReview ? 'held' : job.review;
  if (!review) return null;
  const text =
    review === 'held'
      ? MODERATION_TEXTS.awaitingReview
      : review === 'rejected'
        ? MODERATION_TEXTS.rejected
        : MODERATION_TEXTS.takenDown;
  return (
    <span className={styles.badge} data-review={review}>
      {text}
    </span>
  );
}

function RoleCard({ job, onChanged }: { job: OrgJobSummary; onChanged: () => void }) {
  const headingId = `role-${job.id}`;
  const today = todayAt(job.location);
  const counts = APPLICATION_STATUSES.filter((s) => (job.statusCounts[s] ?? 0) > 0);
  return (
    <li className={styles.card}>
      <div className={page.cardHead}>
        <h2 id={headingId} className={page.name}>
          <Link href={to.employerJob(job.id)}>{job.name}</Link>
        </h2>
        <div className={page.badges}>
          <RoleBadge role={job} />
          <ReviewBadge job={job} />
        </div>
      </div>
      {job.review === 'rejected' || job.review === 'taken_down' || job.pendingReview ? (
        <p className={styles.muted}>
          {job.reviewReason && job.review !== 'held'
            ? L.reviewReason(job.reviewReason)
            : L.notPublic}
        </p>
      ) : null}
      <p className={styles.muted}>
        {job.location}
        <span aria-hidden="true"> · </span>
        {MESSAGES.datePosted(formatDate(job.datePosted))}
        <span aria-hidden="true"> · </span>
        {MESSAGES.viewedBy(job.views)}
      </p>
      <RoleDates role={job} today={today} />
      <div className={page.applicants}>
        <p className={page.total}>{T.applicants(job.applicants)}</p>
        {counts.length > 0 && (
          <dl className={page.counts} aria-label={L.applicantsByStatus(job.name)}>
            {counts.map((s) => (
              <div key={s} className={page.count}>
                <dt>{s}</dt>
                <dd>{job.statusCounts[s]}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className={styles.actions}>
        <LinkButton
          href={to.employerApplicants(job.id)}
          variant="secondary"
          aria-label={L.viewApplicantsFor(job.name)}
        >
          {T.viewApplicants}
        </LinkButton>
        <LinkButton href={to.employerJob(job.id)} variant="text" aria-label={L.editFor(job.name)}>
          {EDIT}
        </LinkButton>
        <RoleActions role={{ ...job, today }} onChanged={onChanged} />
      </div>
    </li>
  );
}

export default function EmployerPage() {
  usePageTitle(T.dashboardTitle);
  const state = useLoad((signal) => listOrgJobs({ signal, mainLoad: true }), []);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{T.dashboardTitle}</h1>
        <div className={styles.actions}>
          <LinkButton href={paths.employerProfile} variant="secondary">
            {T.profileTitle}
          </LinkButton>
          <LinkButton href={paths.employerJobNew}>{T.postRole}</LinkButton>
        </div>
      </div>
      {state.status === 'loading' && !state.data && (
        <div role="status" aria-busy="true" aria-label={L.loading} className={page.list}>
          <Skeleton height="9rem" />
          <Skeleton height="9rem" />
        </div>
      )}
      {state.status === 'error' && <LoadError onRetry={state.retry} />}
      {state.data && state.data.length === 0 && <p className={styles.empty}>{T.noRoles}</p>}
      {state.data && state.data.length > 0 && (
        <ul className={page.list} aria-label={T.dashboardTitle}>
          {state.data.map((job) => (
            <RoleCard key={job.id} job={job} onChanged={state.retry} />
          ))}
        </ul>
      )}
    </div>
  );
}
