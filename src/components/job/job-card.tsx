// A job in a list (job search, landing, organisation page): name, organisation, location and role
// type, salary and 'Date Posted {date}'. The job name is a real link to /jobdetails?jobId={id}
// stretched over the whole card (so the card is one click target and one tab stop, modifier-click
// opens a new tab), and hovering or focusing it prefetches the job-details chunk (issue 8).
// JobCardSkeleton has the card's exact size, so a loading list does not shift.
import { Link } from 'wouter';
import { to } from '../../app/paths';
import { prefetchJobDetails } from '../../app/routes';
import { formatDate } from '../../lib/format-date';
import type { JobSummary } from '../../shared/schemas';
import { BROWSE_TEXTS } from '../../shared/texts/browse';
import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './job-card.module.css';

let prefetched = false;

/** Loads the job-details page chunk once, ahead of the click. */
export function prefetchJobDetailsChunk(): void {
  if (prefetched) return;
  prefetched = true;
  prefetchJobDetails().catch(() => {
    prefetched = false; // a failed prefetch is retried on the next hover; the click still loads it
  });
}

export type JobCardProps = {
  job: JobSummary;
  /** The level of the job name's heading (default 3: under a list's h2). */
  headingLevel?: 2 | 3 | 4;
};

export function JobCard({ job, headingLevel = 3 }: JobCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <article className={styles.card}>
      <Heading className={styles.name}>
        <Link
          href={to.jobDetails(job.id)}
          className={styles.link}
          onMouseEnter={prefetchJobDetailsChunk}
          onFocus={prefetchJobDetailsChunk}
          onTouchStart={prefetchJobDetailsChunk}
        >
          {job.name}
        </Link>
      </Heading>
      <p className={styles.org}>{job.organisation}</p>
      <p className={styles.meta}>{[job.location, job.role_type].filter(Boolean).join(' · ')}</p>
      <p className={styles.meta}>{job.salary}</p>
      <p className={styles.date}>{BROWSE_TEXTS.datePosted(formatDate(job.datePosted))}</p>
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
      <span className={styles.org}>
        <Skeleton width="45%" height="1em" />
      </span>
      <span className={styles.meta}>
        <Skeleton width="80%" height="1em" />
      </span>
      <span className={styles.meta}>
        <Skeleton width="50%" height="1em" />
      </span>
      <span className={styles.date}>
        <Skeleton width="35%" height="1em" />
      </span>
    </div>
  );
}
