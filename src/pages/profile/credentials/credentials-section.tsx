// /profile's "Credentials" section (issue 30 = API.md part 2 "Credentials (issue 18)"), id
// `credentials`: /profile#credentials (the fit panel's link, the reminder mails) lands here and
// puts the keyboard on its heading once the list is in. The list shows each credential's type,
// a WWCC's state, number and kind, the dates, the document (downloaded by its owner) and its
// status at a glance as text with an icon (./credential-status.tsx); Add and Edit open the form
// (./credential-form.tsx) in place, Remove asks first in an alert dialog. Loaded with useLoad;
// a save loads the list again (the server gives each credential's status on the coach's today).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../../api/client';
import { deleteCredential, getCredentials } from '../../../api/credentials';
import { Alert } from '../../../components/ui/alert/alert';
import { Button } from '../../../components/ui/button/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog/dialog';
import { FileIcon } from '../../../components/ui/icons/icons';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { downloadOwnFile } from '../../../lib/download-file';
import { formatDate } from '../../../lib/format-date';
import { useLoad } from '../../../lib/use-load';
import type { Credential } from '../../../shared/schemas/credentials';
import { CREDENTIAL_LABELS as L } from '../../../shared/texts/credentials';
import { CREDENTIAL_TYPE_LABELS, CREDENTIALS_UI as T } from '../../../shared/texts/credentials-ui';
import { LOADING, TRY_AGAIN } from '../../../shared/texts/shell';
import { showSnackbar } from '../../../state/snackbar';
import { CredentialForm } from './credential-form';
import { CredentialStatus } from './credential-status';
import styles from './credentials.module.css';

export const CREDENTIALS_SECTION_ID = 'credentials';

/** A refused removal's text: the server's reason, else the section's own. */
const removeFailure = (error: unknown) =>
  isApiRequestError(error) && error.kind === 'http' ? error.detail : T.removeFailed;

/** What a credential is called in the list and in its buttons' names. */
export function credentialTitle(c: Credential): string {
  const type = CREDENTIAL_TYPE_LABELS[c.type] ?? c.type;
  if (c.type === 'Other') return c.name || type;
  if (c.type === 'Coaching accreditation') {
    const detail = [c.sportType, c.level].filter(Boolean).join(', ');
    return detail ? `${type} (${detail})` : type;
  }
  return type;
}

function CredentialItem({
  credential: c,
  onEdit,
  onRemove,
  disabled,
  children,
}: {
  credential: Credential;
  onEdit: () => void;
  onRemove: () => void;
  disabled: boolean;
  /** The form editing it, under it. */
  children?: ReactNode;
}) {
  const title = credentialTitle(c);
  const wwcc = [c.state, c.number, c.wwccType && (T.wwccTypes[c.wwccType] ?? c.wwccType)].filter(
    Boolean,
  );
  const dates = [
    c.issuedOn ? T.issued(formatDate(c.issuedOn)) : '',
    c.expiresOn ? T.expires(formatDate(c.expiresOn)) : T.noExpiry,
  ].filter(Boolean);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{title}</h3>
        <CredentialStatus credential={c} />
      </div>
      {wwcc.length > 0 && <p className={styles.detail}>{wwcc.join(' · ')}</p>}
      <p className={styles.detail}>{dates.join(' · ')}</p>
      {c.fileId !== null && (
        <Button
          variant="text"
          className={styles.document}
          aria-label={T.download(c.fileName ?? L.document)}
          onClick={() => void downloadOwnFile(c.fileId as number, c.fileName ?? 'credential')}
        >
          <FileIcon size={16} /> {c.fileName ?? L.document}
        </Button>
      )}
      <div className={styles.itemActions}>
        <Button
          variant="secondary"
          aria-label={T.editLabel(title)}
          onClick={onEdit}
          disabled={disabled}
        >
          {T.edit}
        </Button>
        <Button
          variant="text"
          aria-label={T.removeLabel(title)}
          onClick={onRemove}
          disabled={disabled}
        >
          {T.remove}
        </Button>
      </div>
      {children}
    </li>
  );
}

