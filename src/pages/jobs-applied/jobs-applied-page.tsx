// /jobsapplied (SPEC 2, ROLE_COACH): 'Jobs Applied' with jobtitle, sport and location filters and
// page / size (default 1 / 10; 0 falls back to the default) in the URL, a Paginator, and per row
// the job (a link to its details), organisation, location, 'Applied on {date}' and the status.
// Beyond the spec (issue 6): the coach downloads their own resume and cover letter, and withdraws
// an application that is still 'Received' after confirming. A failed load: 'Error fetching jobs'.
// A row (./applied-row.tsx) also shows the organisation's respond-by promise (issue 27).
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiRequestError } from '../../api/client';
import { getSportsTypes } from '../../api/form-lookups';
import { listAppliedJobs, withdrawApplication } from '../../api/job-apply';
import { getLocations } from '../../api/lookups';
import { Alert } from '../../components/ui/alert/alert';
import { Autocomplete } from '../../components/ui/autocomplete/autocomplete';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Paginator } from '../../components/ui/paginator/paginator';
import { SkeletonList } from '../../components/ui/skeleton/skeleton-list';
import { TextField } from '../../components/ui/text-field/text-field';
import { paths } from '../../config/paths';
import { type AppliedParams, parseAppliedParams } from '../../lib/applied-params';
import { downloadOwnFile } from '../../lib/download-file';
import { buildSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { APPLIED_DEFAULT_PAGE, APPLIED_DEFAULT_SIZE } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import type { AppliedJob } from '../../shared/schemas';
import { APPLIED_TEXTS as T } from '../../shared/texts/coach';
import { LOCATION } from '../../shared/texts/fields';
import { FIND_ROLES, TRY_AGAIN } from '../../shared/texts/shell';
import { pagingState, setPageSize } from '../../state/paging';
import { showSnackbar } from '../../state/snackbar';
import { AppliedRow } from './applied-row';
import { ConfirmDialog } from './confirm-dialog';
import styles from './jobs-applied-page.module.css';

const DEFAULTS = { page: APPLIED_DEFAULT_PAGE, size: APPLIED_DEFAULT_SIZE };

// The filters' options; a list that fails to load is offered empty.
const loadFilterOptions = (signal: AbortSignal) =>
  Promise.all([
    getSportsTypes({ signal }).catch(() => []),
    getLocations(null, { signal }).catch(() => []),
  ]).then(([s, c]) => ({ sports: s.map((x) => x.name), cities: c.map((x) => x.name) }));
const NO_OPTIONS = { sports: [] as string[], cities: [] as string[] };

function Filters({
  params,
  onApply,
}: {
  params: AppliedParams;
  onApply: (next: Pick<AppliedParams, 'jobtitle' | 'sport' | 'location'>) => void;
}) {
  const [jobtitle, setJobtitle] = useState(params.jobtitle);
  const [sport, setSport] = useState(params.sport);
  const [location, setLocation] = useState(params.location);
  const lookups = useLoad(loadFilterOptions, []);
  const { sports, cities } = lookups.data ?? NO_OPTIONS;
  const lookupsLoading = lookups.status === 'loading';

  // The URL is the source of truth: back/forward updates the fields.
  useEffect(() => {
    setJobtitle(params.jobtitle);
    setSport(params.sport);
    setLocation(params.location);
  }, [params.jobtitle, params.sport, params.location]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ jobtitle: jobtitle.trim(), sport, location });
  };
  const withCurrent = (options: string[], value: string) =>
    value && !options.includes(value) ? [value, ...options] : options;

  return (
    <form className={styles.filters} onSubmit={submit} aria-label={T.filtersLabel}>
      <TextField
        label={T.jobTitle}
        name="jobtitle"
        value={jobtitle}
        onChange={(e) => setJobtitle(e.target.value)}
        placeholder={MESSAGES.searchRolePlaceholder}
      />
      <Autocomplete
        label={T.sport}
        name="sport"
        options={withCurrent(sports, sport)}
        value={sport}
        onValueChange={setSport}
        loading={lookupsLoading}
      />
      <Autocomplete
        label={LOCATION}
        name="location"
        options={withCurrent(cities, location)}
        value={location}
        onValueChange={setLocation}
        loading={lookupsLoading}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{T.filter}</Button>
        <Button
          variant="text"
          onClick={() => onApply({ jobtitle: '', sport: '', location: '' })}
          disabled={!params.jobtitle && !params.sport && !params.location}
        >
          {T.clearFilters}
        </Button>
      </div>
    </form>
  );
}

