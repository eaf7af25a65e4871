// The organisation side (issue 10): posting and editing roles, applicants and their status, the
// organisation's public page. Form schemas are what the employer screens validate; the server
// validates the same shapes as requests.
import * as z from 'zod/mini';
import { APPLICATION_STATUSES, CLOSED_REASONS } from '../constants';
import { AGE_GROUPS, DAYS, GENDERS, LEVELS, MAX_FACET_VALUES, PAY_KINDS, TIMES } from '../facets';
import { MESSAGES as M } from '../messages';
import { MAX_PAY, PAY_PERIODS, payProblems } from '../pay';
import { COACHING_ERRORS as CE } from '../texts/coaching-errors';
import { INVALID_WEBSITE } from '../texts/employer';
import { LIFECYCLE_ERRORS } from '../texts/lifecycle';
import { PAY_ERRORS } from '../texts/pay';
import { isCalendarDate } from '../zoned-time';
import {
  ApplicantCredentialFields,
  RequirementsRequestSchema,
  RequirementsSchema,
} from './credential-fit';
import { optionalText, requiredText } from './fields';
import { coachingContextFields } from './saved-jobs';

/** One rich-text field's raw HTML may be at most this long (the JSON body limit is 100 KB). */
export const MAX_RICH_TEXT_CHARS = 20_000;
export const MAX_JOB_TAGS = 20;
export const MAX_ABOUT_CHARS = 2000;
export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

/** The visible text of rich text (tags removed, &nbsp; as a space), for the 'required' check. */
export function richTextHasText(html: string): boolean {
  return /\S/.test(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/\u00a0/g, ' '),
  );
}

const richText = (required: boolean) => {
  const max = z.maxLength(MAX_RICH_TEXT_CHARS, {
    error: M.atMostChars(MAX_RICH_TEXT_CHARS),
    abort: true,
  });
  return required
    ? z.string({ error: M.required }).check(max, z.refine(richTextHasText, { error: M.required }))
    : z._default(z.string({ error: M.mustBeText }).check(max), '');
};

const JobShape = {
  name: requiredText(120),
  /** A city name from /api/location/list. */
  city: requiredText(100),
  /** The city's state (name or code); needed only when the city name exists in two states. */
  state: optionalText(100),
  minLevel: requiredText(100),
  role_type: requiredText(100),
  categories: requiredText(200),
  /** Tag names from /api/user/taglist. */
  tags: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
      .check(z.maxLength(MAX_JOB_TAGS, { error: M.atMostTags(MAX_JOB_TAGS) })),
    [],
  ),
  description: richText(true),
  subject: richText(true),
  skills: richText(true),
  desiredSkills: richText(false),
};

/**
 * A role's fields but its pay (salary and structured pay: PaySchema), as the employer's form
 * edits them and POST/PUT /api/org/jobs sends them.
 */
export const JobFormSchema = z.object(JobShape);
export type JobForm = z.infer<typeof JobFormSchema>;

/** Whole dollars per period, 0 to MAX_PAY; null or left out: none. */
const payAmount = z.optional(
  z.nullable(
    z
      .int({ error: PAY_ERRORS.wholeDollars })
      .check(
        z.minimum(0, { error: PAY_ERRORS.wholeDollars }),
        z.maximum(MAX_PAY, { error: PAY_ERRORS.tooLarge(MAX_PAY.toLocaleString('en-AU')) }),
      ),
  ),
);

/**
 * A role's pay (issue 28): the salary text as shown, and structured pay. The salary may be
 * empty when an amount is given (the server writes it from the amounts: src/shared/pay.ts
 * payText); an amount needs a period; pay to is not below pay from. A schema of its own beside
 * the other fields (an intersection parses both), so its cross-field rules run while other
 * fields are still wrong, and an empty salary without pay is 'Required field' as before.
 */
