-- sqlite: foreign keys off
-- 017: trust and safety (issue 32 = API.md part 2 "Trust and safety (issue 20)";
-- docs/decisions/027-trust-and-safety.md).
--
-- users.role            gains 'ROLE_ADMIN' (made only by `npm run admin -- create`). SQLite cannot
--                       change a CHECK in place: users is rebuilt as in 013 (new table, copy, drop,
--                       rename, with foreign keys off and checked before the commit).
-- users.suspended_at    ISO time an admin suspended the account (sign-in 403 "Account suspended").
-- organisations.verified_at   ISO time an admin verified it (or this migration: every organisation
--                       that exists now is verified). Unverified: its roles wait for review under
--                       MODERATION=new-orgs.
-- organisations.suspended_at  ISO time an admin suspended it: its roles leave every public place.
-- jobs.review           NULL (reviewed or never held), 'held' (awaiting review), 'rejected',
--                       'taken_down' (by an admin after reports: also closed as withdrawn).
-- jobs.review_reason    the admin's reason of a rejection or take-down (mailed, shown to the org).
-- jobs.hidden_at        ISO time reports from three reporters in 24 hours hid it from search.
-- jobs.visibility       what the public sees, kept by server/db/queries/moderation.ts from the
--                       above and the organisation's suspension: 0 public, 1 out of search, lists,
--                       sitemaps, feeds and alerts (reported; its page still answers), 2 not public
--                       at all (held, rejected, taken down, or its organisation suspended).
-- user_totp             a user's TOTP secret, AES-256-GCM encrypted with a key derived from the
--                       server secret; enabled_at NULL while enrolment waits for its first code;
--                       last_step: the last time step used (a code works once).
-- recovery_codes        10 per enrolment, SHA-256 hashed, each used once.
-- login_challenges      step one of a two-step sign-in: only the challenge's SHA-256, 5 minutes,
--                       single use.
-- user_sessions.second_factor  1 when the session was signed in with its second factor: its
--                       access tokens carry it on refresh.
-- reports               one per report: reporter_key 'u:<user id>' or 'a:<address hash>' (three
--                       different keys in 24 hours hide the role); resolved_at set when an admin
--                       dismissed them or took the role down.
-- audit_log             append-only (triggers refuse UPDATE and DELETE): who (actor_id, actor_role),
--                       what (action, target), when (at), and the changed fields before and after
--                       (JSON). No foreign keys: an entry outlives what it names.
CREATE TABLE users_017 (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  -- lower-cased, NFC-normalised e-mail: one account per address, compared case-insensitively
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('ROLE_COACH', 'ROLE_ORG', 'ROLE_ADMIN')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  org_id INTEGER REFERENCES organisations(id),
  email_verified INTEGER NOT NULL DEFAULT 0,
  -- access tokens issued before this (epoch seconds) are refused: password change or reset
  tokens_valid_after INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  session_epoch INTEGER NOT NULL DEFAULT 0,
  closing_reminders INTEGER NOT NULL DEFAULT 1,
  credential_reminders INTEGER NOT NULL DEFAULT 1,
  deleted_at TEXT,
  suspended_at TEXT
);
INSERT INTO users_017 (id, email, email_key, password_hash, role, first_name, last_name, mobile,
  org_id, email_verified, tokens_valid_after, created_at, session_epoch, closing_reminders,
  credential_reminders, deleted_at)
  SELECT id, email, email_key, password_hash, role, first_name, last_name, mobile, org_id,
    email_verified, tokens_valid_after, created_at, session_epoch, closing_reminders,
    credential_reminders, deleted_at
  FROM users;
DROP TABLE users;
ALTER TABLE users_017 RENAME TO users;
CREATE INDEX users_org ON users(org_id);

ALTER TABLE organisations ADD COLUMN verified_at TEXT;
ALTER TABLE organisations ADD COLUMN suspended_at TEXT;
UPDATE organisations SET verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');

ALTER TABLE jobs ADD COLUMN review TEXT CHECK (review IN ('held', 'rejected', 'taken_down'));
ALTER TABLE jobs ADD COLUMN review_reason TEXT;
ALTER TABLE jobs ADD COLUMN hidden_at TEXT;
ALTER TABLE jobs ADD COLUMN visibility INTEGER NOT NULL DEFAULT 0 CHECK (visibility IN (0, 1, 2));
CREATE INDEX jobs_review ON jobs(review) WHERE review IS NOT NULL;

CREATE TABLE user_totp (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  secret_enc TEXT NOT NULL,
  enabled_at TEXT,
  last_step INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code_hash TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX recovery_codes_user ON recovery_codes(user_id);

CREATE TABLE login_challenges (
  challenge_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  remember INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX login_challenges_user ON login_challenges(user_id);

ALTER TABLE user_sessions ADD COLUMN second_factor INTEGER NOT NULL DEFAULT 0;

CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  reporter_key TEXT NOT NULL,
  reporter_id INTEGER REFERENCES users(id),
  reason TEXT NOT NULL CHECK (reason IN ('Scam or fraud', 'Discriminatory', 'Inaccurate', 'Other')),
  details TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  resolved_at TEXT
);
CREATE INDEX reports_open ON reports(job_id, created_at) WHERE resolved_at IS NULL;
CREATE INDEX reports_reporter ON reports(reporter_id) WHERE reporter_id IS NOT NULL;

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER NOT NULL,
  actor_role TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  org_id INTEGER,
  job_id INTEGER,
  before TEXT NOT NULL DEFAULT '{}',
  after TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_at ON audit_log(at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log(actor_id, at DESC);
CREATE INDEX audit_log_org ON audit_log(org_id, at DESC) WHERE org_id IS NOT NULL;
CREATE INDEX audit_log_job ON audit_log(job_id, at DESC) WHERE job_id IS NOT NULL;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
