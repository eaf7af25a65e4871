// The dialog of one lifecycle action on a role (issue 27): close as filled or withdrawn (with
// "Tell the remaining applicants", ticked by default), extend an open role or reopen a closed one
// (a new closing date, and a new respond-by date when the promise would come before it). The
// dates are checked here by the rules the server keeps (shared/role-dates.ts); the server's own
// field messages (400 fields.closingDate / fields.respondBy) show on the same fields, any other
// refusal (409: already closed, taken down) above the buttons.
import { type FormEvent, useId, useState } from 'react';
import { type JobStatusBody, setJobStatus } from '../../../api/employer';
import { isApiRequestError } from '../../../api/transport';
import { CLOSING_MAX_DAYS, RESPOND_BY_MAX_DAYS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { closingDateProblem, respondByProblem } from '../../../shared/role-dates';
import { shortDate } from '../../../shared/texts/closing';
import { EMPLOYER_API_MESSAGES as EM, EMPLOYER_TEXTS as ET } from '../../../shared/texts/employer';
import {
  ORG_LIFECYCLE_TEXTS as L,
  LIFECYCLE_API,
  LIFECYCLE_ERRORS,
} from '../../../shared/texts/lifecycle';
import { addDays, daysBetween, isCalendarDate } from '../../../shared/zoned-time';
import { showSnackbar } from '../../../state/snackbar';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { Dialog, DialogActions } from '../../ui/dialog/dialog';
import { TextField } from '../../ui/text-field/text-field';
import styles from './role-lifecycle.module.css';

export type StatusAction = 'filled' | 'withdrawn' | 'extend' | 'reopen';

/** What the dialog needs of a role; `today` is the date in the role's state's zone. */
export type LifecycleRole = {
  id: number;
  name: string;
  respondBy: string | null;
  today: string;
};

const SNACKBARS: Record<string, string> = {
  [EM.roleClosed]: ET.roleClosed,
  [EM.roleReopened]: ET.roleReopened,
  [LIFECYCLE_API.roleExtended]: L.roleExtended,
};

type Errors = { closingDate?: string; respondBy?: string; _?: string };

function Dates({
  role,
  closingDate,
  respondBy,
  errors,
  needsRespondBy,
  onClosing,
  onRespondBy,
}: {
  role: LifecycleRole;
  closingDate: string;
  respondBy: string;
  errors: Errors;
  needsRespondBy: boolean;
  onClosing: (value: string) => void;
  onRespondBy: (value: string) => void;
}) {
  const base = isCalendarDate(closingDate) ? closingDate : role.today;
  return (
    <>
      <TextField
        label={L.newClosingDate}
        type="date"
        name="closingDate"
        required
        min={role.today}
        max={addDays(role.today, CLOSING_MAX_DAYS)}
        value={closingDate}
        onChange={(e) => onClosing(e.target.value)}
        hint={L.closingHint(shortDate(addDays(role.today, CLOSING_MAX_DAYS), true))}
        error={errors.closingDate}
        data-autofocus
      />
      {needsRespondBy && (
        <TextField
          label={L.newRespondBy}
          type="date"
          name="respondBy"
          required
          min={base}
          max={addDays(base, RESPOND_BY_MAX_DAYS)}
          value={respondBy}
          onChange={(e) => onRespondBy(e.target.value)}
          hint={role.respondBy ? L.newRespondByHint(shortDate(role.respondBy, true)) : undefined}
          error={errors.respondBy}
        />
      )}
    </>
  );
}

export function StatusDialog({
  role,
  action,
  onOpenChange,
  onDone,
}: {
  role: LifecycleRole;
  /** The action whose dialog is open, or null (closed). */
  action: StatusAction | null;
  onOpenChange: (open: boolean) => void;
  /** After a success: the caller reloads the role. */
  onDone: () => void;
}) {
  const [closingDate, setClosingDate] = useState('');
  const [respondBy, setRespondBy] = useState('');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** The server asked for a new respond-by date (400 fields.respondBy). */
  const [askRespondBy, setAskRespondBy] = useState(false);
  const hintId = useId();
  const [shownFor, setShownFor] = useState<StatusAction | null>(null);
  // Each opening starts afresh.
  if (action !== shownFor) {
    setShownFor(action);
    setClosingDate('');
    setRespondBy('');
    setNotify(true);
    setErrors({});
    setAskRespondBy(false);
  }

  const closing = action === 'filled' || action === 'withdrawn';
  // A new respond-by date is asked for when the promise would come before the new closing date
  // (or when the server said so).
  const needsRespondBy =
    askRespondBy ||
    (role.respondBy !== null &&
      isCalendarDate(closingDate) &&
      daysBetween(role.respondBy, closingDate) > 0);

  const check = (): Errors => {
    if (closing) return {};
    const found: Errors = {};
    const closingProblem = closingDateProblem(closingDate, role.today);
    if (closingProblem) found.closingDate = closingProblem;
    else if (needsRespondBy) {
      const problem = respondBy
        ? respondByProblem(respondBy, closingDate)
        : LIFECYCLE_ERRORS.respondBeforeNewClosing;
      if (problem) found.respondBy = problem;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action || busy) return;
    const found = check();
    setErrors(found);
    if (found.closingDate || found.respondBy) {
      const first = found.closingDate ? 'closingDate' : 'respondBy';
      document.querySelector<HTMLElement>(`dialog [name="${first}"]`)?.focus();
      return;
    }
    const body: JobStatusBody =
      action === 'filled' || action === 'withdrawn'
        ? { open: false, reason: action, notifyApplicants: notify }
        : {
            open: true,
            closingDate,
            ...(needsRespondBy && respondBy ? { respondBy } : {}),
          };
    setBusy(true);
    try {
      const result = await setJobStatus(role.id, body);
      showSnackbar(SNACKBARS[result.message] ?? `${result.message}.`, 'success');
      onOpenChange(false);
      onDone();
    } catch (error) {
      if (isApiRequestError(error) && error.kind === 'http') {
        const { closingDate: c, respondBy: r } = error.fields;
        if (r) setAskRespondBy(true);
        setErrors(c || r ? { closingDate: c, respondBy: r } : { _: error.detail });
      } else {
        setErrors({ _: MESSAGES.errorProcessingRequest });
      }
    } finally {
      setBusy(false);
    }
  };

  const title =
    action === 'filled'
      ? L.closeFilledTitle(role.name)
      : action === 'withdrawn'
        ? L.closeWithdrawnTitle(role.name)
        : action === 'extend'
          ? L.extendTitle(role.name)
          : L.reopenTitle(role.name);
  const explain = closing
    ? L.closeExplain
    : action === 'extend'
      ? L.extendExplain
      : L.reopenExplain;
  const confirm = closing
    ? L.confirmClose
    : action === 'extend'
      ? L.confirmExtend
      : L.confirmReopen;

  return (
    <Dialog
      open={action !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={<p>{explain}</p>}
      busy={busy}
    >
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        {closing ? (
          <Checkbox
            label={L.notifyApplicants}
            name="notifyApplicants"
            checked={notify}
            onChange={(e) => setNotify(e.target.checked)}
            aria-describedby={hintId}
          />
        ) : (
          action && (
            <Dates
              role={role}
              closingDate={closingDate}
              respondBy={respondBy}
              errors={errors}
              needsRespondBy={needsRespondBy}
              onClosing={(value) => {
                setClosingDate(value);
                if (errors.closingDate) setErrors((e) => ({ ...e, closingDate: undefined }));
              }}
              onRespondBy={(value) => {
                setRespondBy(value);
                if (errors.respondBy) setErrors((e) => ({ ...e, respondBy: undefined }));
              }}
            />
          )
        )}
        {closing && (
          <p id={hintId} className={styles.hint}>
            {L.notifyHint}
          </p>
        )}
        {errors._ && <Alert severity="error">{errors._}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {L.cancel}
          </Button>
          <Button type="submit" variant={closing ? 'danger' : 'primary'} busy={busy}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