export const PaySchema = z
  .object({
    salary: z._default(
      z
        .string({ error: M.mustBeText })
        .check(z.trim(), z.maxLength(200, { error: M.atMostChars(200) })),
      '',
    ),
    payMin: payAmount,
    payMax: payAmount,
    payPeriod: z.optional(z.nullable(z.enum(PAY_PERIODS, { error: PAY_ERRORS.choosePeriod }))),
    plusSuper: z._default(z.boolean({ error: M.mustBeTrueOrFalse }), false),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problems = payProblems(v, {
        required: M.required,
        choosePeriod: PAY_ERRORS.choosePeriod,
        maxBelowMin: PAY_ERRORS.maxBelowMin,
      });
      for (const [field, message] of Object.entries(problems)) {
        ctx.issues.push({ code: 'custom', message, path: [field], input: v });
      }
    }),
  );
export type PayRequest = z.infer<typeof PaySchema>;

/** '' and null as not given (undefined): the role form sends '' for a field left empty. */
const blankAsAbsent = z.transform((v: unknown): unknown =>
  v === '' || v === null ? undefined : v,
);

/** One of `values`; 'Required field' when not given, `unknown` for anything else. */
const choice = <const V extends readonly [string, ...string[]]>(values: V, unknown: string) =>
  z.enum(values, { error: (iss) => (iss.input === undefined ? M.required : unknown) });

/** A list of `values` (each once or more, any order), at most MAX_FACET_VALUES; null: none. */
const choices = (values: readonly string[], unknown: string) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === null ? [] : v)),
    // The items are checked on the list, not each, so that a 400 names the field (`ageGroups`,
    // not `ageGroups.3`).
    z
      .custom<string[]>((v) => Array.isArray(v), { error: unknown })
      .check(
        z.maxLength(MAX_FACET_VALUES, { error: CE.tooMany(MAX_FACET_VALUES), abort: true }),
        z.refine(
          (list: string[]) => list.every((v) => typeof v === 'string' && values.includes(v)),
          { error: unknown },
        ),
      ),
  );

const sportName = z
  .string({ error: (iss) => (iss.input === undefined ? M.required : M.mustBeText) })
  .check(
    z.trim(),
    z.minLength(1, { error: M.required, abort: true }),
    z.maxLength(100, { error: M.atMostChars(100) }),
  );

/**
 * A role's coaching context (issue 29; API.md "Coaching-context facets"; decision 021): the
 * sport (a name from /api/sportstype/list, which the server checks: 400 `sportType` 'Choose a
 * sport from the list'), age groups, gender, level, pay (the kind: Paid, Honorarium,
 * Volunteer), training days and times (src/shared/facets.ts's values).
 *
 * A new role (POST: NewCoachingContextSchema): sport, level and pay are required ('Required
 * field'); gender is null and the lists [] when left out. An update (PUT: CoachingContextSchema,
 * which roles stored before the context keep passing): every field may be left out, and is
 * then kept as stored; '' and null for
 * sport, level and pay are left out too (once given they change but are not removed), null or
 * '' for gender and [] (or null) for a list remove it. Times need days: times with `days: []`
 * are refused here ('Choose the training days for these times' on `times`), times on a role
 * whose kept days are none by the server.
 */
const timesNeedDays = z.superRefine(
  (v: { days?: readonly string[]; times?: readonly string[] }, ctx) => {
    if (v.times?.length && v.days?.length === 0) {
      ctx.issues.push({ code: 'custom', message: CE.timesWithoutDays, path: ['times'], input: v });
    }
  },
);
const given = <S extends z.ZodMiniType>(s: S) => z.pipe(blankAsAbsent, s);
const gender = z.pipe(
  z.transform((v: unknown): unknown => (v === '' ? null : v)),
  z.nullable(choice(GENDERS, CE.unknownGender)),
);
const ageGroups = choices(AGE_GROUPS, CE.unknownAgeGroup);
const days = choices(DAYS, CE.unknownDay);
const times = choices(TIMES, CE.unknownTime);
const level = choice(LEVELS, CE.unknownLevel);
const payKind = choice(PAY_KINDS, CE.unknownPay);

