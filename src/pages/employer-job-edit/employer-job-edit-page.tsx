// /employer/jobs/new and /employer/jobs/{id} (issue 10): every Job field of SPEC 3 (title, city,
// minimum level, role type, categories, salary, interest tags and the four rich-text fields), a
// Preview tab that shows the role exactly as coaches will see it (JobDetailsView), and for an
// existing role a link to its applicants. Issue 27: a new role's closing date (offered 30 days
// ahead), the respond-by promise, and an existing role's close / extend / reopen actions.
// Issue 28: structured pay (role-pay-fields.tsx), the salary text written from it when empty.
// Issue 29: the coaching context (role-context-fields.tsx), the sports loaded with the lookups.
// Issue 30: the requirements (role-requirements-fields.tsx), listed in the Preview too.
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { isApiRequestError } from '../../api/client';
import { getOrgJob, getOrgProfile, postJob, updateJob } from '../../api/employer';
import { getSportsTypes, getStates, getTagList } from '../../api/form-lookups';
import { getLocations } from '../../api/lookups';
import { failureDetail } from '../../components/auth-panel/start-session';
import { RequirementList, requirementItems } from '../../components/credentials/requirement-list';
import { BackToRoles } from '../../components/employer/back-to-roles';
import styles from '../../components/employer/employer.module.css';
import { LoadError } from '../../components/employer/load-error';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { RoleActions, RoleBadge } from '../../components/employer/role-lifecycle/role-lifecycle';
import { JobDetailsView } from '../../components/job/job-details-view';
import { RichTextEditor } from '../../components/rich-text-editor/rich-text-editor';
import { Alert } from '../../components/ui/alert/alert';
import { Autocomplete } from '../../components/ui/autocomplete/autocomplete';
import { Button, LinkButton } from '../../components/ui/button/button';
import { Select } from '../../components/ui/select/select';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs/tabs';
import { TagSelect } from '../../components/ui/tag-select/tag-select';
import { TextField } from '../../components/ui/text-field/text-field';
import { to } from '../../config/links';
import { paths } from '../../config/paths';
import { useForm } from '../../lib/form';
import { navigateTo } from '../../lib/navigation';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { CLOSING_DEFAULT_DAYS, ROLE_TYPES } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { payText } from '../../shared/pay';
import type { JobPostRequest, OrgJob } from '../../shared/schemas';
import {
  CATEGORIES,
  DESCRIPTION,
  DESIRED_SKILLS,
  MANDATORY_SKILLS,
  MINIMUM_LEVEL,
  ROLE_TYPE,
} from '../../shared/texts/details';
import {
  CHOOSE_A_CITY,
  DETAILS,
  EDIT,
  ROLE_FORM_TEXTS as R,
  EMPLOYER_TEXTS as T,
} from '../../shared/texts/employer';
import { CITY } from '../../shared/texts/fields';
import { CANCEL } from '../../shared/texts/ui';
import { addDays } from '../../shared/zoned-time';
import { authState } from '../../state/auth';
import { showSnackbar } from '../../state/snackbar';
import { useSnapshot } from '../../state/use-snapshot';
import page from './employer-job-edit-page.module.css';
import { RoleContextFields } from './role-context-fields';
import { RoleDatesFields } from './role-dates-fields';
import { type RoleFormValues, roleFormSchema } from './role-form-schema';
import { payOfValues, RolePayFields } from './role-pay-fields';
import {
  RoleRequirementsFields,
  requirementsOfValues,
  requirementValues,
} from './role-requirements-fields';

const ROLE_TYPE_CHOICES: readonly string[] = ROLE_TYPES;
/** The requirements' form fields (issue 30), by name. */
const REQUIREMENT_FIELDS = requirementValues(null);

type FormValues = RoleFormValues;

/** The closing date a new role is offered: 30 days ahead in the state's zone. */
const offeredClosing = (state: string) => addDays(todayIn(state), CLOSING_DEFAULT_DAYS);

const EMPTY: Omit<FormValues, 'closingDate'> = {
  name: '',
  city: '',
  state: '',
  minLevel: '',
  role_type: '',
  categories: '',
  salary: '',
  payMin: '',
  payMax: '',
  payPeriod: '',
  plusSuper: false,
  tags: [],
  description: '',
  subject: '',
  skills: '',
  desiredSkills: '',
  respondBy: '',
  sportType: '',
  ageGroups: [],
  gender: '',
  level: '',
  pay: '',
  days: [],
  times: [],
  ...requirementValues(null),
};

