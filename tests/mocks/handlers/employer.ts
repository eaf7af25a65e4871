// The organisation side (issue 10): roles, applicants and status, the organisation's page and
// logo. Roles start as the fixture jobs of the signed-in user's organisation; applications are
// the shared mock db's (so a status set here shows on the coach's mocked /jobsapplied). Issue 27:
// closing and respond-by dates with the server's rules and field messages, and the status call's
// close (filled / withdrawn, applications in progress become Not successful), extend and reopen.
// Issue 29: the coaching context as the server takes it (a new role's sport, level and pay
// required, the sport from the sports list, times need days; an update keeps what it leaves out).
// Issue 30: a role's requirements (a new role's none when left out, an update keeps them), and
// each applicant's shared credentials and fit (./credential-fit.ts), filtered by
// `meetsAll=true` ('false' or left out keeps all, another value is 400 fields.meetsAll).
// Issue 32: the list's moderation fields (pendingReview, review, reviewReason; REVIEWS below).
import { HttpResponse, http } from 'msw';
import { todayIn } from '../../../src/components/employer/role-lifecycle/role-dates';
import {
  APPLICATION_STATUSES,
  CLOSING_DEFAULT_DAYS,
  type ClosedReason,
  ROLE_ORG,
} from '../../../src/shared/constants';
import { NO_REQUIREMENTS } from '../../../src/shared/credentials';
import { MESSAGES } from '../../../src/shared/messages';
import { payText } from '../../../src/shared/pay';
import { closingDateProblem, respondByProblem } from '../../../src/shared/role-dates';
import {
  ApplicationStatusRequestSchema,
  fieldErrors,
  JobPostRequestSchema,
  JobRequestSchema,
  JobStatusRequestSchema,
  MAX_LOGO_BYTES,
  type OrgJob,
  type OrgProfile,
  OrgProfileRequestSchema,
} from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { COACHING_ERRORS } from '../../../src/shared/texts/coaching-errors';
import { EMPLOYER_API_MESSAGES as EM } from '../../../src/shared/texts/employer';
import { LIFECYCLE_API, LIFECYCLE_ERRORS } from '../../../src/shared/texts/lifecycle';
import { addDays, daysBetween } from '../../../src/shared/zoned-time';
import { db, nextId } from '../db';
import { cities, jobs, orgs, sportsTypes, states, tags } from '../fixtures';
import { authenticate, checkXsrf, failure, readJson } from '../http';
import { fitFor, requirementsOf, snapshotOf } from './credential-fit';

type EmployerState = { jobs: OrgJob[]; profiles: Map<number, OrgProfile> };

/**
 * Issue 32: two of the fixture organisation's older roles under moderation (not public; the
 * roles list's badges): one held for review, one rejected with the admin's reason.
 */
const REVIEWS: Record<number, Pick<OrgJob, 'review' | 'reviewReason'>> = {
  56: { review: 'held', reviewReason: null },
  51: { review: 'rejected', reviewReason: 'The role asks applicants for bank details.' },
};

