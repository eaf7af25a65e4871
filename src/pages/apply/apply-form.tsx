// The application form of /apply/{jobId} (SPEC 2, 3, 5 and decision 005): names and address
// prefilled from the profile, state and city Autocompletes (city narrowed by state), salary,
// notice, referred by, the resume and cover-letter uploads and the terms checkbox. Everything
// it marks required is enforced ('Required field'). Submit posts SPEC 3's payload; when the
// profile had no address, the address given here is saved to it (decision 005). A role that
// closed while the coach was on the form answers 404 (issue 27): the form says so above its
// submit button and keeps everything typed and uploaded on screen. Issue 30: it says which
// credentials the application shares with the organisation (./credentials-sharing.tsx).

import { isApiRequestError } from '../../api/client';
import { uploadCv, uploadResume } from '../../api/files';
import { applyToJob } from '../../api/job-apply';
import { updateProfile } from '../../api/user';
import { AddressFields, NameFields } from '../../components/location/person-fields';
import { Alert } from '../../components/ui/alert/alert';
import { Button } from '../../components/ui/button/button';
import { Checkbox } from '../../components/ui/checkbox/checkbox';
import { TextField } from '../../components/ui/text-field/text-field';
import { checkDocument } from '../../components/upload/file-checks';
import { FileUpload } from '../../components/upload/file-upload';
import { to } from '../../config/links';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { UPLOAD_ACCEPT } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import {
  ApplyFormSchema,
  type ApplyForm as ApplyFormValues,
  type NamedItem,
  type Profile,
} from '../../shared/schemas';
import type { Credential } from '../../shared/schemas/credentials';
import { APPLY_TEXTS as T } from '../../shared/texts/coach';
import { COVER_LETTER, REFERRED_BY, REQUIRED_NOTE, RESUME } from '../../shared/texts/fields';
import { COACH_LIFECYCLE_TEXTS, LIFECYCLE_ERRORS } from '../../shared/texts/lifecycle';
import { showSnackbar } from '../../state/snackbar';
import styles from './apply-page.module.css';
import { ApplyPrivacy } from './apply-privacy';
import { CredentialsSharing } from './credentials-sharing';

type Values = {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  state: string;
  city: string;
  zipcode: string;
  salary: string;
  notice: string;
  referredBy: string;
  resume: number | null;
  cv: number | null;
  terms: boolean;
};

export function initialApplyValues(profile: Profile | null): Values {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    address1: profile?.address ?? '',
    address2: profile?.addressb ?? '',
    state: profile?.state ?? '',
    city: profile?.city ?? '',
    zipcode: profile?.zipcode ?? '',
    salary: '',
    notice: '',
    referredBy: '',
    resume: null,
    cv: null,
    terms: false,
  };
}

/** The profile has no address yet (decision 005: the application's address is then saved). */
function profileLacksAddress(profile: Profile | null): profile is Profile {
  return Boolean(
    profile && !(profile.address.trim() && profile.state && profile.city && profile.zipcode),
  );
}

async function saveAddressToProfile(profile: Profile, values: ApplyFormValues) {
  try {
    await updateProfile({
      firstName: values.firstName,
      lastName: values.lastName,
      mobile: profile.mobile,
      address1: values.address1,
      address2: values.address2,
      state: values.state,
      city: values.city,
      zipcode: values.zipcode,
    });
  } catch {
    // The application went through; a profile that could not be updated (e.g. no valid mobile
    // on file) changes nothing for it. The coach can complete the profile on /profile.
  }
}

export function ApplyForm({
  jobId,
  profile,
  states,
  organisation,
  credentials,
}: {
  jobId: number;
  profile: Profile | null;
  states: readonly NamedItem[];
  /** The role's organisation, and the coach's credentials it will get (null: not loaded). */
  organisation: string;
  credentials: readonly Credential[] | null;
}) {
  const form = useForm({
    schema: ApplyFormSchema,
    initialValues: initialApplyValues(profile),
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await applyToJob({
        firstName: values.firstName,
        lastName: values.lastName,
        resume: values.resume as number,
        cv: values.cv as number,
        jobId,
        salary: values.salary,
        notice: values.notice,
        referredBy: values.referredBy,
      });
      showSnackbar(MESSAGES.applicationSubmitted, 'success');
      if (profileLacksAddress(profile)) await saveAddressToProfile(profile, values);
    },
    onSuccess: () => navigateTo(to.success(jobId)),
    onError: (error) => {
      if (isApiRequestError(error) && error.status === 404) {
        form.setFieldError('_', LIFECYCLE_ERRORS.roleClosed);
      } else {
        showSnackbar(MESSAGES.applicationFailed, 'error');
      }
    },
  });

  const { errors, busy, setValue, getFieldProps, getCheckboxProps } = form;

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="apply-form-title"
    >
      <h2 id="apply-form-title" className={styles.formTitle}>
        {T.yourApplication}
      </h2>
      <p className={styles.note}>{REQUIRED_NOTE}</p>
      <NameFields field={getFieldProps} rowClassName={styles.row} />
      <AddressFields form={form} states={states} />
      <TextField label={T.salary} aria-required="true" {...getFieldProps('salary')} />
      <TextField label={T.notice} aria-required="true" {...getFieldProps('notice')} />
      <TextField label={REFERRED_BY} aria-required="true" {...getFieldProps('referredBy')} />
      <FileUpload
        label={RESUME}
        name="resume"
        accept={UPLOAD_ACCEPT}
        hint={MESSAGES.documentHint}
        required
        check={checkDocument}
        upload={async (file, options) => {
          const r = await uploadResume(file, options);
          return { id: r.resumeId, fileName: r.fileName };
        }}
        successText={MESSAGES.resumeUploaded}
        failureText={MESSAGES.resumeUploadFailed}
        onUploadedChange={(r) => setValue('resume', r ? r.id : null)}
        error={errors.resume}
      />
      <FileUpload
        label={COVER_LETTER}
        name="cv"
        accept={UPLOAD_ACCEPT}
        hint={MESSAGES.documentHint}
        required
        check={checkDocument}
        upload={async (file, options) => {
          const r = await uploadCv(file, options);
          return { id: r.cvId, fileName: r.fileName };
        }}
        successText={MESSAGES.coverLetterUploaded}
        failureText={MESSAGES.coverLetterUploadFailed}
        onUploadedChange={(r) => setValue('cv', r ? r.id : null)}
        error={errors.cv}
      />
      <CredentialsSharing credentials={credentials} organisation={organisation} />
      <Checkbox label={T.terms} aria-required="true" {...getCheckboxProps('terms')} />
      {errors._ && (
        <Alert severity="error">
          <p>{errors._}</p>
          {errors._ === LIFECYCLE_ERRORS.roleClosed && (
            <p>{COACH_LIFECYCLE_TEXTS.roleClosedKept}</p>
          )}
        </Alert>
      )}
      <ApplyPrivacy organisation={organisation} />
      <Button type="submit" busy={busy} className={styles.submit}>
        {T.submit}
      </Button>
    </form>
  );
}
