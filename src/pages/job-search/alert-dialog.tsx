// The job alert dialog of /jobsearch (issue 26), its own chunk: loaded when 'Get job alerts for
// this search' is first pressed. It names the search in words ('Coach roles in NSW, Netball'),
// asks how often (instant, daily, weekly) and, for a visitor, the e-mail address. A coach's alert
// is created at once (POST /api/alerts; a snackbar links to /alerts); a visitor's waits for the
// link mailed to them (202: the answer is the same for every address, shown in the dialog).
// The alert keeps the search's coaching-context facets too (issue 29), named after the rest.
import { useId, useState } from 'react';
import { createAlert, createVisitorAlert } from '../../api/alerts';
import { isApiRequestError } from '../../api/client';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Dialog, DialogActions } from '../../components/ui/dialog/dialog';
import { TextField } from '../../components/ui/text-field/text-field';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { LIST_FACETS, type ListFacet } from '../../lib/search-params';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../shared/constants';
import { AlertFormSchema, VisitorAlertFormSchema } from '../../shared/schemas/alerts';
import {
  ALERTS_API,
  FREQUENCY_HINTS,
  FREQUENCY_LABELS,
  type SearchInWords,
  searchInWords,
  ALERT_TEXTS as T,
} from '../../shared/texts/alerts';
import { showSnackbar } from '../../state/snackbar';
import styles from './alert-dialog.module.css';

export type AlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search's filters (those of GET /api/job/list); minPay as the URL has it ('' none). */
  query: Required<Omit<SearchInWords, 'minPay'>> & { minPay?: string } & Partial<
      Record<ListFacet, readonly string[]>
    >;
  /** A signed-in coach (else a visitor, who gives an e-mail address). */
  coach: boolean;
};

export default function AlertDialog({ open, onOpenChange, query, coach }: AlertDialogProps) {
  const id = useId();
  // The facets chosen (those with values), as lists.
  const facets = Object.fromEntries(
    LIST_FACETS.flatMap((key) => (query[key]?.length ? [[key, [...(query[key] ?? [])]]] : [])),
  );
  const [sent, setSent] = useState(false);
  const form = useForm({
    schema: coach ? AlertFormSchema : VisitorAlertFormSchema,
    initialValues: { email: '', frequency: 'daily' as AlertFrequency },
    resetOnSuccess: false,
    onSubmit: async (values: { email?: string; frequency: AlertFrequency }) => {
      const { minPay = '', title, orgtype, location, interests } = query;
      const body = {
        query: {
          title,
          orgtype,
          location,
          interests: [...interests],
          ...facets,
          ...(minPay !== '' && { minPay: Number(minPay) }),
        },
        frequency: values.frequency,
      };
      if (coach) await createAlert(body);
      else {
        await createVisitorAlert({ ...body, email: values.email ?? '' });
        setSent(true);
      }
    },
    onSuccess: () => {
      if (!coach) return;
      onOpenChange(false);
      showSnackbar(T.created, 'success', {
        label: T.manage,
        onAction: () => navigateTo(paths.alerts),
      });
    },
  });
  // The server's own words (a field it refused, 409 past 20 alerts, 429, no connection).
  const failure = form.submitError;
  const failureText =
    isApiRequestError(failure) && (failure.kind === 'http' || failure.kind === 'network')
      ? Object.values(failure.fields).join(' ') || failure.detail
      : T.failed;
  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.dialogTitle}
      description={
        <p>
          {T.forSearch}{' '}
          <strong>{[searchInWords(query), ...Object.values(facets).flat()].join(', ')}</strong>
        </p>
      }
      busy={form.status === 'submitting'}
    >
      {sent ? (
        <>
          <Alert severity="success">{ALERTS_API.checkEmail}</Alert>
          <DialogActions>
            <Button onClick={close} data-autofocus>
              {T.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form className={styles.alertForm} onSubmit={form.handleSubmit} noValidate>
          <fieldset className={styles.frequencies}>
            <legend>{T.frequency}</legend>
            {ALERT_FREQUENCIES.map((f) => (
              <div key={f} className={styles.frequency}>
                <input
                  id={`${id}-${f}`}
                  type="radio"
                  name="frequency"
                  value={f}
                  checked={form.values.frequency === f}
                  onChange={() => form.setValue('frequency', f)}
                  aria-describedby={`${id}-${f}-hint`}
                />
                <label htmlFor={`${id}-${f}`}>{FREQUENCY_LABELS[f]}</label>
                <span id={`${id}-${f}-hint`} className={styles.frequencyHint}>
                  {FREQUENCY_HINTS[f]}
                </span>
              </div>
            ))}
          </fieldset>
          {!coach && (
            <TextField
              label={T.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              hint={T.emailHint}
              required
              {...form.getFieldProps('email')}
            />
          )}
          {form.status === 'error' && !form.errors.email && (
            <Alert severity="error">{failureText}</Alert>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={form.busy}>
              {T.cancel}
            </Button>
            <Button type="submit" busy={form.busy}>
              {T.create}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
