// The Credentials section's form (issue 30), adding one or editing one: the type (a native
// select), then that type's fields: a WWCC's issuing state, card number (the state's published
// format as a hint: credentials.ts) and Employee or Volunteer; an accreditation's sport (an
// Autocomplete over /api/sportstype/list) and level; another credential's name. Every type has
// its issued and expiry dates and an optional document (PDF, PNG or JPEG, uploaded on choice like
// a resume). Validated with the shared request schema (its field messages); the server's field
// messages land on the same fields, and a refusal without fields (409 beyond 30) above the buttons.
// Changing the type clears the fields the new type does not use.
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { isApiRequestError } from '../../../api/client';
import {
  addCredential,
  updateCredential,
  uploadCredentialDocument,
} from '../../../api/credentials';
import { getSportsTypes } from '../../../api/lookups';
import { Alert } from '../../../components/ui/alert/alert';
import { Autocomplete } from '../../../components/ui/autocomplete/autocomplete';
import { Button } from '../../../components/ui/button/button';
import { Select } from '../../../components/ui/select/select';
import { TextField } from '../../../components/ui/text-field/text-field';
import { FileUpload } from '../../../components/upload/file-upload';
import { useForm } from '../../../lib/form';
import { useLoad } from '../../../lib/use-load';
import {
  ACCREDITATION_LEVELS,
  CREDENTIAL_TYPES,
  cardNumberExample,
  WWCC_STATES,
  WWCC_TYPES,
} from '../../../shared/credentials';
import { type Credential, CredentialRequestSchema } from '../../../shared/schemas/credentials';
import { CREDENTIAL_LABELS as L } from '../../../shared/texts/credentials';
import { CREDENTIAL_TYPE_LABELS, CREDENTIALS_UI as T } from '../../../shared/texts/credentials-ui';
import { REQUIRED_NOTE } from '../../../shared/texts/fields';
import { showSnackbar } from '../../../state/snackbar';
import styles from './credentials.module.css';
import { CREDENTIAL_DOCUMENT_ACCEPT, checkCredentialDocument } from './document-check';

export type CredentialValues = {
  type: string;
  state: string;
  number: string;
  wwccType: string;
  level: string;
  sportType: string;
  name: string;
  issuedOn: string;
  expiresOn: string;
  fileId: number | null;
};

const EMPTY: CredentialValues = {
  type: '',
  state: '',
  number: '',
  wwccType: '',
  level: '',
  sportType: '',
  name: '',
  issuedOn: '',
  expiresOn: '',
  fileId: null,
};

/** The fields only some types use, by type (the rest are cleared when the type changes). */
const OWN_FIELDS: Record<string, readonly (keyof CredentialValues)[]> = {
  WWCC: ['state', 'number', 'wwccType'],
  'Coaching accreditation': ['sportType', 'level'],
  Other: ['name'],
};
const TYPED_FIELDS = ['state', 'number', 'wwccType', 'sportType', 'level', 'name'] as const;

export function credentialToValues(c: Credential | null): CredentialValues {
  if (!c) return EMPTY;
  return {
    type: c.type,
    state: c.state ?? '',
    number: c.number ?? '',
    wwccType: c.wwccType ?? '',
    level: c.level ?? '',
    sportType: c.sportType ?? '',
    name: c.name ?? '',
    issuedOn: c.issuedOn ?? '',
    expiresOn: c.expiresOn ?? '',
    fileId: c.fileId,
  };
}

/** A refusal's text for the form (a 409's detail, say), when it named no field. */
function refusalText(error: unknown): string {
  if (isApiRequestError(error) && error.kind === 'http') return error.detail;
  return T.saveFailed;
}

