/**
 * The fit rule (src/shared/credentials.ts fitOf; decision 023) where the server answers with
 * it (issue 30): a coach's own fit with a role (GET /api/job/fit/{jobId}: their current
 * credentials on their today), and each applicant's (the applicants call: the credentials the
 * application shared, on the role's today).
 */
import { credentialStatus, type FitLine, fitOf, stateCode } from '../../src/shared/credentials';
import type { Credential } from '../../src/shared/schemas/credentials';
import { dateIn, zoneOfState } from '../../src/shared/zoned-time';
import type { Db } from '../db/connect';
import { type SharedCredentialRow, sharedCredentialsOf } from '../db/queries/applicant-credentials';
import { credentialsOf, profileStateOf } from '../db/queries/credentials';
import { type RoleForFit, roleForFit } from '../db/queries/requirements';

/** A coach's today (YYYY-MM-DD) in their profile state's zone, else Sydney's (decision 023). */
export async function coachTodayOf(db: Db, userId: number, nowMs: number): Promise<string> {
  const code = stateCode(await profileStateOf(db, userId));
  return dateIn(nowMs, zoneOfState(code ?? 'NSW'));
}

/** A role's today (YYYY-MM-DD) in its state's zone (API.md: a role's dates are its state's). */
export const roleTodayOf = (role: RoleForFit, nowMs: number): string =>
  dateIn(nowMs, zoneOfState(role.state));

const fitWith = (
  role: RoleForFit,
  credentials: readonly {
    type: string;
    state: string | null;
    level: string | null;
    expiresOn: string | null;
  }[],
  today: string,
): FitLine[] =>
  fitOf({
    requirements: role.requirements,
    closingDate: role.closingDate,
    roleState: role.state,
    credentials,
    today,
  });

/**
 * The coach's fit with role `jobId` (open or closed: its page still shows), or undefined when
 * there is no such role.
 */
export async function coachFit(
  db: Db,
  userId: number,
  jobId: number,
  nowMs: number,
): Promise<FitLine[] | undefined> {
  const role = await roleForFit(db, jobId);
  if (!role) return undefined;
  const [credentials, today] = await Promise.all([
    credentialsOf(db, userId),
    coachTodayOf(db, userId, nowMs),
  ]);
  return fitWith(role, credentials, today);
}

/** A shared credential as the applicants call gives it (Credential, status on `today`). */
function sharedCredential(r: SharedCredentialRow, today: string): Credential {
  const { applicationId: _, ...c } = r;
  return {
    ...(c as Omit<Credential, 'status' | 'days'>),
    ...credentialStatus(c.expiresOn, today),
  };
}

/**
 * `list` (applicants of role `jobId`, each with its application id as `id`) with the
 * credentials each application shared and their fit with the role's requirements today.
 */
export async function withApplicantCredentials<A extends { id: number }>(
  db: Db,
  jobId: number,
  list: A[],
  nowMs: number,
): Promise<(A & { credentials: Credential[]; fit: FitLine[] })[]> {
  const role = await roleForFit(db, jobId);
  if (!role) return list.map((a) => ({ ...a, credentials: [], fit: [] }));
  const today = roleTodayOf(role, nowMs);
  const shared = await sharedCredentialsOf(
    db,
    list.map((a) => a.id),
  );
  return list.map((a) => {
    const rows = shared.get(a.id) ?? [];
    return {
      ...a,
      credentials: rows.map((r) => sharedCredential(r, today)),
      fit: fitWith(role, rows, today),
    };
  });
}

/** Whether every requirement's line is met (a role without requirements: every applicant). */
export const meetsAll = (fit: readonly FitLine[]): boolean => fit.every((l) => l.status === 'met');
