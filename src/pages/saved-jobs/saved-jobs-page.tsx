// /savedjobs (issue 26): the roles saved, newest first, paged like /jobsapplied (page and size in
// the URL, 10 rows by default). A coach's come from the account (GET /api/saved-jobs, after the
// browser's visitor saves are merged); a visitor's from this browser's list, read through the
// public GET /api/job/summaries?ids= (it counts no views). Each row: the role (a link to its
// details), organisation, location, 'Saved on {date}', 'Closed' when it has closed, 'Applied'
// when the coach applied, and Remove, whose snackbar offers Undo. Nothing saved: a way to the
// search. Organisation accounts save nothing: /403.
import { useEffect, useRef } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { getJobSummaries, listSavedJobs } from '../../api/saved-jobs';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { TrashIcon } from '../../components/ui/icons/file-icons';
import { Paginator } from '../../components/ui/paginator/paginator';
import { SkeletonList } from '../../components/ui/skeleton/skeleton-list';
import { paths, to } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { buildSearch, parseJobSearchParams } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import {
  ROLE_COACH,
  ROLE_ORG,
  SAVED_DEFAULT_PAGE,
  SAVED_DEFAULT_SIZE,
} from '../../shared/constants';
import type { JobSummaryOpen } from '../../shared/schemas/saved-jobs';
import { SAVE_TEXTS } from '../../shared/texts/save';
import { SAVED_JOBS_TEXTS as T } from '../../shared/texts/saved-jobs';
import { authState } from '../../state/auth';
import { savedJobsState } from '../../state/saved-jobs';
import { isSaved, setSavedJobs } from '../../state/saved-jobs-actions';
import { sendSaved, syncSavedJobs } from '../../state/saved-jobs-sync';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './saved-jobs-page.module.css';

/** A row: the role, when it was saved ('' when unknown), and whether the coach applied. */
type Row = JobSummaryOpen & { savedOn: string; applied: boolean };

export default function SavedJobsPage() {
  const auth = useSnapshot(authState);
  const user = auth.isAuthenticated ? auth.user : null;
  usePageTitle(SAVE_TEXTS.savedJobs);
  if (user?.role === ROLE_ORG) return <Redirect to={paths.forbidden} replace />;
  // Keyed: signing in or out shows the other list from scratch.
  const coach = user?.role === ROLE_COACH ? user.id : null;
  return <SavedJobs key={coach ?? 'visitor'} coach={coach} />;
}

