// Setting up two-step sign-in (issue 32; API.md part 2 "Trust and safety"): start (POST
// /api/user/totp/enrol), scan the QR code or type the key, confirm with a code (POST
// /api/user/totp/confirm, whose fresh token pair carrying the second factor is stored as sign-in
// stores one), then save the 10 recovery codes (list, download as .txt, copy) and say so; Done
// calls onEnabled. Used by /account and /admin, in their lazy chunks only.
import { useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../api/client';
import { confirmTotp, enrolTotp } from '../../api/totp';
import { saveBlob } from '../../lib/download-file';
import { useForm } from '../../lib/form';
import type { TotpEnrolResponse } from '../../shared/schemas/trust';
import { TotpConfirmRequestSchema } from '../../shared/schemas/trust';
import { TOTP_SETUP_TEXTS as T } from '../../shared/texts/two-factor';
import { setTokens } from '../../state/auth-actions';
import { Alert } from '../ui/alert/alert';
import { Button } from '../ui/button/button';
import { Checkbox } from '../ui/checkbox/checkbox';
import { Spinner } from '../ui/spinner/spinner';
import { TextField } from '../ui/text-field/text-field';
import { QrSvg } from './qr-svg';
import styles from './totp-setup.module.css';

/** The key as authenticator apps print it: groups of four. */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A failed call's message: the server's field message or detail for a refused code (400/401),
 * its sentence when it asks to wait (429), else `fallback`.
 */
export function codeFailure(error: unknown, fallback: string): { code?: string; form?: string } {
  if (!isApiRequestError(error)) return { form: fallback };
  if (error.fields.code) return { code: error.fields.code };
  if (error.status === 400 || error.status === 401) return { code: error.detail };
  if (error.status === 429 || error.status === 403) return { form: error.detail };
  return { form: fallback };
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The step changed under the user: take them to its heading.
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  return (
    <div className={styles.step}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {T.recoveryHeading}
      </h3>
      <p className={styles.note}>{T.recoveryNote}</p>
      <ul className={styles.codes} aria-label={T.recoveryListName}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() => {
            const file = `${T.fileHeading}\n\n${text}\n`;
            saveBlob(new Blob([file], { type: 'text/plain' }), T.fileName);
          }}
        >
          {T.download}
        </Button>
        <Button
          variant="secondary"
          onClick={async () => setStatus((await copy(text)) ? T.codesCopied : T.copyFailed)}
        >
          {T.copy}
        </Button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
      <Checkbox
        label={T.saved}
        checked={saved}
        error={error}
        onChange={(event) => {
          setSaved(event.target.checked);
          if (event.target.checked) setError(null);
        }}
      />
      <Button
        onClick={() => {
          if (saved) onDone();
          else setError(T.savedRequired);
        }}
      >
        {T.done}
      </Button>
    </div>
  );
}

function ConfirmStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolResponse;
  onConfirmed: (codes: string[]) => void;
}) {
  const first = useRef<HTMLDivElement>(null);
  const [keyStatus, setKeyStatus] = useState('');
  useEffect(() => first.current?.focus(), []);
  const form = useForm({
    schema: TotpConfirmRequestSchema,
    initialValues: { code: '' },
    onSubmit: async ({ code }) => {
      const answer = await confirmTotp(code);
      // The new pair carries the second factor: stored exactly as a sign-in stores its pair.
      setTokens({ token: answer.token, refresh_token: answer.refresh_token });
      onConfirmed(answer.recoveryCodes);
    },
    onError: (error) => {
      const failure = codeFailure(error, T.startFailed);
      if (failure.code) form.setFieldError('code', failure.code);
      if (failure.form) form.setFieldError('_', failure.form);
    },
  });
  return (
    <>
      <div ref={first} tabIndex={-1} className={styles.step}>
        <p className={styles.note}>{T.scanStep}</p>
        <QrSvg value={enrolment.uri} label={T.qrName} />
        <p className={styles.note}>{T.keyIntro}</p>
        <p className={styles.key}>{groupKey(enrolment.secret)}</p>
        <div className={styles.row}>
          <Button
            variant="secondary"
            onClick={async () =>
              setKeyStatus((await copy(enrolment.secret)) ? T.keyCopied : T.copyFailed)
            }
          >
            {T.copyKey}
          </Button>
          <p role="status" className={styles.status}>
            {keyStatus}
          </p>
        </div>
      </div>
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <p className={styles.note}>{T.codeStep}</p>
        {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
        <TextField
          label={T.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-required="true"
          {...form.getFieldProps('code')}
        />
        <div>
          <Button type="submit" busy={form.busy}>
            {T.turnOn}
          </Button>
        </div>
      </form>
    </>
  );
}

export function TotpSetup({
  onEnabled,
  autoStart = false,
}: {
  onEnabled: () => void;
  /** Start at once (the caller's own button opened it), without the intro and start button. */
  autoStart?: boolean;
}) {
  const [step, setStep] = useState<
    | { name: 'start' | 'loading' }
    | { name: 'error'; message: string }
    | { name: 'confirm'; enrolment: TotpEnrolResponse }
    | { name: 'codes'; codes: string[] }
  >({ name: autoStart ? 'loading' : 'start' });
  const running = useRef<AbortController | null>(null);

  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStep({ name: 'loading' });
    try {
      const enrolment = await enrolTotp({ signal: controller.signal });
      if (!controller.signal.aborted) setStep({ name: 'confirm', enrolment });
    } catch (error) {
      // 409 (already on, e.g. set up in another tab) and 429 say why in the server's words.
      const told = isApiRequestError(error) && (error.status === 409 || error.status === 429);
      const message = told ? error.detail : T.startFailed;
      if (!controller.signal.aborted) setStep({ name: 'error', message });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount, when asked to
  useEffect(() => {
    if (autoStart) start();
    return () => running.current?.abort();
  }, []);

  return (
    <div className={styles.setup}>
      {(step.name === 'start' || step.name === 'loading' || step.name === 'error') && (
        <div className={styles.step}>
          {!autoStart && <p className={styles.note}>{T.intro}</p>}
          {step.name === 'error' && <Alert severity="error">{step.message}</Alert>}
          {autoStart && step.name === 'loading' && <Spinner size={24} />}
          {(!autoStart || step.name !== 'loading') && (
            <Button busy={step.name === 'loading'} onClick={start}>
              {T.start}
            </Button>
          )}
        </div>
      )}
      {step.name === 'confirm' && (
        <ConfirmStep
          enrolment={step.enrolment}
          onConfirmed={(codes) => setStep({ name: 'codes', codes })}
        />
      )}
      {step.name === 'codes' && <RecoveryCodes codes={step.codes} onDone={onEnabled} />}
    </div>
  );
}
