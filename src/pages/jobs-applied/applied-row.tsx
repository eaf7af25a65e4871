// One application on /jobsapplied: the job (a link to its details), organisation, location,
// 'Applied on {date}', the status, the coach's own files and Withdraw while still 'Received'.
// Issue 27: the organisation's promise ("Responds by 20 Dec") when it made one, a "Response
// overdue" badge while that promise is broken, and a Closed badge once the role has closed.
import { Link } from 'wouter';
import { Button } from '../../components/ui/button/button';
import { FileIcon } from '../../components/ui/icons/icons';
import { to } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { MESSAGES } from '../../shared/messages';
import type { AppliedJob } from '../../shared/schemas';
import { CLOSED_BADGE, respondsByText } from '../../shared/texts/closing';
import { APPLIED_TEXTS as T } from '../../shared/texts/coach';
import { COVER_LETTER, RESUME } from '../../shared/texts/fields';
import { COACH_LIFECYCLE_TEXTS } from '../../shared/texts/lifecycle';
import { filesDeletedAfter } from '../../shared/texts/privacy';
import styles from './jobs-applied-page.module.css';

function StatusBadge({ status }: { status: AppliedJob['status'] }) {
  return (
    <span className={styles.badge} data-status={status}>
      <span className="visually-hidden">{T.status}</span>
      {status}
    </span>
  );
}

export function AppliedRow({
  job,
  onWithdraw,
  onDownload,
  downloading,
}: {
  job: AppliedJob;
  onWithdraw: (job: AppliedJob) => void;
  onDownload: (id: number, label: string) => void;
  downloading: number | null;
}) {
  const titleId = `applied-${job.applicationId ?? job.id}`;
  return (
    <li className={styles.row}>
      <article aria-labelledby={titleId} className={styles.card}>
        <div className={styles.cardMain}>
          <h2 id={titleId} className={styles.jobName}>
            <Link href={to.jobDetails(job.id)}>{job.name}</Link>
          </h2>
          <p className={styles.org}>{job.organisation}</p>
          <p className={styles.meta}>{job.location}</p>
          <p className={styles.meta}>{MESSAGES.appliedOn(formatDate(job.appliedOn))}</p>
          {job.respondBy && <p className={styles.meta}>{respondsByText(job.respondBy)}</p>}
          {job.filesDeletedAfterDays != null && (
            <p className={styles.meta}>{filesDeletedAfter(job.filesDeletedAfterDays)}</p>
          )}
        </div>
        <div className={styles.cardSide}>
          <div className={styles.badges}>
            <StatusBadge status={job.status} />
            {job.overdue && (
              <span className={styles.badge} data-kind="overdue">
                {COACH_LIFECYCLE_TEXTS.responseOverdue}
              </span>
            )}
            {!job.open && (
              <span className={styles.badge} data-kind="closed">
                {CLOSED_BADGE}
              </span>
            )}
          </div>
          <div className={styles.rowActions}>
            {job.resumeId != null && (
              <Button
                variant="text"
                busy={downloading === job.resumeId}
                aria-label={T.downloadResume(job.name)}
                onClick={() => onDownload(job.resumeId as number, 'resume')}
              >
                <FileIcon size={16} /> {RESUME}
              </Button>
            )}
            {job.cvId != null && (
              <Button
                variant="text"
                busy={downloading === job.cvId}
                aria-label={T.downloadCoverLetter(job.name)}
                onClick={() => onDownload(job.cvId as number, 'cover-letter')}
              >
                <FileIcon size={16} /> {COVER_LETTER}
              </Button>
            )}
            {job.status === 'Received' && job.applicationId != null && (
              <Button
                variant="secondary"
                aria-label={T.withdrawLabel(job.name)}
                onClick={() => onWithdraw(job)}
              >
                {T.withdraw}
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
