// /employer/profile (issue 10): the organisation's public page details (about, website, type,
// city) and its logo (PNG, JPEG or SVG up to 1 MB, previewed before upload; the server checks
// the content and sanitizes SVG), with a link to the public /org?orgId= page.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { getOrgProfile, updateOrgProfile, uploadLogo } from '../../api/employer';
import { getLocations, getOrgTypes } from '../../api/lookups';
import { failureDetail } from '../../components/auth-panel/start-session';
import { BackToRoles } from '../../components/employer/back-to-roles';
import styles from '../../components/employer/employer.module.css';
import { LoadError } from '../../components/employer/load-error';
import { Alert } from '../../components/ui/alert/alert';
import { Autocomplete } from '../../components/ui/autocomplete/autocomplete';
import { Button } from '../../components/ui/button/button';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { TextArea } from '../../components/ui/text-field/text-area';
import { TextField } from '../../components/ui/text-field/text-field';
import { to } from '../../config/paths';
import { useForm } from '../../lib/form';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { MESSAGES } from '../../shared/messages';
import {
  LOGO_ACCEPT,
  MAX_ABOUT_CHARS,
  MAX_LOGO_BYTES,
  type OrgProfile,
  OrgProfileFormSchema,
} from '../../shared/schemas';
import { LOGO_TOO_LARGE } from '../../shared/texts/api-errors';
import {
  CHOOSE_A_CITY,
  DETAILS,
  ORG_PROFILE_TEXTS as O,
  EMPLOYER_TEXTS as T,
} from '../../shared/texts/employer';
import { CITY, ORGANISATION_TYPE } from '../../shared/texts/fields';
import { showSnackbar } from '../../state/snackbar';
import page from './employer-profile-page.module.css';

type Loaded = { profile: OrgProfile; orgTypes: string[]; cities: string[] };

async function load(signal: AbortSignal): Promise<Loaded> {
  const [profile, orgTypes, cities] = await Promise.all([
    getOrgProfile({ signal, mainLoad: true }),
    getOrgTypes({ signal }),
    getLocations(null, { signal }),
  ]);
  return {
    profile,
    orgTypes,
    cities: [...new Set(cities.map((c) => c.name))].sort((a, b) => a.localeCompare(b)),
  };
}

function LogoUpload({ profile }: { profile: OrgProfile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [current, setCurrent] = useState(profile.logo ? `${profile.logo}?v=0` : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The preview is a data: URL: the CSP (API.md) allows images from 'self' and data: only, so a
  // blob: URL would be blocked. The file is at most 1 MB.
  useEffect(() => {
    setPreview(null);
    if (!file?.type.startsWith('image/') || typeof FileReader !== 'function') return;
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file]);

  const choose = (chosen: File | null) => {
    setError(null);
    if (chosen && chosen.size > MAX_LOGO_BYTES) {
      setFile(null);
      setError(LOGO_TOO_LARGE);
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      setError(MESSAGES.required);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await uploadLogo(file);
      setCurrent(`${result.logo}?v=${Date.now()}`);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      showSnackbar(T.logoUploaded, 'success');
    } catch (e) {
      setError(failureDetail(e, T.logoFailed));
      showSnackbar(T.logoFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? current;
  return (
    <section className={styles.card} aria-labelledby="logo-heading">
      <h2 id="logo-heading" className={page.sectionTitle}>
        {O.logo}
      </h2>
      <div className={page.logoRow}>
        <div className={page.logoBox}>
          {shown ? (
            <img
              src={shown}
              alt={preview ? O.logoPreview : O.logoOf(profile.name)}
              width={112}
              height={112}
              className={page.logo}
            />
          ) : (
            <span className={styles.muted}>{O.noLogo}</span>
          )}
        </div>
        <div className={page.logoControls}>
          <label htmlFor="logo-file" className={page.fileLabel}>
            {O.chooseLogo}
          </label>
          <input
            ref={inputRef}
            id="logo-file"
            name="logo"
            type="file"
            accept={LOGO_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'logo-error' : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          {error && (
            <span id="logo-error" className={page.error}>
              {error}
            </span>
          )}
          <div>
            <Button type="button" busy={busy} onClick={() => void upload()}>
              {O.uploadLogo}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function ProfileForm({ data }: { data: Loaded }) {
  const { profile } = data;
  const form = useForm({
    schema: OrgProfileFormSchema,
    initialValues: {
      about: profile.about,
      website: profile.website,
      orgType: profile.orgType,
      city: profile.city,
      state: profile.state,
    },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      const result = await updateOrgProfile(values);
      showSnackbar(T.orgUpdated, 'success');
      return result;
    },
    onError: (error) => {
      showSnackbar(MESSAGES.errorProcessingRequest, 'error');
      form.setFieldError('_', failureDetail(error, MESSAGES.errorProcessingRequest));
    },
  });
  return (
    <form
      className={styles.card}
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="details-heading"
    >
      <h2 id="details-heading" className={page.sectionTitle}>
        {DETAILS}
      </h2>
      {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
      <TextArea
        label={O.about}
        rows={6}
        maxLength={MAX_ABOUT_CHARS}
        hint={O.aboutHint(MAX_ABOUT_CHARS)}
        {...form.getFieldProps('about')}
      />
      <TextField
        label={O.website}
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="url"
        {...form.getFieldProps('website')}
      />
      <div className={page.row}>
        <Autocomplete
          label={ORGANISATION_TYPE}
          name="orgType"
          options={data.orgTypes}
          value={form.values.orgType}
          onValueChange={(value) => form.setValue('orgType', value)}
          error={form.errors.orgType}
        />
        <Autocomplete
          label={CITY}
          name="city"
          options={data.cities}
          value={form.values.city}
          onValueChange={(value) => form.setValue('city', value)}
          placeholder={CHOOSE_A_CITY}
          error={form.errors.city ?? form.errors.state}
        />
      </div>
      <div>
        <Button type="submit" busy={form.busy}>
          {O.saveDetails}
        </Button>
      </div>
    </form>
  );
}

export default function EmployerProfilePage() {
  usePageTitle(T.profileTitle);
  const state = useLoad(load, []);
  return (
    <div className={styles.page}>
      <BackToRoles />
      <div className={styles.head}>
        <h1>{state.data ? O.titleFor(state.data.profile.name) : T.profileTitle}</h1>
        {state.data && <Link href={to.org(state.data.profile.id)}>{O.viewPublicPage}</Link>}
      </div>
      {state.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label={O.loading}>
          <Skeleton lines={6} />
        </div>
      )}
      {state.status === 'error' && <LoadError onRetry={state.retry} />}
      {state.status === 'success' && (
        <div className={page.grid}>
          <ProfileForm data={state.data} />
          <LogoUpload profile={state.data.profile} />
        </div>
      )}
    </div>
  );
}
