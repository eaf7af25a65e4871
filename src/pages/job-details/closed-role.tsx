// What a closed role's page says instead of offering Apply (issue 27): that it closed on its
// closing date, has been filled or was withdrawn, with a way back to the search; and beside the
// details its "Similar open roles" (up to 3 open roles of the same organisation type and place,
// sent with the closed role's details; nothing when none). Its own chunk: only a closed role's
// page loads it, so a first visit to an open role's page does not carry it.
import { JobList } from '../../components/job/job-list';
import { LinkButton } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import type { Job, JobSummary } from '../../shared/schemas';
import { shortDate } from '../../shared/texts/closing';
import { COACH_LIFECYCLE_TEXTS as T } from '../../shared/texts/lifecycle';
import styles from './job-details-page.module.css';

/** The closed role's words: its reason's, or its closing date's when it simply expired. */
export const closedText = (job: Pick<Job, 'closedReason' | 'closingDate'>) =>
  job.closedReason === 'filled'
    ? T.filled
    : job.closedReason === 'withdrawn'
      ? T.withdrawn
      : T.closedOn(shortDate(job.closingDate, true));

export function ClosedNotice({ job }: { job: Job }) {
  return (
    <div className={styles.closedNotice}>
      <p className={styles.closedTitle}>{closedText(job)}</p>
      <p>{T.closedNote}</p>
      <LinkButton href={paths.jobSearch} variant="secondary">
        {T.searchRoles}
      </LinkButton>
    </div>
  );
}

export function SimilarRoles({ similar }: { similar: readonly JobSummary[] }) {
  if (similar.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={styles.interestedTitle}>
        {T.similarRoles}
      </h2>
      <JobList jobs={similar} />
    </section>
  );
}
