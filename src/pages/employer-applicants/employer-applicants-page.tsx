// /employer/jobs/{id}/applicants (issue 10): every application to one of the organisation's roles
// with the applicant's name, applied date, salary expectation, notice, referred by, downloads of
// the resume and cover letter (fetched with the bearer token, saved as a file) and a status
// select; a change is saved at once, recorded, mailed to the coach and confirmed in a snackbar.
// It is the role's own page (issue 27): its badge (Closed with the reason), closing and
// respond-by dates, and its close / extend / reopen actions.
import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { getOrgJob, listApplicants, setApplicationStatus } from '../../api/employer';
import { failureDetail } from '../../components/auth-panel/start-session';
import { BackToRoles } from '../../components/employer/back-to-roles';
import styles from '../../components/employer/employer.module.css';
import { LoadError } from '../../components/employer/load-error';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import {
  RoleActions,
  RoleBadge,
  RoleDates,
} from '../../components/employer/role-lifecycle/role-lifecycle';
import { LinkButton } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { Select } from '../../components/ui/select/select';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { to } from '../../config/links';
import { formatDate } from '../../lib/format-date';
import { navigateTo } from '../../lib/navigation';
import { searchToRecord } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import type { Applicant } from '../../shared/schemas';
import { APPLICANT_CREDENTIAL_TEXTS as C } from '../../shared/texts/credential-fit';
import { APPLICANTS_TEXTS as A, EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import { REFERRED_BY } from '../../shared/texts/fields';
import { showSnackbar } from '../../state/snackbar';
import { ApplicantCredentials } from './applicant-credentials';
import { DownloadButton } from './download-button';
import page from './employer-applicants-page.module.css';

function ApplicantCard({
  applicant,
  onStatus,
}: {
  applicant: Applicant;
  onStatus: (id: number, status: ApplicationStatus, changedOn: string) => void;
}) {
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const [saving, setSaving] = useState(false);
  const change = async (status: ApplicationStatus) => {
    setSaving(true);
    try {
      const result = await setApplicationStatus(applicant.id, status);
      onStatus(applicant.id, result.status, result.statusChangedOn);
      showSnackbar(T.statusUpdated, 'success');
    } catch {
      showSnackbar(MESSAGES.errorProcessingRequest, 'error');
    } finally {
      setSaving(false);
    }
  };
  const facts: [string, string][] = [
    [A.applied, formatDate(applicant.appliedOn)],
    [A.salary, applicant.salary],
    [A.notice, applicant.notice],
    [REFERRED_BY, applicant.referredBy],
  ];
  if (applicant.statusChangedOn && applicant.status !== 'Received') {
    facts.push([A.statusChanged, formatDate(applicant.statusChangedOn)]);
  }
  return (
    <li className={styles.card}>
      <div className={page.cardHead}>
        <h2 className={page.name}>{name}</h2>
        <a href={`mailto:${applicant.email}`} className={page.email}>
          {applicant.email}
        </a>
      </div>
      <dl className={page.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={page.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(applicant.credentials || applicant.fit) && (
        <ApplicantCredentials applicant={applicant} name={name} />
      )}
      <div className={page.bottom}>
        <div className={styles.actions}>
          <DownloadButton
            fileId={applicant.resumeId}
            name={applicant.resumeName}
            text={A.downloadResume}
            label={A.fileOf(A.downloadResume, name)}
          />
          <DownloadButton
            fileId={applicant.cvId}
            name={applicant.cvName}
            text={A.downloadCoverLetter}
            label={A.fileOf(A.downloadCoverLetter, name)}
          />
        </div>
        <Select
          label={A.statusOf(name)}
          className={page.status}
          value={applicant.status}
          disabled={saving}
          aria-busy={saving || undefined}
          onChange={(e) => void change(e.target.value as ApplicationStatus)}
          options={APPLICATION_STATUSES}
        />
      </div>
    </li>
  );
}

export default function EmployerApplicantsPage() {
  const params = useParams<{ id: string }>();
  // The "Meets all requirements" filter (issue 30) lives in the query string; the server filters.
  const meetsAll = searchToRecord(useSearch()).meetsAll === 'true';
  const state = useLoad(
    (signal) => listApplicants(params.id, { signal, mainLoad: true, meetsAll }),
    [params.id, meetsAll],
  );
  // The role's state (its dates are in that state's zone) comes with the role itself.
  const role = useLoad((signal) => getOrgJob(params.id, { signal }), [params.id]);
  // Kept while a reload after an action runs, so the header (and focus in it) stays.
  const job = state.data ? state.data.job : null;
  const today = todayIn(role.data?.state ?? '');
  usePageTitle(job ? A.titleFor(job.name) : T.applicantsTitle);

  const onStatus = (id: number, status: ApplicationStatus, changedOn: string) =>
    state.update((data) => ({
      ...data,
      list: data.list.map((a) => (a.id === id ? { ...a, status, statusChangedOn: changedOn } : a)),
    }));

  return (
    <div className={styles.page}>
      <BackToRoles />
      <div className={styles.head}>
        <h1>{job ? A.applicantsFor(job.name) : T.applicantsTitle}</h1>
        {job && (
          <div className={styles.actions}>
            <RoleBadge role={job} />
            <LinkButton href={to.employerJob(job.id)} variant="secondary">
              {T.editRoleTitle}
            </LinkButton>
            <RoleActions role={{ ...job, today }} onChanged={state.retry} />
          </div>
        )}
      </div>
      {job && <RoleDates role={job} today={today} />}
      {state.status === 'loading' && !state.data && (
        <div role="status" aria-busy="true" aria-label={A.loading}>
          <Skeleton height="10rem" />
        </div>
      )}
      {state.status === 'error' && (
        <LoadError detail={failureDetail(state.error, T.loadFailed)} onRetry={state.retry} />
      )}
      {job && (
        <Checkbox
          label={C.meetsAll}
          checked={meetsAll}
          onChange={(e) =>
            navigateTo(
              `${to.employerApplicants(job.id)}${e.target.checked ? '?meetsAll=true' : ''}`,
              {
                replace: true,
              },
            )
          }
        />
      )}
      {state.status !== 'error' && state.data && state.data.list.length === 0 && (
        <p className={styles.empty}>{meetsAll ? C.noneMeetAll : T.noApplicants}</p>
      )}
      {state.status !== 'error' && state.data && state.data.list.length > 0 && (
        <>
          <p className={styles.muted}>{T.applicants(state.data.list.length)}</p>
          <ul className={page.list} aria-label={A.applicantsFor(state.data.job.name)}>
            {state.data.list.map((a) => (
              <ApplicantCard key={a.id} applicant={a} onStatus={onStatus} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