function initial(): EmployerState {
  return {
    jobs: jobs.map((j) => {
      const city = cities.find((c) => c.name === j.location) ?? cities[0];
      const open = j.open !== false;
      const lifecycle = j as {
        closingDate?: string;
        respondBy?: string | null;
        closedReason?: string | null;
      };
      // The coaching context (issue 29): none on the fixtures' older roles.
      const context = j as {
        sportType?: string | null;
        ageGroups?: readonly string[] | null;
        gender?: string | null;
        level?: string | null;
        pay?: string | null;
        days?: readonly string[] | null;
        times?: readonly string[] | null;
      };
      return {
        id: j.id,
        org_id: j.org_id,
        organisation: j.organisation,
        name: j.name,
        city: city.name,
        state: states.find((s) => s.id === city.stateId)?.name ?? '',
        location: j.location,
        minLevel: j.minLevel,
        role_type: j.role_type,
        categories: j.categories,
        salary: j.salary,
        payMin: j.payMin,
        payMax: j.payMax,
        payPeriod: j.payPeriod as OrgJob['payPeriod'],
        plusSuper: j.plusSuper,
        tags: [...(j.tags ?? [])],
        description: j.description,
        subject: j.subject,
        skills: j.skills,
        desiredSkills: j.desiredSkills,
        open,
        views: j.views,
        datePosted: j.datePosted,
        closingDate: lifecycle.closingDate ?? addDays(todayIn(''), CLOSING_DEFAULT_DAYS),
        respondBy: lifecycle.respondBy ?? null,
        closedReason: open ? null : ((lifecycle.closedReason ?? 'withdrawn') as ClosedReason),
        sportType: context.sportType ?? null,
        ageGroups: [...(context.ageGroups ?? [])],
        gender: context.gender ?? null,
        level: context.level ?? null,
        pay: context.pay ?? null,
        days: [...(context.days ?? [])],
        times: [...(context.times ?? [])],
        ...REVIEWS[j.id],
      };
    }),
    profiles: new Map(
      orgs.map((o) => [
        o.id,
        {
          id: o.id,
          name: o.name,
          orgType: o.orgType,
          city: o.location,
          state: '',
          about: o.about,
          website: o.website,
          logo: o.logo ?? null,
        },
      ]),
    ),
  };
}

// resetDb() (after every test) replaces db.applications: start this state afresh with it.
let state = initial();
let seen: unknown = null;
function current(): EmployerState {
  if (seen !== db.applications) {
    seen = db.applications;
    state = initial();
  }
  return state;
}

/** The mock organisation state (for tests that set up a scenario). */
export function employerMockState(): EmployerState {
  return current();
}

function orgOf(request: Request) {
  const auth = authenticate(request, ROLE_ORG);
  if ('response' in auth) return auth;
  return { orgId: auth.user.orgId ?? 0, userId: auth.user.id };
}

const notFound = () => failure(404, API_ERRORS.jobNotFound);

function checkLookups(body: { city: string; tags: string[] }): Response | null {
  if (!cities.some((c) => c.name.toLowerCase() === body.city.toLowerCase()))
    return failure(400, API_ERRORS.validationFailed, { city: API_ERRORS.unknownCity });
  if (body.tags.some((t) => !tags.includes(t)))
    return failure(400, API_ERRORS.validationFailed, { tags: API_ERRORS.unknownTag });
  return null;
}

type ContextBody = {
  sportType?: string;
  ageGroups?: string[];
  gender?: string | null;
  level?: string;
  pay?: string;
  days?: string[];
  times?: string[];
};
const CONTEXT_KEYS = ['sportType', 'ageGroups', 'gender', 'level', 'pay', 'days', 'times'] as const;

/**
 * The coaching context's checks the schema leaves to the server: a sport from the sports list
 * (its name as listed is stored), and times on a role whose days (sent or kept) are none.
 */
function checkContext(
  body: ContextBody,
  kept: { days?: readonly string[] | null; times?: readonly string[] | null } | null,
): Response | null {
  if (body.sportType !== undefined) {
    const sport = sportsTypes.find((t) => t.name.toLowerCase() === body.sportType?.toLowerCase());
    if (!sport)
      return failure(400, API_ERRORS.validationFailed, { sportType: COACHING_ERRORS.unknownSport });
    body.sportType = sport.name;
  }
  const days = body.days ?? kept?.days ?? [];
  const times = body.times ?? kept?.times ?? [];
  if (times.length && !days.length)
    return failure(400, API_ERRORS.validationFailed, { times: COACHING_ERRORS.timesWithoutDays });
  return null;
}

function counts(jobId: number) {
  const c = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  for (const a of db.applications) if (a.jobId === jobId) c[a.status] += 1;
  return c;
}