const valuesOf = (job: OrgJob): FormValues => ({
  name: job.name,
  city: job.city,
  state: job.state,
  minLevel: job.minLevel,
  role_type: job.role_type,
  categories: job.categories,
  // A salary written from the pay is left empty, so that it follows the pay when that changes.
  salary: job.payPeriod && job.salary === payText(job) ? '' : job.salary,
  payMin: job.payMin === null ? '' : String(job.payMin),
  payMax: job.payMax === null ? '' : String(job.payMax),
  payPeriod: job.payPeriod ?? '',
  plusSuper: job.plusSuper,
  tags: [...job.tags],
  description: job.description,
  subject: job.subject,
  skills: job.skills,
  desiredSkills: job.desiredSkills,
  closingDate: job.closingDate,
  respondBy: job.respondBy ?? '',
  // The coaching context (issue 29): a role stored before it has none.
  sportType: job.sportType ?? '',
  ageGroups: [...(job.ageGroups ?? [])],
  gender: job.gender ?? '',
  level: job.level ?? '',
  pay: job.pay ?? '',
  days: [...(job.days ?? [])],
  times: [...(job.times ?? [])],
  // The requirements (issue 30): none on a role stored before them.
  ...requirementValues(job.requirements),
});

type Lookups = {
  cities: string[];
  states: string[];
  tags: string[];
  /** The sports list's names (the coaching context's sport). */
  sports: string[];
  /** The organisation (the preview shows its name). */
  org: { id: number; name: string } | null;
};

async function loadLookups(signal: AbortSignal): Promise<Lookups> {
  const [cities, states, tags, sports, org] = await Promise.all([
    getLocations(null, { signal }),
    getStates({ signal }),
    getTagList({ signal }),
    getSportsTypes({ signal }),
    getOrgProfile({ signal }).catch(() => null),
  ]);
  return {
    cities: [...new Set(cities.map((c) => c.name))].sort((a, b) => a.localeCompare(b)),
    states: states.map((s) => s.name),
    tags,
    sports: sports.map((s) => s.name),
    org: org ? { id: org.id, name: org.name } : null,
  };
}

