// The mock API's trust and safety state (issue 32): the administrator, the review queue, open
// reports, organisations, and the audit log. Part of db.ts's state (db.admin), so it is reset
// with it after every test.
import { ROLE_ADMIN } from '../../src/shared/constants';
import type { User } from '../../src/shared/schemas';
import type { AdminOrg, AuditEntry, QueueItem, ReportGroup } from '../../src/shared/schemas/trust';

export const adminUser: User = {
  id: 9,
  firstName: 'Avery',
  lastName: 'Admin',
  email: 'avery@touchline.example',
  mobile: '0400000009',
  role: ROLE_ADMIN,
  orgId: null,
  emailVerified: true,
};

/** An audit entry with what the filters read (the organisation and role it concerns). */
export type MockAuditEntry = AuditEntry & { orgId: number | null; jobId: number | null };

export type AdminDb = {
  queue: QueueItem[];
  reports: ReportGroup[];
  orgs: AdminOrg[];
  /** Suspended user ids. */
  suspendedUsers: Set<number>;
  /** Newest last (the handler answers newest first). */
  audit: MockAuditEntry[];
};

/** Audit entries the fixture starts with: 30, one an hour from 1 Nov 2026 00:00 UTC. */
export const AUDIT_FIXTURE_COUNT = 30;

function auditFixture(): MockAuditEntry[] {
  return Array.from({ length: AUDIT_FIXTURE_COUNT }, (_, i) => ({
    id: i + 1,
    at: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
    actorId: i % 2 ? 2 : 9,
    actorRole: i % 2 ? 'ROLE_ORG' : ROLE_ADMIN,
    action: i % 2 ? 'job.update' : 'org.verify',
    target: i % 2 ? `job ${100 + i}` : `organisation ${i}`,
    before: i % 2 ? { title: `Coach ${i}` } : { verified: false },
    after: i % 2 ? { title: `Senior coach ${i}` } : { verified: true },
    orgId: i % 2 ? 1 : i,
    jobId: i % 2 ? 100 + i : null,
  }));
}

export function initialAdmin(): AdminDb {
  return {
    queue: [
      {
        jobId: 201,
        name: 'Assistant Football Coach',
        orgId: 11,
        organisation: 'Bayside Juniors',
        postedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        jobId: 202,
        name: 'Head Netball Coach',
        orgId: 12,
        organisation: 'Northside Netball',
        postedAt: '2026-11-21T11:30:00.000Z',
      },
    ],
    reports: [
      {
        jobId: 301,
        name: 'Goalkeeping Coach',
        orgId: 13,
        count: 3,
        reasons: ['Scam or fraud', 'Other'],
        lastReportedAt: '2026-11-25T08:15:00.000Z',
        hidden: true,
      },
      {
        jobId: 302,
        name: 'Swim Instructor',
        orgId: 14,
        count: 1,
        reasons: ['Inaccurate'],
        lastReportedAt: '2026-11-24T16:45:00.000Z',
        hidden: false,
      },
    ],
    orgs: [
      {
        id: 11,
        name: 'Bayside Juniors',
        verified: false,
        suspended: false,
        held: 1,
        createdAt: '2026-11-19T09:00:00.000Z',
      },
      {
        id: 12,
        name: 'Northside Netball',
        verified: false,
        suspended: false,
        held: 1,
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      {
        id: 13,
        name: 'Eastwood Eagles',
        verified: true,
        suspended: true,
        held: 0,
        createdAt: '2026-10-02T09:00:00.000Z',
      },
    ],
    suspendedUsers: new Set(),
    audit: auditFixture(),
  };
}