export function CredentialsSection() {
  const list = useLoad((signal) => getCredentials({ signal }), []);
  /** The form: closed, adding ('new') or editing a credential. */
  const [editing, setEditing] = useState<Credential | 'new' | null>(null);
  const [removing, setRemoving] = useState<Credential | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const landed = useRef(false);

  // /profile#credentials: once the list is in, the keyboard (and the view) land on the heading.
  useEffect(() => {
    if (landed.current || list.status !== 'success') return;
    landed.current = true;
    if (window.location.hash !== `#${CREDENTIALS_SECTION_ID}`) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [list.status]);

  const open = (what: Credential | 'new') => {
    // Add is replaced by its form: focus comes back to the Add button rendered after it.
    opener.current = what === 'new' ? null : (document.activeElement as HTMLElement | null);
    setEditing(what);
  };
  /** Back to where the form was opened from, else the heading (a removed credential's button). */
  const returnFocus = () =>
    setTimeout(() => {
      const back = opener.current ?? addRef.current;
      if (back?.isConnected && !(back as HTMLButtonElement).disabled) back.focus();
      else headingRef.current?.focus();
    }, 0);

  const close = () => {
    setEditing(null);
    returnFocus();
  };
  const saved = () => {
    close();
    list.retry();
  };

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await deleteCredential(removing.id);
      const gone = removing.id;
      list.update((data) => data.filter((c) => c.id !== gone));
      setRemoving(null);
      showSnackbar(T.removed, 'success');
      opener.current = null;
      returnFocus();
    } catch (error) {
      showSnackbar(removeFailure(error), 'error');
    } finally {
      setRemoveBusy(false);
    }
  };

  const credentials = list.data ?? [];
  return (
    <section
      id={CREDENTIALS_SECTION_ID}
      className={styles.section}
      aria-labelledby="credentials-title"
      aria-busy={list.status === 'loading' || undefined}
    >
      <h2 id="credentials-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {L.section}
      </h2>
      <p className={styles.note}>{T.intro}</p>
      {list.status === 'error' && (
        <Alert severity="error">
          <p>{T.loadFailed}</p>
          <Button variant="secondary" onClick={list.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      )}
      {list.status === 'loading' && !list.data && (
        <div>
          <span className="visually-hidden" role="status">
            {LOADING}
          </span>
          <Skeleton lines={2} height="3rem" />
        </div>
      )}
      {list.data &&
        (credentials.length ? (
          <ul className={styles.list} aria-label={T.listLabel}>
            {credentials.map((c) => (
              <CredentialItem
                key={c.id}
                credential={c}
                disabled={editing !== null}
                onEdit={() => open(c)}
                onRemove={() => {
                  opener.current = document.activeElement as HTMLElement | null;
                  setRemoving(c);
                }}
              >
                {editing !== null && editing !== 'new' && editing.id === c.id && (
                  <CredentialForm credential={c} onSaved={saved} onCancel={close} />
                )}
              </CredentialItem>
            ))}
          </ul>
        ) : (
          <p>{T.empty}</p>
        ))}
      {editing === 'new' ? (
        <CredentialForm credential={null} onSaved={saved} onCancel={close} />
      ) : (
        list.data && (
          <Button
            ref={addRef}
            variant="secondary"
            className={styles.add}
            onClick={() => open('new')}
            disabled={editing !== null}
          >
            {T.add}
          </Button>
        )
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        role="alertdialog"
        busy={removeBusy}
        title={removing ? T.removeTitle(credentialTitle(removing)) : ''}
        description={T.removeDescription}
      >
        <DialogActions>
          <Button
            variant="secondary"
            onClick={() => setRemoving(null)}
            disabled={removeBusy}
            data-autofocus
          >
            {T.cancel}
          </Button>
          <Button variant="danger" busy={removeBusy} onClick={() => void remove()}>
            {T.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