function JobEditor({ job, lookups }: { job: OrgJob | null; lookups: Lookups }) {
  const auth = useSnapshot(authState);
  const [tab, setTab] = useState('edit');
  const storedClosing = job?.closingDate ?? null;
  // A new role needs a sport, level and pay; an existing role keeps those it has.
  const storedSport = job?.sportType ?? null;
  const storedLevel = job?.level ?? null;
  const storedPay = job?.pay ?? null;
  const schema = useMemo(
    () =>
      roleFormSchema(storedClosing, {
        sportType: storedSport,
        level: storedLevel,
        pay: storedPay,
      }),
    [storedClosing, storedSport, storedLevel, storedPay],
  );
  /** The closing date was chosen (not the offered one): a change of state keeps it. */
  const closingChosen = useRef(false);
  const form = useForm({
    schema,
    initialValues: job ? valuesOf(job) : { ...EMPTY, closingDate: offeredClosing('') },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      const {
        closingDate,
        respondBy,
        payMin,
        payMax,
        payPeriod,
        plusSuper,
        wwcc,
        policeCheck,
        firstAid,
        cpr,
        accreditation,
        startDate,
        ...rest
      } = values;
      const fields = {
        ...rest,
        ...payOfValues(values),
        requirements: requirementsOfValues(values),
      };
      // PUT keeps the closing date (only the status call moves it); '' removes a promise.
      const result = job
        ? await updateJob(job.id, { ...fields, respondBy })
        : // A new role's values passed NewCoachingContextSchema (roleFormSchema(null)).
          await postJob({
            ...fields,
            closingDate,
            ...(respondBy ? { respondBy } : {}),
          } as JobPostRequest);
      showSnackbar(job ? T.roleUpdated : T.rolePosted, 'success');
      return result;
    },
    onSuccess: () => {
      navigateTo(paths.employer);
    },
    onError: (error) => {
      showSnackbar(MESSAGES.errorProcessingRequest, 'error');
      form.setFieldError('_', failureDetail(error, MESSAGES.errorProcessingRequest));
      // The server names a requirement's field 'requirements.startDate' (issue 30): the form's
      // field is 'startDate'.
      const fields = isApiRequestError(error) ? error.fields : {};
      for (const [key, message] of Object.entries(fields)) {
        const field = key.startsWith('requirements.') ? key.slice('requirements.'.length) : null;
        if (field && field in REQUIREMENT_FIELDS) {
          form.setFieldError(field as keyof typeof REQUIREMENT_FIELDS, message);
        }
      }
    },
  });
  const v = form.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Invalid fields live on the Edit tab: show it first so focus can reach the first one.
    if (tab !== 'edit' && !form.parsed()) {
      setTab('edit');
      setTimeout(() => void form.handleSubmit(), 0);
      return;
    }
    void form.handleSubmit();
  };

  // Reopening can bring a new promise: the field follows the stored one.
  const storedRespondBy = job?.respondBy ?? '';
  const { setValue } = form;
  useEffect(() => {
    if (storedClosing !== null) setValue('respondBy', storedRespondBy);
  }, [storedClosing, storedRespondBy, setValue]);

  const field = (name: keyof FormValues & string) => form.getFieldProps(name);
  const rich = (name: 'description' | 'subject' | 'skills' | 'desiredSkills') => ({
    name,
    value: v[name],
    onValueChange: (html: string) => form.setValue(name, html),
    onBlur: () => form.validateField(name),
    error: form.errors[name],
  });

  const preview = {
    id: job?.id ?? 0,
    name: v.name || R.roleTitle,
    org_id: job?.org_id ?? lookups.org?.id ?? auth.user?.orgId ?? 0,
    organisation: job?.organisation ?? lookups.org?.name ?? R.yourOrganisation,
    // The stored "City, STATE CODE" while the place is unchanged; otherwise what was chosen.
    location:
      job && v.city === job.city && v.state === job.state
        ? job.location
        : v.city
          ? `${v.city}${v.state ? `, ${v.state}` : ''}`
          : '',
    minLevel: v.minLevel,
    role_type: v.role_type,
    categories: v.categories,
    salary: v.salary || payText(payOfValues(v)),
    ...payOfValues(v),
    description: v.description,
    subject: v.subject,
    skills: v.skills,
    desiredSkills: v.desiredSkills,
    sportType: v.sportType || null,
    ageGroups: v.ageGroups,
    gender: v.gender || null,
    level: v.level || null,
    pay: v.pay || null,
    days: v.days,
    times: v.times,
    views: job?.views ?? 0,
    datePosted: job?.datePosted ?? new Date().toISOString(),
    // As coaches see it while open (a closed role's page says so instead).
    open: true,
    closingDate: job?.closingDate ?? v.closingDate,
    respondBy: v.respondBy || null,
    closedReason: null,
    // What the role requires (issue 30), listed beside the details as on the role's page.
    requirements: requirementsOfValues(v),
  };

  const roleTypes =
    v.role_type && !ROLE_TYPE_CHOICES.includes(v.role_type)
      ? [v.role_type, ...ROLE_TYPE_CHOICES]
      : ROLE_TYPE_CHOICES;

  return (
    <form className={page.form} onSubmit={submit} noValidate aria-labelledby="job-edit-title">
      {form.errors._ && <Alert severity="error">{form.errors._}</Alert>}
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label={R.editor}>
          <Tab value="edit">{EDIT}</Tab>
          <Tab value="preview">{R.preview}</Tab>
        </TabList>
        <TabPanel value="edit" className={page.panel}>
          <fieldset className={page.fieldset}>
            <legend className={page.legend}>{R.theRole}</legend>
            <TextField label={R.roleTitle} required autoComplete="off" {...field('name')} />
            <div className={page.row}>
              <Autocomplete
                label={CITY}
                name="city"
                options={lookups.cities}
                value={v.city}
                onValueChange={(value) => form.setValue('city', value)}
                placeholder={CHOOSE_A_CITY}
                error={form.errors.city}
              />
              <Autocomplete
                label={R.stateOptional}
                name="state"
                options={lookups.states}
                value={v.state}
                onValueChange={(value) => {
                  form.setValue('state', value);
                  if (!job && !closingChosen.current) {
                    form.setValue('closingDate', offeredClosing(value));
                  }
                }}
                placeholder={R.anyState}
                error={form.errors.state}
              />
            </div>
            <div className={page.row}>
              <TextField
                label={MINIMUM_LEVEL}
                required
                placeholder={R.minLevelExample}
                {...field('minLevel')}
              />
              <Select label={ROLE_TYPE} required {...field('role_type')}>
                <option value="">{R.chooseRoleType}</option>
                {roleTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </div>
            <TextField
              label={CATEGORIES}
              required
              placeholder={R.categoriesExample}
              {...field('categories')}
            />
            <TagSelect
              label={R.interestTags}
              name="tags"
              options={lookups.tags}
              value={v.tags}
              onValueChange={(value) => form.setValue('tags', value)}
              placeholder={R.chooseTags}
              error={form.errors.tags}
              hint={R.tagsHint}
            />
          </fieldset>
          <RoleContextFields
            form={form}
            sports={lookups.sports}
            required={{
              sportType: !job || storedSport !== null,
              level: !job || storedLevel !== null,
              pay: !job || storedPay !== null,
            }}
          />
          <RolePayFields form={form} />
          <RoleRequirementsFields form={form} />
          <RoleDatesFields
            form={form}
            job={job}
            onClosingChosen={() => {
              closingChosen.current = true;
            }}
          />
          <fieldset className={page.fieldset}>
            <legend className={page.legend}>{DETAILS}</legend>
            <RichTextEditor label={DESCRIPTION} required {...rich('description')} />
            <RichTextEditor label={MESSAGES.aboutTheRole} required {...rich('subject')} />
            <RichTextEditor label={MANDATORY_SKILLS} required {...rich('skills')} />
            <RichTextEditor label={DESIRED_SKILLS} {...rich('desiredSkills')} />
          </fieldset>
        </TabPanel>
        <TabPanel value="preview" className={page.panel}>
          <p className={styles.muted}>{R.previewNote}</p>
          <div className={page.preview}>
            <JobDetailsView
              job={preview}
              headingLevel={2}
              aside={
                requirementItems(preview.requirements).length > 0 ? (
                  <RequirementList
                    requirements={preview.requirements}
                    headingLevel={3}
                    id="preview-requirements-heading"
                  />
                ) : undefined
              }
            />
          </div>
        </TabPanel>
      </Tabs>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy}>
          {job ? R.saveChanges : R.postRole}
        </Button>
        <LinkButton href={paths.employer} variant="text">
          {CANCEL}
        </LinkButton>
      </div>
    </form>
  );
}

