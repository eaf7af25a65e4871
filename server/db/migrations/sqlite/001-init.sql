-- 001: the core schema. Timestamps: ISO 8601 text for dates users see, epoch milliseconds
-- (INTEGER) for expiries and security bookkeeping.

CREATE TABLE org_types (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL UNIQUE
);

CREATE TABLE states (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE
);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  state_id INTEGER NOT NULL REFERENCES states(id),
  UNIQUE (name, state_id)
);
CREATE INDEX cities_state ON cities(state_id);

-- Interest tags: sports (kind 'sport', also /api/sportstype/list) and specialisms.
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('sport', 'specialism'))
);

CREATE TABLE organisations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  org_type_id INTEGER NOT NULL REFERENCES org_types(id),
  city_id INTEGER REFERENCES cities(id),
  about TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  logo_file_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX organisations_type ON organisations(org_type_id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  -- lower-cased, NFC-normalised e-mail: one account per address, compared case-insensitively
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('ROLE_COACH', 'ROLE_ORG')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  org_id INTEGER REFERENCES organisations(id),
  email_verified INTEGER NOT NULL DEFAULT 0,
  -- access tokens issued before this (epoch seconds) are refused: password change or reset
  tokens_valid_after INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX users_org ON users(org_id);

CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('resume', 'cv', 'picture', 'logo')),
  original_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX files_owner ON files(owner_id);

CREATE TABLE profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  address1 TEXT NOT NULL DEFAULT '',
  address2 TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  zipcode TEXT NOT NULL DEFAULT '',
  picture_file_id INTEGER REFERENCES files(id)
);

CREATE TABLE user_interests (
  user_id INTEGER NOT NULL REFERENCES users(id),
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (user_id, tag_id)
) WITHOUT ROWID;

CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL REFERENCES organisations(id),
  name TEXT NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  min_level TEXT NOT NULL,
  role_type TEXT NOT NULL,
  categories TEXT NOT NULL,
  salary TEXT NOT NULL,
  -- rich text: HTML sanitized with sanitize-html when stored
  description TEXT NOT NULL,
  subject TEXT NOT NULL,
  skills TEXT NOT NULL,
  desired_skills TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  date_posted TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX jobs_open_posted ON jobs(is_open, date_posted DESC, id DESC);
CREATE INDEX jobs_org ON jobs(org_id, date_posted DESC);
CREATE INDEX jobs_city ON jobs(city_id);

CREATE TABLE job_tags (
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (job_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX job_tags_tag ON job_tags(tag_id, job_id);

CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  resume_file_id INTEGER NOT NULL REFERENCES files(id),
  cv_file_id INTEGER NOT NULL REFERENCES files(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  salary TEXT NOT NULL,
  notice TEXT NOT NULL,
  referred_by TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'Received'
    CHECK (status IN ('Received', 'Reviewing', 'Shortlisted', 'Interview', 'Offered', 'Hired', 'Not successful')),
  status_changed_at TEXT,
  applied_at TEXT NOT NULL,
  UNIQUE (user_id, job_id)
);
CREATE INDEX applications_job ON applications(job_id, status);

CREATE TABLE application_status_history (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  changed_by INTEGER REFERENCES users(id)
);
CREATE INDEX application_status_history_app ON application_status_history(application_id);

-- Opaque refresh tokens, stored as SHA-256 hashes, single use; a family shares one login.
CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL UNIQUE,
  family_id TEXT NOT NULL,
  remember INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);

-- Password-reset and account-confirmation tokens, stored as SHA-256 hashes, single use.
CREATE TABLE user_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'confirm')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX user_tokens_user ON user_tokens(user_id, purpose);

-- Fixed-window counters for the rate limits of API.md; key = limiter name + subject.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start INTEGER NOT NULL
) WITHOUT ROWID;