function SavedJobs({ coach }: { coach: number | null }) {
  const [, navigate] = useLocation();
  const { page, size } = parseJobSearchParams(useSearch(), SAVED_DEFAULT_SIZE);
  const saved = useSnapshot(savedJobsState);
  const heading = useRef<HTMLHeadingElement>(null);
  const mine = saved.owner === coach;
  const visitorIds = coach === null && mine ? saved.jobs.map((j) => j.id) : [];
  const pageIds = visitorIds.slice((page - 1) * size, page * size);

  const load = useLoad<{ list: Row[]; total: number }>(
    (signal) =>
      coach === null
        ? getJobSummaries(pageIds, { signal, mainLoad: true }).then((list) => ({
            list: list.map((job) => ({ ...job, savedOn: '', applied: false })),
            total: visitorIds.length,
          }))
        : syncSavedJobs()
            .then(() => listSavedJobs({ page, postPerPage: size }, { signal, mainLoad: true }))
            .then((body) => ({ list: body.list, total: body.length })),
    // A visitor's page follows the browser's list (a removal, an undo, another tab).
    [coach, page, size, coach === null ? pageIds.join() : ''],
  );

  const go = (next: { page: number; size: number }, replace?: boolean) =>
    navigate(
      `${paths.savedJobs}${buildSearch(next, { page: SAVED_DEFAULT_PAGE, size: SAVED_DEFAULT_SIZE })}`,
      { replace },
    );

  // Rows removed here leave at once (the list is the saved ids'); a visitor's dates are theirs.
  const rows = (load.data?.list ?? [])
    .filter((job) => !mine || isSaved(saved, coach, job.id))
    .map((job) =>
      coach === null
        ? { ...job, savedOn: saved.jobs.find((j) => j.id === job.id)?.savedOn ?? '' }
        : job,
    );
  const loaded = load.data?.list.length ?? 0;
  const total =
    coach === null ? visitorIds.length : (load.data?.total ?? 0) - (loaded - rows.length);
  const lastPage = Math.max(1, Math.ceil(total / size));

  // The last row of a later page removed: the page before.
  useEffect(() => {
    if (load.status === 'success' && page > lastPage) go({ page: lastPage, size }, true);
  });

  const remove = (job: Row) => {
    const before = savedJobsState.jobs;
    const index = before.findIndex((j) => j.id === job.id);
    const entry = before[index];
    setSavedJobs(
      savedJobsState.owner,
      before.filter((j) => j.id !== job.id),
    );
    heading.current?.focus();
    const undo = () => {
      if (coach === null) {
        const jobs = savedJobsState.jobs.filter((j) => j.id !== job.id);
        jobs.splice(Math.min(index, jobs.length), 0, entry);
        setSavedJobs(null, jobs);
      } else {
        void sendSaved(coach, job.id, true).then(load.retry);
      }
    };
    if (coach !== null) {
      void sendSaved(coach, job.id, false).then((done) => {
        if (done) load.retry();
      });
    }
    showSnackbar(T.removed(job.name), 'success', { label: T.undo, onAction: undo });
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1}>
        {SAVE_TEXTS.savedJobs}
      </h1>
      {coach === null && total > 0 && <p className={styles.note}>{T.inBrowser}</p>}

      {load.status === 'error' && (
        <Alert severity="error">
          <p>{T.errorFetching}</p>
          <Button variant="secondary" onClick={load.retry}>
            {T.tryAgain}
          </Button>
        </Alert>
      )}

      {load.status === 'loading' && !load.data && (
        <SkeletonList count={3} lines={3} className={styles.list} itemClassName={styles.card} />
      )}

      {load.data && total === 0 && (
        <div className={styles.empty}>
          <p>{T.empty}</p>
          <p>{T.emptyHint}</p>
          <LinkButton href={paths.jobSearch}>{T.searchRoles}</LinkButton>
        </div>
      )}

      {load.data && total > 0 && (
        <>
          {rows.length === 0 ? (
            <p className={styles.empty}>{T.noneOnPage}</p>
          ) : (
            <ul className={styles.list} aria-label={SAVE_TEXTS.savedJobs}>
              {rows.map((job) => (
                <SavedRow key={job.id} job={job} onRemove={remove} />
              ))}
            </ul>
          )}
          <Paginator
            aria-label={T.pages}
            page={page}
            pageSize={size}
            total={total}
            onPageChange={(p) => go({ page: p, size })}
            onPageSizeChange={(s) => go({ page: Math.min(page, Math.ceil(total / s)), size: s })}
          />
        </>
      )}
    </div>
  );
}

function SavedRow({ job, onRemove }: { job: Row; onRemove: (job: Row) => void }) {
  const titleId = `saved-${job.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className={styles.card}>
        <div className={styles.main}>
          <h2 id={titleId} className={styles.name}>
            <Link href={to.jobDetails(job.id)}>{job.name}</Link>
          </h2>
          <p className={styles.org}>{job.organisation}</p>
          <p className={styles.meta}>{[job.location, job.role_type].filter(Boolean).join(' · ')}</p>
          {job.savedOn && <p className={styles.meta}>{T.savedOn(formatDate(job.savedOn))}</p>}
        </div>
        <div className={styles.side}>
          {!job.open && (
            <span className={styles.badge} data-kind="closed">
              {T.closed}
            </span>
          )}
          {job.applied && (
            <span className={styles.badge} data-kind="applied">
              {T.applied}
            </span>
          )}
          <Button
            variant="secondary"
            aria-label={T.removeLabel(job.name)}
            onClick={() => onRemove(job)}
          >
            <TrashIcon size={16} /> {T.remove}
          </Button>
        </div>
      </article>
    </li>
  );
}