export default function EmployerJobEditPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id ?? null;
  const editing = id !== null;
  usePageTitle(editing ? T.editRoleTitle : T.newRoleTitle);
  const lookups = useLoad(loadLookups, []);
  const job = useLoad<OrgJob | null>(
    (signal) => (id ? getOrgJob(id, { signal, mainLoad: true }) : Promise.resolve(null)),
    [id],
  );

  const ready = lookups.status === 'success' && job.status === 'success';
  // After close / extend / reopen: the role's new lifecycle, without reloading the form (and
  // losing edits not yet saved).
  const refreshLifecycle = async () => {
    if (!id) return;
    try {
      const fresh = await getOrgJob(id);
      job.update((j) =>
        j
          ? {
              ...j,
              open: fresh.open,
              closingDate: fresh.closingDate,
              respondBy: fresh.respondBy,
              closedReason: fresh.closedReason,
            }
          : j,
      );
    } catch {
      job.retry();
    }
  };
  const current = job.status === 'success' ? job.data : null;

  return (
    <div className={styles.page}>
      <BackToRoles />
      <div className={styles.head}>
        <h1 id="job-edit-title">
          {editing ? (current ? R.editRoleFor(current.name) : T.editRoleTitle) : T.newRoleTitle}
        </h1>
        {current && (
          <div className={styles.actions}>
            <RoleBadge role={current} />
            <LinkButton href={to.employerApplicants(current.id)} variant="secondary">
              {T.viewApplicants}
            </LinkButton>
            <RoleActions
              role={{ ...current, today: todayIn(current.state) }}
              onChanged={() => void refreshLifecycle()}
            />
          </div>
        )}
      </div>
      {(lookups.status === 'error' || job.status === 'error') && (
        <LoadError
          detail={job.status === 'error' ? failureDetail(job.error, T.loadFailed) : T.loadFailed}
          onRetry={() => {
            if (lookups.status === 'error') lookups.retry();
            if (job.status === 'error') job.retry();
          }}
        />
      )}
      {!ready && lookups.status !== 'error' && job.status !== 'error' && (
        <div role="status" aria-busy="true" aria-label={R.loading}>
          <Skeleton lines={8} />
        </div>
      )}
      {ready && <JobEditor key={current?.id ?? 'new'} job={current} lookups={lookups.data} />}
    </div>
  );
}