/** POST /api/org/jobs's coaching context (a new role): sport, level and pay required. */
export const NewCoachingContextSchema = z
  .object({
    sportType: given(sportName),
    ageGroups: z._default(ageGroups, []),
    gender: z._default(gender, null),
    level: given(level),
    pay: given(payKind),
    days: z._default(days, []),
    times: z._default(times, []),
  })
  .check(timesNeedDays);
/** PUT /api/org/jobs/{id}'s: every field optional (left out: kept as stored). */
export const CoachingContextSchema = z
  .object({
    sportType: given(z.optional(sportName)),
    ageGroups: z.optional(ageGroups),
    gender: z.optional(gender),
    level: given(z.optional(level)),
    pay: given(z.optional(payKind)),
    days: z.optional(days),
    times: z.optional(times),
  })
  .check(timesNeedDays);
export type NewCoachingContext = z.infer<typeof NewCoachingContextSchema>;
export type CoachingContextRequest = z.infer<typeof CoachingContextSchema>;

/** A date written YYYY-MM-DD that exists (2026-02-30 does not); its range is checked apart. */
const dateField = z
  .string({ error: LIFECYCLE_ERRORS.invalidDate })
  .check(z.trim(), z.refine(isCalendarDate, { error: LIFECYCLE_ERRORS.invalidDate }));

/**
 * POST /api/org/jobs: the 12 fields, the closing date (required) and the respond-by promise
 * (optional), and the coaching context. PUT takes the same body (the coaching context
 * optional); it changes the respond-by date but never the closing date (only the status call
 * does), so a closingDate sent with it is ignored.
 */
const JobLifecycleShape = {
  closingDate: z.optional(dateField),
  respondBy: z.optional(z.nullable(z.union([z.literal(''), dateField]))),
  /** What the role requires (issue 30): left out, a new role requires nothing, an update keeps. */
  requirements: z.optional(RequirementsRequestSchema),
};
const jobAndPay = z.intersection(z.object({ ...JobShape, ...JobLifecycleShape }), PaySchema);
/** POST /api/org/jobs: a new role, with its coaching context (sport, level and pay required). */
export const JobPostRequestSchema = z.intersection(jobAndPay, NewCoachingContextSchema);
export type JobPostRequest = z.infer<typeof JobPostRequestSchema>;
/** PUT /api/org/jobs/{id}: the coaching context optional (roles stored before it have none). */
export const JobRequestSchema = z.intersection(jobAndPay, CoachingContextSchema);
export type JobRequest = z.infer<typeof JobRequestSchema>;

/**
 * POST /api/org/jobs/{id}/status: close (`open:false`, as filled or withdrawn, telling the
 * applicants unless `notifyApplicants:false`), or extend / reopen (`open:true` with a new
 * closing date, and a new respond-by date when the old one would come before it).
 */
export const JobStatusRequestSchema = z.object({
  open: z.boolean({ error: M.mustBeTrueOrFalse }),
  reason: z._default(
    z.enum(['filled', 'withdrawn'], { error: LIFECYCLE_ERRORS.chooseReason }),
    'withdrawn',
  ),
  notifyApplicants: z._default(z.boolean({ error: M.mustBeTrueOrFalse }), true),
  closingDate: z.optional(dateField),
  respondBy: z.optional(z.nullable(dateField)),
});
export type JobStatusRequest = z.infer<typeof JobStatusRequestSchema>;
export const ApplicationStatusRequestSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: M.chooseStatus }),
});

