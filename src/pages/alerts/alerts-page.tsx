// /alerts (issue 26, ROLE_COACH): the coach's job alerts (at most 20), each named by its search in
// words, with when it was created and last sent. Per alert: how often (instant, daily, weekly),
// Open search (/jobsearch with its filters), Edit search (./edit-search.tsx), Pause / Resume and
// Delete after a confirmation. Each change is sent at once (PUT or DELETE /api/alerts/{id}) and
// said in a snackbar. None yet: a way to the search, where alerts are made. Below the alerts, the
// closing-reminder setting (issue 27, ./closing-reminders.tsx).
import { useRef, useState } from 'react';
import { deleteAlert, listAlerts, updateAlert } from '../../api/alerts';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { Select } from '../../components/ui/select/select';
import { SkeletonList } from '../../components/ui/skeleton/skeleton-list';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { buildSearch, LIST_FACETS } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../shared/constants';
import type { JobAlert } from '../../shared/schemas/alerts';
import { FREQUENCY_LABELS, searchInWords, ALERT_TEXTS as T } from '../../shared/texts/alerts';
import { SAVE_TEXTS } from '../../shared/texts/save';
import { showSnackbar } from '../../state/snackbar';
import styles from './alerts-page.module.css';
import { ClosingReminders } from './closing-reminders';
import { EditSearch } from './edit-search';
import { failureText } from './failure-text';

/** One change of an alert (PUT /api/alerts/{id}). */
type Change = { query?: JobAlert['query']; frequency?: AlertFrequency; paused?: boolean };

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }));

/** /jobsearch with the alert's filters (its coaching-context facets too: issue 29). */
const searchLink = (q: JobAlert['query']) =>
  `${paths.jobSearch}${buildSearch({
    jobtitle: q.title,
    orgtype: q.orgtype,
    location: q.location,
    interests: q.interests,
    minPay: q.minPay,
    ...Object.fromEntries(
      LIST_FACETS.map((key) => [key, Array.isArray(q[key]) ? (q[key] as string[]) : undefined]),
    ),
  })}`;

export default function AlertsPage() {
  usePageTitle(SAVE_TEXTS.jobAlerts);
  const alerts = useLoad((signal) => listAlerts({ signal, mainLoad: true }), []);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Sends one change of `alert`; resolves whether it was taken. */
  const change = async (alert: JobAlert, patch: Change, done: string) => {
    try {
      await updateAlert(alert.id, patch);
      alerts.update((list) => list.map((a) => (a.id === alert.id ? { ...a, ...patch } : a)));
      showSnackbar(done);
      return true;
    } catch (error) {
      showSnackbar(failureText(error, T.updateFailed), 'error');
      return false;
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAlert(deleting.id);
      alerts.update((list) => list.filter((a) => a.id !== deleting.id));
      showSnackbar(T.deleted);
      setDeleting(null);
      heading.current?.focus();
    } catch (error) {
      showSnackbar(failureText(error, T.updateFailed), 'error');
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const list = alerts.data ?? [];
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1}>
        {SAVE_TEXTS.jobAlerts}
      </h1>
      <p className={styles.muted}>{T.intro}</p>

      {alerts.status === 'error' && (
        <Alert severity="error">
          <p>{T.errorFetching}</p>
          <Button variant="secondary" onClick={alerts.retry}>
            {T.tryAgain}
          </Button>
        </Alert>
      )}

      {alerts.status === 'loading' && !alerts.data && (
        <SkeletonList count={2} lines={3} className={styles.list} itemClassName={styles.card} />
      )}

      {alerts.data && list.length === 0 && (
        <div className={styles.empty}>
          <p>{T.none}</p>
          <p>{T.noneHint}</p>
          <LinkButton href={paths.jobSearch}>{T.searchRoles}</LinkButton>
        </div>
      )}

      {list.length > 0 && (
        <ul className={styles.list} aria-label={SAVE_TEXTS.jobAlerts}>
          {list.map((alert) => (
            <AlertRow key={alert.id} alert={alert} onChange={change} onDelete={setDeleting} />
          ))}
        </ul>
      )}

      <ClosingReminders />

      <Dialog
        role="alertdialog"
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={deleting && <p>{T.deleteBody(searchInWords(deleting.query))}</p>}
        busy={busy}
      >
        <DialogActions>
          <Button
            variant="secondary"
            onClick={() => setDeleting(null)}
            disabled={busy}
            data-autofocus
          >
            {T.keepAlert}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void remove()}>
            {T.deleteAlert}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

function AlertRow({
  alert,
  onChange,
  onDelete,
}: {
  alert: JobAlert;
  onChange: (alert: JobAlert, patch: Change, done: string) => Promise<boolean>;
  onDelete: (alert: JobAlert) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = `alert-${alert.id}`;
  const send = async (patch: Change, done: string) => {
    setBusy(true);
    const taken = await onChange(alert, patch, done);
    setBusy(false);
    return taken;
  };

  return (
    <li>
      <article aria-labelledby={titleId} className={styles.card}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.name}>
            {searchInWords(alert.query)}
          </h2>
          {alert.paused && <span className={styles.badge}>{T.paused}</span>}
        </div>
        <p className={styles.muted}>
          {T.createdOn(formatDate(alert.createdAt))} ·{' '}
          {alert.lastSentAt ? T.lastSent(formatDate(alert.lastSentAt)) : T.notSent}
        </p>
        <div className={styles.controls}>
          <Select
            label={T.frequency}
            value={alert.frequency}
            options={FREQUENCY_OPTIONS}
            disabled={busy}
            aria-describedby={titleId}
            onChange={(e) => void send({ frequency: e.target.value as AlertFrequency }, T.updated)}
          />
          <div className={styles.actions}>
            <LinkButton href={searchLink(alert.query)} variant="text" aria-describedby={titleId}>
              {T.openSearch}
            </LinkButton>
            <Button
              variant="secondary"
              aria-expanded={editing}
              aria-describedby={titleId}
              onClick={() => setEditing((open) => !open)}
            >
              {T.editSearch}
            </Button>
            <Button
              variant="secondary"
              aria-describedby={titleId}
              disabled={busy}
              onClick={() =>
                void send({ paused: !alert.paused }, alert.paused ? T.resumedDone : T.pausedDone)
              }
            >
              {alert.paused ? T.resume : T.pause}
            </Button>
            <Button variant="danger" aria-describedby={titleId} onClick={() => onDelete(alert)}>
              {T.delete}
            </Button>
          </div>
        </div>
        {editing && (
          <EditSearch
            query={alert.query}
            busy={busy}
            onCancel={() => setEditing(false)}
            onSave={async (query) => {
              if (await send({ query }, T.updated)) setEditing(false);
            }}
          />
        )}
      </article>
    </li>
  );
}
