// The mock API's mutable state: accounts, issued tokens, applications, uploads, interests, saved
// jobs, job alerts and credentials.
// Reset after every test (tests/setup.ts).
import type { AlertFrequency, ApplicationStatus } from '../../src/shared/constants';
import type { Profile, User } from '../../src/shared/schemas';
import type { CredentialFields } from '../../src/shared/schemas/credentials';
import { type AdminDb, adminUser, initialAdmin } from './admin-db';
import { coachProfile, coachUser, orgUser, PASSWORD } from './fixtures';

export type Application = {
  id: number;
  userId: number;
  jobId: number;
  appliedOn: string;
  status: ApplicationStatus;
  salary: string;
  notice: string;
  referredBy: string;
  resume: number;
  cv: number;
};

type State = {
  users: (User & { password: string })[];
  profiles: Map<number, Profile>;
  interests: Map<number, string[]>;
  /** Refresh tokens still valid, with their user id. */
  refreshTokens: Map<string, number>;
  applications: Application[];
  /** Uploaded files, oldest first. */
  files: {
    id: number;
    userId: number;
    kind: 'resume' | 'cv' | 'picture' | 'credential';
    fileName: string;
    createdAt: string;
  }[];
  /** Saved jobs, oldest first. */
  savedJobs: { userId: number; jobId: number; savedOn: string }[];
  /** Job alerts: a coach's (userId), or a visitor's (email) with its confirmation token. */
  alerts: MockAlert[];
  /** Coaches who turned the saved-role closing reminder off (issue 27; on by default). */
  remindersOff: Set<number>;
  /** Coaches' credentials (issue 30), oldest first: handlers/credentials.ts. */
  credentials: MockCredential[];
  /** Coaches who turned the credential expiry reminders off (issue 30; on by default). */
  credentialRemindersOff: Set<number>;
  nextId: number;
  mail: { to: string; kind: string }[];
  /** Trust and safety (issue 32): admin-db.ts. */
  admin: AdminDb;
};

/** A stored credential (the request's fields as credentialFields() keeps them, and its owner). */
export type MockCredential = CredentialFields & { id: number; userId: number };

export type MockAlert = {
  id: number;
  userId: number | null;
  email: string | null;
  /** A visitor's alert before its link is opened. */
  confirmToken: string | null;
  query: {
    title: string;
    orgtype: string;
    location: string;
    interests: string[];
    /** Whole dollars a year (issue 28); left out when none. */
    minPay?: number;
  };
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: string;
  lastSentAt: string | null;
};

function initial(): State {
  return {
    users: [
      { ...coachUser, password: PASSWORD },
      { ...orgUser, password: PASSWORD },
      { ...adminUser, password: PASSWORD },
    ],
    profiles: new Map([[coachUser.id, { ...coachProfile }]]),
    interests: new Map([[coachUser.id, ['Football', 'Cricket']]]),
    refreshTokens: new Map([
      ['refresh-coach', coachUser.id],
      ['refresh-org', orgUser.id],
    ]),
    applications: [
      {
        id: 1,
        userId: coachUser.id,
        jobId: 2,
        appliedOn: '2026-11-12T09:30:00.000Z',
        status: 'Reviewing',
        salary: '$80,000',
        notice: '2 weeks',
        referredBy: 'A friend',
        resume: 1,
        cv: 2,
      },
    ],
    files: [
      {
        id: 1,
        userId: coachUser.id,
        kind: 'resume',
        fileName: 'resume.pdf',
        createdAt: '2026-11-12T09:20:00.000Z',
      },
      {
        id: 2,
        userId: coachUser.id,
        kind: 'cv',
        fileName: 'cover-letter.pdf',
        createdAt: '2026-11-12T09:25:00.000Z',
      },
    ],
    savedJobs: [],
    alerts: [],
    remindersOff: new Set(),
    credentials: [],
    credentialRemindersOff: new Set(),
    nextId: 100,
    mail: [],
    admin: initialAdmin(),
  };
}

export const db: State = initial();

export function resetDb(): void {
  Object.assign(db, initial());
}

export function nextId(): number {
  db.nextId += 1;
  return db.nextId;
}