/** The state (name) of a role's city: its dates are that state's. */
function stateOfCity(name: string): string {
  const city = cities.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? cities[0];
  return states.find((s) => s.id === city.stateId)?.name ?? '';
}

/** 400 with the field's message, as the server answers a date it refuses. */
const dateRefused = (field: 'closingDate' | 'respondBy', message: string) =>
  failure(400, API_ERRORS.validationFailed, { [field]: message });

/** A respond-by date checked against `closing` ('' or null: none); a Response when refused. */
function checkedRespondBy(
  value: string | null | undefined,
  closing: string,
): string | null | Response {
  if (!value) return null;
  const problem = respondByProblem(value, closing);
  return problem ? dateRefused('respondBy', problem) : value;
}

/** Left out of an update: kept as stored (the coaching context, and the requirements). */
const isContextKey = (key: string) =>
  (CONTEXT_KEYS as readonly string[]).includes(key) || key === 'requirements';

const IN_PROGRESS = new Set(['Received', 'Reviewing', 'Shortlisted', 'Interview']);

function saveJob(job: OrgJob, body: ReturnType<typeof JobRequestSchema.parse>) {
  const city = cities.find((c) => c.name.toLowerCase() === body.city.toLowerCase()) ?? cities[0];
  // The closing date changes only through the status call; the promise as checked by the caller.
  // The coaching context's fields left out are kept.
  const { closingDate: _closing, respondBy: _respondBy, ...all } = body;
  const fields = Object.fromEntries(
    Object.entries(all).filter(([key, value]) => value !== undefined || !isContextKey(key)),
  ) as typeof all;
  const pay = {
    payMin: fields.payMin ?? null,
    payMax: fields.payMax ?? null,
    payPeriod: fields.payPeriod ?? null,
    plusSuper: fields.plusSuper,
  };
  Object.assign(job, {
    ...fields,
    ...pay,
    // As the server: the salary text is written from the pay when left empty.
    salary: fields.salary || payText(pay),
    city: city.name,
    state: states.find((s) => s.id === city.stateId)?.name ?? '',
    location: city.name,
  });
}