/** http or https URL, or '' (no website). */
export function isWebUrl(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const OrgProfileFormSchema = z.object({
  about: optionalText(MAX_ABOUT_CHARS),
  website: z._default(
    z
      .string({ error: M.mustBeText })
      .check(
        z.trim(),
        z.maxLength(300, { error: M.atMostChars(300), abort: true }),
        z.refine(isWebUrl, { error: INVALID_WEBSITE }),
      ),
    '',
  ),
  orgType: requiredText(100),
  city: optionalText(100),
  state: optionalText(100),
});
export type OrgProfileForm = z.input<typeof OrgProfileFormSchema>;
export const OrgProfileRequestSchema = OrgProfileFormSchema;

// ---- responses ----

const StatusCountsSchema = z.record(z.string(), z.number());

/** A role's lifecycle in the organisation's views (issue 27; `open` is beside it). */
const lifecycle = {
  closingDate: z.string(),
  respondBy: z.nullable(z.string()),
  closedReason: z.nullable(z.enum(CLOSED_REASONS)),
};

/** A role's structured pay in answers (null and false when it has none). */
const pay = {
  payMin: z.nullable(z.number()),
  payMax: z.nullable(z.number()),
  payPeriod: z.nullable(z.enum(PAY_PERIODS)),
  plusSuper: z.boolean(),
};

/**
 * A role's review (issue 32) on the organisation's own views: pendingReview while held
 * (Awaiting review); review 'rejected' or 'taken_down' with the admin's reason. Optional: older
 * answers and mocks carry none.
 */
const review = {
  pendingReview: z.optional(z.boolean()),
  review: z.optional(z.nullable(z.enum(['held', 'rejected', 'taken_down']))),
  reviewReason: z.optional(z.nullable(z.string())),
};

export const OrgJobSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  open: z.boolean(),
  views: z.number(),
  datePosted: z.string(),
  ...lifecycle,
  applicants: z.number(),
  /** Applicants per status (every status of APPLICATION_STATUSES, 0 when none). */
  statusCounts: StatusCountsSchema,
  ...review,
});
export type OrgJobSummary = z.infer<typeof OrgJobSummarySchema>;
export const OrgJobListResponseSchema = z.object({ list: z.array(OrgJobSummarySchema) });

export const OrgJobSchema = z.object({
  id: z.number(),
  org_id: z.number(),
  organisation: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string(),
  minLevel: z.string(),
  role_type: z.string(),
  categories: z.string(),
  salary: z.string(),
  ...pay,
  tags: z.array(z.string()),
  description: z.string(),
  subject: z.string(),
  skills: z.string(),
  desiredSkills: z.string(),
  open: z.boolean(),
  views: z.number(),
  datePosted: z.string(),
  ...lifecycle,
  /** The coaching context (issue 29): null and [] on roles posted before it. */
  ...coachingContextFields,
  /** What the role requires (issue 30). */
  requirements: z.optional(RequirementsSchema),
  ...review,
});
export type OrgJob = z.infer<typeof OrgJobSchema>;
export const OrgJobResponseSchema = z.object({ job: OrgJobSchema });

export const JobPostedResponseSchema = z.object({ message: z.string(), id: z.number() });
export const JobOpenResponseSchema = z.object({ message: z.string(), open: z.boolean() });

/** An application's status, for the requests and forms that carry one. */
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const ApplicantSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  appliedOn: z.string(),
  salary: z.string(),
  notice: z.string(),
  referredBy: z.string(),
  status: ApplicationStatusSchema,
  statusChangedOn: z.nullable(z.string()),
  resumeId: z.number(),
  resumeName: z.string(),
  cvId: z.number(),
  cvName: z.string(),
  history: z.array(z.object({ status: z.string(), changedOn: z.string() })),
  /** Issue 30: the credentials shared on applying, and their fit with the requirements. */
  ...ApplicantCredentialFields,
});
export type Applicant = z.infer<typeof ApplicantSchema>;
export const ApplicantsResponseSchema = z.object({
  job: z.object({ id: z.number(), name: z.string(), open: z.boolean(), ...lifecycle }),
  list: z.array(ApplicantSchema),
});
export type ApplicantsResponse = z.infer<typeof ApplicantsResponseSchema>;

export const StatusUpdatedResponseSchema = z.object({
  message: z.string(),
  status: ApplicationStatusSchema,
  statusChangedOn: z.string(),
});

export const OrgProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  orgType: z.string(),
  city: z.string(),
  state: z.string(),
  about: z.string(),
  website: z.string(),
  logo: z.nullable(z.string()),
});
export type OrgProfile = z.infer<typeof OrgProfileSchema>;
export const OrgProfileResponseSchema = z.object({ profile: OrgProfileSchema });
export const LogoUploadResponseSchema = z.object({
  message: z.string(),
  logo: z.string(),
  fileName: z.string(),
});
