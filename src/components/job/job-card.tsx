// A job in a list (job search, landing, organisation page): name (an h3 under the list's h2),
// organisation, location and role type, salary and 'Date Posted {date}'. The job name is a real
// link to /jobdetails?jobId={id} stretched over the whole card (so the card is one click target
// and one tab stop, modifier-click opens a new tab), and hovering, touching or focusing it
// prefetches the job-details chunk (issue 8; the routes register it in src/lib/lazy.ts).
// The save toggle (issue 26) sits in the card's corner, over the stretched link, described by the
// job's name; it loads after the page (not part of a first visit's download) and is out of the
// flow, so nothing moves when it arrives. JobCardSkeleton has the card's exact size, so a loading
// list does not shift. Above the date, when it closes (issue 27: "Closes 12 Dec", "Closes in 2
// days" in its last days), or a Closed badge for a role that has closed (a closed role's page
// lists open ones only, but a card may be shown from a list read before it closed).
// Issue 32: the Verified badge before the organisation's name when an admin verified it.
// Under the name, the role's coaching context in one line (issue 29: "Netball · U12–U14 girls ·
// Community · Volunteer · Tue, Thu evenings"), which screen readers hear in words ("Under 12 to
// Under 14, girls or women ..."); nothing for a role without one.
import { lazy, Suspense, useId } from 'react';
import { Link } from 'wouter';
import { paths, to } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { preloadPage } from '../../lib/lazy';
import { closingLine } from '../../lib/role-closing';
import { contextLine } from '../../shared/facets';
import type { JobSummary } from '../../shared/schemas';
import { datePostedText } from '../../shared/texts/browse';
import { CLOSED_BADGE } from '../../shared/texts/closing';
import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './job-card.module.css';
import { VerifiedBadge } from './verified-badge';

const SaveToggle = lazy(() => import('./save-toggle'));

/** Loads the job-details page chunk ahead of the click (a failure is left to the click's load). */
const prefetch = () => {
  void preloadPage(paths.jobDetails);
};

export function JobCard({ job }: { job: JobSummary }) {
  const nameId = useId();
  const closes = job.open ? closingLine(job) : null;
  const context = contextLine(job);
  return (
    <article className={styles.card}>
      <h3 className={styles.name} id={nameId}>
        <Link
          href={to.jobDetails(job.id)}
          className={styles.link}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
        >
          {job.name}
        </Link>
      </h3>
      {context && (
        <p className={styles.meta}>
          {/* The spoken copy first: placed at the line's start, not past its clipped end (an
              absolute box there widened a 320 px page). */}
          <span className="visually-hidden">{contextLine(job, true)}</span>
          <span aria-hidden="true">{context}</span>
        </p>
      )}
      <p className={styles.org}>
        {/* Before the name, which may be cut short with an ellipsis: the badge never is. */}
        {job.verified && <VerifiedBadge />}
        {job.organisation}
      </p>
      <p className={styles.meta}>{[job.location, job.role_type].filter(Boolean).join(' · ')}</p>
      <p className={styles.meta}>{job.salary}</p>
      <p className={styles.closes} data-soon={closes?.soon || undefined}>
        {job.open ? closes?.text : <span className={styles.closed}>{CLOSED_BADGE}</span>}
      </p>
      <p className={styles.date}>{datePostedText(formatDate(job.datePosted))}</p>
      <Suspense fallback={null}>
        <SaveToggle jobId={job.id} describedBy={nameId} className={styles.save} />
      </Suspense>
    </article>
  );
}

/** A placeholder of the card's size while the list loads. */
export function JobCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={styles.name}>
        <Skeleton width="70%" height="1.1em" />
      </span>
      <span className={styles.meta}>
        <Skeleton width="60%" height="1em" />
      </span>
      <span className={styles.org}>
        <Skeleton width="45%" height="1em" />
      </span>
      <span className={styles.meta}>
        <Skeleton width="80%" height="1em" />
      </span>
      <span className={styles.meta}>
        <Skeleton width="50%" height="1em" />
      </span>
      <span className={styles.closes}>
        <Skeleton width="30%" height="1em" />
      </span>
      <span className={styles.date}>
        <Skeleton width="35%" height="1em" />
      </span>
    </div>
  );
}