export const employerHandlers = [
  http.get('/api/org/jobs', ({ request }) => {
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const list = current()
      .jobs.filter((j) => j.org_id === who.orgId)
      .sort((a, b) => b.datePosted.localeCompare(a.datePosted))
      .map((j) => {
        const statusCounts = counts(j.id);
        return {
          id: j.id,
          name: j.name,
          location: j.location,
          open: j.open,
          views: j.views,
          datePosted: j.datePosted,
          closingDate: j.closingDate,
          respondBy: j.respondBy,
          closedReason: j.closedReason,
          applicants: Object.values(statusCounts).reduce((a, b) => a + b, 0),
          statusCounts,
          // Issue 32: pendingReview while held (API.md); the review and its reason beyond it.
          pendingReview: j.review === 'held',
          review: j.review ?? null,
          reviewReason: j.reviewReason ?? null,
        };
      });
    return HttpResponse.json({ list });
  }),

  http.post('/api/org/jobs', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const parsed = JobPostRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const bad = checkLookups(parsed.data) ?? checkContext(parsed.data, null);
    if (bad) return bad;
    const closingDate = parsed.data.closingDate ?? '';
    const problem = closingDateProblem(closingDate, todayIn(stateOfCity(parsed.data.city)));
    if (problem) return dateRefused('closingDate', problem);
    const respondBy = checkedRespondBy(parsed.data.respondBy, closingDate);
    if (respondBy instanceof Response) return respondBy;
    const id = nextId();
    const org = current().profiles.get(who.orgId);
    const { closingDate: _c, respondBy: _r, ...fields } = parsed.data;
    const job: OrgJob = {
      id,
      org_id: who.orgId,
      organisation: org?.name ?? '',
      open: true,
      views: 0,
      datePosted: new Date().toISOString(),
      ...fields,
      payMin: null,
      payMax: null,
      payPeriod: null,
      location: parsed.data.city,
      requirements: fields.requirements ?? NO_REQUIREMENTS,
      closingDate,
      respondBy,
      closedReason: null,
    };
    saveJob(job, parsed.data);
    current().jobs.push(job);
    return HttpResponse.json({ message: EM.rolePosted, id }, { status: 201 });
  }),

  http.get('/api/org/jobs/:id', ({ request, params }) => {
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const job = current().jobs.find((j) => String(j.id) === params.id && j.org_id === who.orgId);
    return job
      ? HttpResponse.json({ job: { ...job, requirements: requirementsOf(job.id) } })
      : notFound();
  }),

  http.put('/api/org/jobs/:id', async ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const parsed = JobRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const job = current().jobs.find((j) => String(j.id) === params.id && j.org_id === who.orgId);
    const bad = checkLookups(parsed.data) ?? checkContext(parsed.data, job ?? null);
    if (bad) return bad;
    if (!job) return notFound();
    if (parsed.data.respondBy !== undefined) {
      const respondBy = checkedRespondBy(parsed.data.respondBy, job.closingDate);
      if (respondBy instanceof Response) return respondBy;
      job.respondBy = respondBy;
    }
    saveJob(job, parsed.data);
    return HttpResponse.json({ message: EM.roleUpdated });
  }),

  http.post('/api/org/jobs/:id/status', async ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const parsed = JobStatusRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const job = current().jobs.find((j) => String(j.id) === params.id && j.org_id === who.orgId);
    if (!job) return notFound();
    const body = parsed.data;
    if (!body.open) {
      if (!job.open) return failure(409, LIFECYCLE_ERRORS.alreadyClosed);
      job.open = false;
      job.closedReason = body.reason;
      // Applications still in progress are answered: Not successful, one mail each.
      for (const a of db.applications) {
        if (a.jobId !== job.id || !IN_PROGRESS.has(a.status)) continue;
        a.status = 'Not successful';
        if (body.notifyApplicants) {
          const user = db.users.find((u) => u.id === a.userId);
          db.mail.push({ to: user?.email ?? '', kind: `role-closed:${body.reason}` });
        }
      }
      return HttpResponse.json({ message: EM.roleClosed, open: false });
    }
    const closingDate = body.closingDate ?? '';
    const problem = closingDateProblem(closingDate, todayIn(job.state));
    if (problem) return dateRefused('closingDate', problem);
    let respondBy = job.respondBy;
    if (body.respondBy) {
      const checked = checkedRespondBy(body.respondBy, closingDate);
      if (checked instanceof Response) return checked;
      respondBy = checked;
    } else if (respondBy && daysBetween(respondBy, closingDate) > 0) {
      return dateRefused('respondBy', LIFECYCLE_ERRORS.respondBeforeNewClosing);
    }
    const extended = job.open;
    Object.assign(job, { open: true, closedReason: null, closingDate, respondBy });
    return HttpResponse.json({
      message: extended ? LIFECYCLE_API.roleExtended : EM.roleReopened,
      open: true,
    });
  }),

  http.get('/api/org/jobs/:id/applicants', ({ request, params }) => {
    const who = orgOf(request);
    if ('response' in who) return who.response;
    // As the server: 'true' or 'false' (or left out), else 400 fields.meetsAll, before the 404.
    const meetsAllParam = new URL(request.url).searchParams.get('meetsAll');
    if (meetsAllParam !== null && meetsAllParam !== 'true' && meetsAllParam !== 'false')
      return failure(400, API_ERRORS.validationFailed, { meetsAll: MESSAGES.mustBeTrueOrFalse });
    const job = current().jobs.find((j) => String(j.id) === params.id && j.org_id === who.orgId);
    if (!job) return notFound();
    const meetsAll = meetsAllParam === 'true';
    const list = db.applications
      .filter((a) => a.jobId === job.id)
      .map((a) => {
        const credentials = snapshotOf(a.id);
        const user = db.users.find((u) => u.id === a.userId);
        const file = (id: number) => db.files.find((f) => f.id === id)?.fileName ?? 'file.pdf';
        return {
          id: a.id,
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          email: user?.email ?? '',
          appliedOn: a.appliedOn,
          salary: a.salary,
          notice: a.notice,
          referredBy: a.referredBy,
          status: a.status,
          statusChangedOn: null,
          resumeId: a.resume,
          resumeName: file(a.resume),
          cvId: a.cv,
          cvName: file(a.cv),
          history: [{ status: 'Received', changedOn: a.appliedOn }],
          credentials,
          fit: fitFor(job.id, credentials) ?? [],
        };
      })
      .filter((a) => !meetsAll || a.fit.every((line) => line.status === 'met'));
    const { id, name, open, closingDate, respondBy, closedReason } = job;
    return HttpResponse.json({
      job: { id, name, open, closingDate, respondBy, closedReason },
      list,
    });
  }),

  http.post('/api/org/applications/:id/status', async ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const parsed = ApplicationStatusRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const app = db.applications.find((a) => String(a.id) === params.id);
    const job = app && current().jobs.find((j) => j.id === app.jobId);
    if (!app || !job || job.org_id !== who.orgId)
      return failure(404, API_ERRORS.applicationNotFound);
    app.status = parsed.data.status;
    const user = db.users.find((u) => u.id === app.userId);
    db.mail.push({ to: user?.email ?? '', kind: `status:${app.status}` });
    return HttpResponse.json({
      message: EM.statusUpdated,
      status: app.status,
      statusChangedOn: new Date().toISOString(),
    });
  }),

  http.get('/api/org/profile', ({ request }) => {
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const profile = current().profiles.get(who.orgId);
    return profile ? HttpResponse.json({ profile }) : failure(404, API_ERRORS.orgNotFound);
  }),

  http.post('/api/org/profile', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const parsed = OrgProfileRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const profile = current().profiles.get(who.orgId);
    if (!profile) return failure(404, API_ERRORS.orgNotFound);
    Object.assign(profile, parsed.data);
    return HttpResponse.json({ message: EM.orgProfileUpdated });
  }),

  http.post('/api/org/logo', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const who = orgOf(request);
    if ('response' in who) return who.response;
    const form = await request.formData();
    const file = form.get('logo');
    if (!(file instanceof File))
      return failure(400, API_ERRORS.validationFailed, { logo: MESSAGES.required });
    if (file.size > MAX_LOGO_BYTES) return failure(413, API_ERRORS.logoTooLarge);
    if (!/\.(png|jpe?g|svg)$/i.test(file.name)) return failure(415, API_ERRORS.unsupportedLogo);
    const profile = current().profiles.get(who.orgId);
    const logo = `/api/org/logo/${who.orgId}`;
    if (profile) profile.logo = logo;
    return HttpResponse.json(
      { message: EM.logoUploaded, logo, fileName: file.name },
      { status: 201 },
    );
  }),

  // An organisation downloads the files of applications to its roles; anyone else falls
  // through to the file handlers (owner only).
  http.get('/api/file/:id', ({ request, params }) => {
    const auth = authenticate(request, ROLE_ORG);
    if ('response' in auth) return undefined;
    const file = db.files.find((f) => String(f.id) === params.id);
    // Issue 30: a credential document an application's snapshot holds, too.
    const allowed =
      file &&
      db.applications.some(
        (a) =>
          (a.resume === file.id ||
            a.cv === file.id ||
            snapshotOf(a.id).some((c) => c.fileId === file.id)) &&
          current().jobs.some((j) => j.id === a.jobId && j.org_id === auth.user.orgId),
      );
    if (!file || !allowed) return failure(404, API_ERRORS.fileNotFound);
    return new HttpResponse(new Blob(['%PDF-1.4 mock']), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
      },
    });
  }),
];
