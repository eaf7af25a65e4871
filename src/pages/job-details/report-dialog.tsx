// The report dialog (issue 32; API.md part 2 POST /api/report): a reason (a native radio group in
// a fieldset, APG "radio group": arrows move and choose, Tab leaves), optional details of at most
// REPORT_DETAILS_MAX characters with a live count (beyond it the field's message shows and nothing
// is sent), Send. Works signed out; signed in, the bearer goes with it. Success closes the dialog
// with a snackbar; a refusal (429 with the rate limit's detail, 404 for a role gone) shows the
// API's detail above the buttons. Its own chunk, loaded by ./report-role.tsx on the first press.
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { sendReport } from '../../api/report';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { TextArea } from '../../components/ui/text-field/text-area';
import { MESSAGES as M } from '../../shared/messages';
import { REPORT_ROLE } from '../../shared/texts/details';
import { REPORT_TEXTS as T } from '../../shared/texts/report';
import {
  TRUST_ERRORS as E,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '../../shared/texts/trust';
import { showSnackbar } from '../../state/snackbar';
import styles from './report-dialog.module.css';

type Errors = { reason?: string; details?: string; _?: string };

export default function ReportDialog({
  jobId,
  open,
  onOpenChange,
}: {
  jobId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(open);
  const firstRadio = useRef<HTMLInputElement>(null);
  // Each opening starts afresh.
  if (open !== shown) {
    setShown(open);
    if (open) {
      setReason(null);
      setDetails('');
      setErrors({});
    }
  }
  const tooLong = details.length > REPORT_DETAILS_MAX;
  const detailsError = tooLong ? M.atMostChars(REPORT_DETAILS_MAX) : errors.details;
  const reasonErrorId = `${id}-reason-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setErrors({ reason: E.unknownReason });
      firstRadio.current?.focus();
      return;
    }
    if (tooLong) {
      setErrors({});
      document.getElementById(`${id}-details`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendReport({ jobId, reason, details: details.trim() });
      showSnackbar(T.received, 'success');
      onOpenChange(false);
    } catch (error) {
      if (isApiRequestError(error) && error.kind === 'http') {
        const { reason: r, details: d } = error.fields;
        setErrors(r || d ? { reason: r, details: d } : { _: error.detail });
      } else {
        setErrors({ _: M.errorProcessingRequest });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={REPORT_ROLE}
      description={<p>{T.explain}</p>}
      busy={busy}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.reasons}>
          <legend>{T.reason}</legend>
          {REPORT_REASONS.map((r, i) => (
            <label key={r} className={styles.reason}>
              <input
                ref={i === 0 ? firstRadio : undefined}
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? reasonErrorId : undefined}
                data-autofocus={i === 0 ? '' : undefined}
              />
              {r}
            </label>
          ))}
          {errors.reason && (
            <span id={reasonErrorId} className={styles.error}>
              {errors.reason}
            </span>
          )}
        </fieldset>
        <TextArea
          id={`${id}-details`}
          label={T.details}
          name="details"
          rows={4}
          value={details}
          onChange={(e) => {
            setDetails(e.target.value);
            if (errors.details) setErrors((x) => ({ ...x, details: undefined }));
          }}
          hint={T.count(details.length, REPORT_DETAILS_MAX)}
          error={detailsError}
        />
        {errors._ && <Alert severity="error">{errors._}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" busy={busy}>
            {T.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
