// A grid of job cards, or of card-sized skeletons while loading. Memoised: the pages re-render
// when their lookups or paging state change, and the list (up to 50 cards) need not follow
// unless its jobs do (shorter tasks on a slow phone: issue 8).

import { memo } from 'react';
import type { JobSummary } from '../../shared/schemas';
import { skeletonGroup } from '../ui/skeleton/skeleton';
import { JobCard, JobCardSkeleton } from './job-card';
import styles from './job-list.module.css';

export type JobListProps =
  | { jobs: readonly JobSummary[]; loading?: false; skeletons?: never }
  | { loading: true; skeletons: number; jobs?: never };

export const JobList = memo(function JobList(props: JobListProps) {
  if (props.loading) {
    return (
      <div className={`${styles.list} ${skeletonGroup}`} aria-hidden="true">
        {Array.from({ length: props.skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders
          <JobCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (props.jobs.length === 0) return null;
  return (
    <ul className={styles.list}>
      {props.jobs.map((job) => (
        <li key={job.id} className={styles.item}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
});