export function CredentialForm({
  credential,
  onSaved,
  onCancel,
}: {
  /** The credential to edit, or null to add one. */
  credential: Credential | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm({
    schema: CredentialRequestSchema,
    initialValues: credentialToValues(credential),
    resetOnSuccess: false,
    onSubmit: async (values) => {
      if (credential) await updateCredential(credential.id, values);
      else await addCredential(values);
      showSnackbar(credential ? T.updated : T.added, 'success');
      onSaved();
    },
    onError: (error) => {
      const fields = isApiRequestError(error) ? error.fields : {};
      if (!Object.keys(fields).length) form.setFieldError('_', refusalText(error));
    },
  });
  const { values, errors, getFieldProps, setValue } = form;
  const type = values.type;
  const needsSport = type === 'Coaching accreditation';
  const sports = useLoad(needsSport ? (signal) => getSportsTypes({ signal }) : null, [needsSport]);

  // The form opens with the keyboard on its heading (the section's Add or Edit opened it).
  useEffect(() => headingRef.current?.focus(), []);

  const onTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    const keep = OWN_FIELDS[next] ?? [];
    const cleared: Partial<CredentialValues> = {};
    for (const f of TYPED_FIELDS) if (!keep.includes(f)) cleared[f] = '';
    form.setValues(cleared);
    setValue('type', next);
    for (const f of TYPED_FIELDS) if (!keep.includes(f)) form.setFieldError(f, undefined);
  };

  const example = values.state ? cardNumberExample(values.state) : null;
  const numberHint = values.state
    ? example
      ? T.cardExample(example)
      : T.cardGeneric
    : T.chooseStateFirst;
  const what = credential ? (CREDENTIAL_TYPE_LABELS[credential.type] ?? credential.type) : '';
  const title = credential ? T.editTitle(what) : T.addTitle;
  const wwcc = type === 'WWCC';

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {title}
      </h3>
      <p className={styles.note}>{REQUIRED_NOTE}</p>
      <Select
        label={L.type}
        aria-required="true"
        {...getFieldProps('type')}
        onChange={onTypeChange}
      >
        <option value="">{T.choose}</option>
        {CREDENTIAL_TYPES.map((t) => (
          <option key={t} value={t}>
            {CREDENTIAL_TYPE_LABELS[t] ?? t}
          </option>
        ))}
      </Select>
      {wwcc && (
        <div className={styles.row}>
          <Select label={L.state} aria-required="true" {...getFieldProps('state')}>
            <option value="">{T.choose}</option>
            {WWCC_STATES.map((s) => (
              <option key={s.code} value={s.name}>
                {s.name}
              </option>
            ))}
          </Select>
          <TextField
            label={L.number}
            aria-required="true"
            autoComplete="off"
            spellCheck={false}
            hint={numberHint}
            {...getFieldProps('number')}
          />
          <Select label={L.wwccType} aria-required="true" {...getFieldProps('wwccType')}>
            <option value="">{T.choose}</option>
            {WWCC_TYPES.map((w) => (
              <option key={w} value={w}>
                {T.wwccTypes[w] ?? w}
              </option>
            ))}
          </Select>
        </div>
      )}
      {needsSport && (
        <div className={styles.row}>
          <Autocomplete
            label={T.optional(L.sportType)}
            name="sportType"
            options={(sports.data ?? []).map((s) => s.name)}
            loading={sports.status === 'loading'}
            value={values.sportType}
            onValueChange={(v) => setValue('sportType', v)}
            placeholder={T.chooseSport}
            noOptionsText={T.noMatchingSports}
            error={errors.sportType}
          />
          <Select label={L.level} aria-required="true" {...getFieldProps('level')}>
            <option value="">{T.choose}</option>
            {ACCREDITATION_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </div>
      )}
      {type === 'Other' && (
        <TextField label={L.name} aria-required="true" {...getFieldProps('name')} />
      )}
      <div className={styles.row}>
        <TextField type="date" label={T.optional(L.issuedOn)} {...getFieldProps('issuedOn')} />
        <TextField
          type="date"
          label={wwcc ? L.expiresOn : T.optional(L.expiresOn)}
          aria-required={wwcc ? 'true' : undefined}
          {...getFieldProps('expiresOn')}
        />
      </div>
      <FileUpload
        label={T.optional(L.document)}
        name="fileId"
        accept={CREDENTIAL_DOCUMENT_ACCEPT}
        hint={T.documentHint}
        check={checkCredentialDocument}
        upload={async (file, options) => {
          const r = await uploadCredentialDocument(file, options);
          return { id: r.fileId, fileName: r.fileName };
        }}
        successText={T.documentUploaded}
        failureText={T.documentUploadFailed}
        // A new choice that fails (or is cancelled) keeps the document the credential had.
        onUploadedChange={(r) => setValue('fileId', r ? r.id : (credential?.fileId ?? null))}
        initialFileName={credential?.fileName ?? null}
        error={errors.fileId}
      />
      {errors._ && (
        <Alert severity="error">
          <p>{errors._}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy}>
          {T.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
