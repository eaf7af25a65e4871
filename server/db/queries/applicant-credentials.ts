/**
 * The credentials an application shared (issue 30: the snapshot taken on apply, written by
 * credentials.ts snapshotCredentials in the apply's transaction), as the organisation's
 * applicants view reads them: by application, with the snapshot row's id (a credential deleted
 * since still shows). Only the applicants call of the role's own organisation reads these
 * (applicants.ts names the organisation first), so card numbers reach no one else.
 */
import type { Db } from '../connect';

/** A shared credential as stored in the snapshot (its status is judged when read). */
export interface SharedCredentialRow {
  applicationId: number;
  /** The snapshot row's id. */
  id: number;
  type: string;
  state: string | null;
  number: string | null;
  wwccType: string | null;
  level: string | null;
  sportType: string | null;
  name: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  fileId: number | null;
  fileName: string | null;
}

/** The snapshots of these applications, in the order taken, grouped by application. */
export async function sharedCredentialsOf(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, SharedCredentialRow[]>> {
  const byApplication = new Map<number, SharedCredentialRow[]>();
  if (!applicationIds.length) return byApplication;
  const rows = await db.q
    .selectFrom('application_credentials')
    .select([
      'application_id as applicationId',
      'id',
      'type',
      'state',
      'number',
      'wwcc_type as wwccType',
      'level',
      'sport_type as sportType',
      'name',
      'issued_on as issuedOn',
      'expires_on as expiresOn',
      'file_id as fileId',
      'file_name as fileName',
    ])
    .where('application_id', 'in', [...applicationIds])
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = byApplication.get(r.applicationId);
    if (list) list.push(r);
    else byApplication.set(r.applicationId, [r]);
  }
  return byApplication;
}
