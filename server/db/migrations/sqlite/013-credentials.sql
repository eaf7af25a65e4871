-- sqlite: foreign keys off
-- 013: a coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"; docs/decisions/023).
--
-- files.kind            gains 'credential' (a credential's document: PDF, PNG or JPEG, at most
--                       30 per coach apart from the resumes and cover letters). SQLite cannot
--                       change a CHECK in place: files is rebuilt as SQLite's ALTER TABLE page
--                       documents (new table, copy, drop, rename), with foreign keys off for this
--                       migration (the first line; server/db/migrate.ts runs PRAGMA
--                       foreign_key_check before the commit). The references to files
--                       (profiles, applications) name it and keep pointing at it.
-- credentials           one row per credential of a coach (src/shared/credentials.ts): type;
--                       state (a WWCC's issuing state, by name), number (normalised), wwcc_type;
--                       level and sport_type_id (accreditation: a tags row of kind 'sport');
--                       name (Other); issued_on, expires_on (YYYY-MM-DD); file_id (its document).
--                       Gone with its coach (ON DELETE CASCADE).
-- credential_reminders  the reminder mails sent: one row per credential, expiry and day (30 or
--                       7), so each is sent once per expiry (server/work/credentials.ts).
-- users.credential_reminders  1 unless the coach turned the expiry reminders off.
-- application_credentials  the snapshot taken on apply: the credential's fields as they were
--                       (the sport by name), its file kept while a snapshot holds it.
CREATE TABLE files_013 (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('resume', 'cv', 'picture', 'logo', 'credential')),
  original_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO files_013 (id, owner_id, kind, original_name, stored_name, size, content_type, created_at)
  SELECT id, owner_id, kind, original_name, stored_name, size, content_type, created_at FROM files;
DROP TABLE files;
ALTER TABLE files_013 RENAME TO files;
CREATE INDEX files_owner ON files(owner_id);

CREATE TABLE credentials (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('WWCC', 'Police check', 'Coaching accreditation', 'First aid', 'CPR', 'Sports trainer', 'Other')),
  state TEXT,
  number TEXT,
  wwcc_type TEXT CHECK (wwcc_type IN ('Employee', 'Volunteer')),
  level TEXT CHECK (level IN ('Community', 'Foundation', 'Development', 'Advanced', 'High performance')),
  sport_type_id INTEGER REFERENCES tags(id),
  name TEXT,
  issued_on TEXT,
  expires_on TEXT,
  file_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX credentials_user ON credentials(user_id);
CREATE INDEX credentials_expires ON credentials(expires_on) WHERE expires_on IS NOT NULL;

CREATE TABLE credential_reminders (
  credential_id INTEGER NOT NULL REFERENCES credentials(id) ON DELETE CASCADE,
  expires_on TEXT NOT NULL,
  days INTEGER NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (credential_id, expires_on, days)
) WITHOUT ROWID;

ALTER TABLE users ADD COLUMN credential_reminders INTEGER NOT NULL DEFAULT 1;

CREATE TABLE application_credentials (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  credential_id INTEGER,
  type TEXT NOT NULL,
  state TEXT,
  number TEXT,
  wwcc_type TEXT,
  level TEXT,
  sport_type TEXT,
  name TEXT,
  issued_on TEXT,
  expires_on TEXT,
  file_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
  file_name TEXT
);
CREATE INDEX application_credentials_application ON application_credentials(application_id);
CREATE INDEX application_credentials_file ON application_credentials(file_id) WHERE file_id IS NOT NULL;