export default function JobsAppliedPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // Without a size in the URL, the rows per page chosen last (src/state/paging.ts).
  const params = parseAppliedParams(search, pagingState.jobsApplied);
  const { jobtitle, sport, location, page, size } = params;
  const state = useLoad(
    (signal) =>
      listAppliedJobs(
        { title: jobtitle, sport, location, page, postPerPage: size },
        { signal, mainLoad: true },
      ).then((body) => ({ list: body.list, total: body.length })),
    [jobtitle, sport, location, page, size],
  );
  const [confirming, setConfirming] = useState<AppliedJob | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);

  usePageTitle(MESSAGES.jobsApplied);

  const go = useCallback(
    (next: AppliedParams) => {
      navigate(
        `${paths.jobsApplied}${buildSearch(
          {
            jobtitle: next.jobtitle,
            sport: next.sport,
            location: next.location,
            page: next.page,
            size: next.size,
          },
          DEFAULTS,
        )}`,
      );
    },
    [navigate],
  );

  const download = async (id: number, label: string) => {
    setDownloading(id);
    await downloadOwnFile(id, label);
    setDownloading(null);
  };

  const withdraw = async () => {
    if (!confirming?.applicationId) return;
    setWithdrawing(true);
    try {
      await withdrawApplication(confirming.applicationId);
      showSnackbar(MESSAGES.applicationWithdrawn, 'success');
      setConfirming(null);
      // The last row of a page gone: step back a page rather than show an empty one.
      if (state.status === 'success' && state.data.list.length === 1 && page > 1) {
        go({ ...params, page: page - 1 });
      } else {
        state.retry();
      }
    } catch (e) {
      showSnackbar(
        isApiRequestError(e) && e.status === 409 ? e.detail : MESSAGES.errorProcessingRequest,
        'error',
      );
      setConfirming(null);
      state.retry();
    } finally {
      setWithdrawing(false);
    }
  };

  const filtered = Boolean(jobtitle || sport || location);

  return (
    <div className={styles.page}>
      <h1>{MESSAGES.jobsApplied}</h1>
      <Filters params={params} onApply={(f) => go({ ...params, ...f, page: 1 })} />

      {state.status === 'error' && (
        <Alert severity="error">
          <p>{MESSAGES.errorFetchingJobs}</p>
          <Button variant="secondary" onClick={state.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      )}

      {state.status === 'loading' && (
        <SkeletonList count={3} lines={4} className={styles.list} itemClassName={styles.card} />
      )}

      {state.status === 'success' && state.data.total === 0 && (
        <div className={styles.empty}>
          {filtered ? (
            <>
              <p>{T.noMatch}</p>
              <Button
                variant="secondary"
                onClick={() => go({ ...params, jobtitle: '', sport: '', location: '', page: 1 })}
              >
                {T.clearFilters}
              </Button>
            </>
          ) : (
            <>
              <p>{T.none}</p>
              <LinkButton href={paths.jobSearch}>{FIND_ROLES}</LinkButton>
            </>
          )}
        </div>
      )}

      {state.status === 'success' && state.data.total > 0 && (
        <>
          {state.data.list.length === 0 ? (
            <p className={styles.empty}>{T.noneOnPage}</p>
          ) : (
            <ul className={styles.list} aria-label={MESSAGES.jobsApplied}>
              {state.data.list.map((job) => (
                <AppliedRow
                  key={job.applicationId ?? job.id}
                  job={job}
                  onWithdraw={setConfirming}
                  onDownload={download}
                  downloading={downloading}
                />
              ))}
            </ul>
          )}
          <Paginator
            page={page}
            pageSize={size}
            total={state.data.total}
            onPageChange={(p) => go({ ...params, page: p })}
            onPageSizeChange={(s) => {
              setPageSize('jobsApplied', s);
              // Keep the current page (SPEC 2), unless it would be past the end.
              go({
                ...params,
                size: s,
                page: Math.min(page, Math.max(1, Math.ceil(state.data.total / s))),
              });
            }}
          />
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={T.withdrawTitle}
        confirmLabel={T.withdrawConfirm}
        cancelLabel={T.keepApplication}
        busy={withdrawing}
        onConfirm={() => void withdraw()}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
      >
        {confirming && <p>{T.withdrawBody(confirming.name, confirming.organisation)}</p>}
      </ConfirmDialog>
    </div>
  );
}
