// Credentials as the role page and the applicants screen read them (issue 30; API.md
// "Credentials"): a role's requirements (the organisation's edits, else those a test set, else
// the fixture's, else none), the snapshot each application shares (a test's, else the coach's
// credentials now: ./credentials.ts's store) and the fit rule (src/shared/credentials.ts fitOf)
// over them: GET /api/job/fit/{jobId}. Reset with the mock db.
import { HttpResponse, http } from 'msw';
import { todayIn } from '../../../src/components/employer/role-lifecycle/role-dates';
import {
  credentialStatus,
  type FitLine,
  fitOf,
  NO_REQUIREMENTS,
  type RoleRequirements,
} from '../../../src/shared/credentials';
import { parseId } from '../../../src/shared/ids';
import type { Credential } from '../../../src/shared/schemas/credentials';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { db } from '../db';
import { allJobs, cities, states } from '../fixtures';
import { authenticate, failure } from '../http';
import { employerMockState } from './employer';

type FitState = {
  /** Requirements of fixture roles the organisation never edited. */
  requirements: Map<number, RoleRequirements>;
  /** Each application's snapshot (by application id); absent: the coach's list now. */
  snapshots: Map<number, Credential[]>;
};

const initial = (): FitState => ({
  requirements: new Map(),
  snapshots: new Map(),
});
let state = initial();
let seen: unknown = null;
/** The mock credentials' state, afresh after every test (resetDb replaces db.applications). */
export function credentialFitMock(): FitState {
  if (seen !== db.applications) {
    seen = db.applications;
    state = initial();
  }
  return state;
}

/**
 * A role's requirements: as the organisation saved them, else as a test set them, else the
 * fixture's, else none.
 */
export function requirementsOf(jobId: number): RoleRequirements {
  const saved = employerMockState().jobs.find((j) => j.id === jobId)?.requirements;
  const fixture = (allJobs.find((j) => j.id === jobId) as { requirements?: RoleRequirements })
    ?.requirements;
  return saved ?? credentialFitMock().requirements.get(jobId) ?? fixture ?? NO_REQUIREMENTS;
}

/** A coach's credentials now, as GET /api/user/credentials answers them (status on today). */
export function credentialsOf(userId: number): Credential[] {
  const today = todayIn('NSW');
  return db.credentials
    .filter((c) => c.userId === userId)
    .map(({ userId: _userId, ...fields }) => ({
      ...fields,
      fileName: db.files.find((f) => f.id === fields.fileId)?.fileName ?? null,
      ...credentialStatus(fields.expiresOn, today),
    }));
}

/** The state (name) of a fixture role's place. */
export function roleStateOf(location: string): string {
  const city = cities.find((c) => c.name === location) ?? cities[0];
  return states.find((s) => s.id === city.stateId)?.name ?? '';
}

/** The fit of `credentials` with role `jobId` (null: no such role). */
export function fitFor(jobId: number, credentials: readonly Credential[]): FitLine[] | null {
  const job = allJobs.find((j) => j.id === jobId);
  if (!job) return null;
  const roleState = roleStateOf(job.location);
  return fitOf({
    requirements: requirementsOf(jobId),
    closingDate: job.closingDate,
    roleState,
    credentials,
    today: todayIn(roleState),
  });
}

/** An application's shared credentials: its snapshot, else its coach's credentials now. */
export function snapshotOf(applicationId: number): Credential[] {
  const snapshot = credentialFitMock().snapshots.get(applicationId);
  if (snapshot) return snapshot;
  const application = db.applications.find((a) => a.id === applicationId);
  return application ? credentialsOf(application.userId) : [];
}

export const credentialFitHandlers = [
  http.get('/api/job/fit/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const id = parseId(String(params.id));
    if (id === null) return failure(400, API_ERRORS.invalidJobId);
    const fit = fitFor(id, credentialsOf(auth.user.id));
    return fit ? HttpResponse.json({ fit }) : failure(404, API_ERRORS.jobNotFound);
  }),
];
