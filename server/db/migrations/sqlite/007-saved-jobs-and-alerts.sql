-- 007: saved jobs and job alerts (issue 26; docs/decisions/015).
--
-- saved_jobs        a coach's saved roles (one row per coach and role), newest first.
-- job_publications  the first time each role became public (open), once: `seq` orders them in
--                   commit order (decision 015), and an alert's `watermark` is the last seq it
--                   has been given, so a role is new to an alert once and never twice. A row
--                   whose matched_at is NULL has not yet been matched against the instant alerts.
--                   The roles that were open before this migration count as public long ago.
-- job_alerts        a coach's alert (user_id) or a visitor's (email, confirmed by mail):
--   query           the query as asked ({title, orgtype, location, interests}), JSON
--   plan, terms     the query made into ids and keyword words (server/lib/alert-query.ts)
--   match_sig       a digest of plan and terms: alerts of the same search share it
--   watermark       the highest job_publications.seq this alert has been given (mailed or not)
--   due_from/due_to instant alerts: the lowest and highest seq that matched it since its last
--                   mail (set by the matching): the roles to look at, and whether a role
--                   matched while a mail was being made
--   next_due        epoch ms when the alert is next looked at; NULL while nothing is due
--                   (paused, unconfirmed, or an instant alert nothing matched)
--   token_nonce     part of the signed unsubscribe token: a deleted alert's token stays dead
--                   even when SQLite gives its id to a new alert
-- alert_keys        the searches (match_sig) of the active instant alerts by the keys a new
--                   role is looked up with (server/lib/alert-match.ts): matching a role is a
--                   few index probes, and a search many people saved is found once. Rows are
--                   touched whenever an alert takes them up; those no alert has used for an
--                   hour are deleted by the worker's housekeeping (never under a new alert).
-- alert_tokens      a visitor's confirmation link, stored hashed, single use.
CREATE TABLE saved_jobs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  job_id INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  saved_on TEXT NOT NULL,
  PRIMARY KEY (user_id, job_id)
) WITHOUT ROWID;
CREATE INDEX saved_jobs_newest ON saved_jobs(user_id, saved_on DESC, job_id DESC);
CREATE INDEX saved_jobs_job ON saved_jobs(job_id);

CREATE TABLE job_publications (
  seq INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL UNIQUE REFERENCES jobs(id) ON DELETE CASCADE,
  public_at INTEGER NOT NULL,
  matched_at INTEGER
);
CREATE INDEX job_publications_unmatched ON job_publications(seq) WHERE matched_at IS NULL;
CREATE INDEX job_publications_public_at ON job_publications(public_at);
INSERT INTO job_publications (seq, job_id, public_at, matched_at)
  SELECT id, id, 0, 0 FROM jobs WHERE is_open = 1;

CREATE TABLE job_alerts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  email TEXT,
  email_key TEXT,
  query TEXT NOT NULL,
  plan TEXT NOT NULL,
  terms TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
  paused INTEGER NOT NULL DEFAULT 0,
  confirmed INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_sent_at INTEGER,
  watermark INTEGER NOT NULL,
  due_from INTEGER,
  due_to INTEGER,
  next_due INTEGER,
  token_nonce TEXT NOT NULL,
  match_sig TEXT NOT NULL,
  CHECK ((user_id IS NULL) <> (email IS NULL))
);
CREATE INDEX job_alerts_user ON job_alerts(user_id);
CREATE INDEX job_alerts_due ON job_alerts(next_due, id) WHERE next_due IS NOT NULL;
CREATE INDEX job_alerts_sig ON job_alerts(match_sig);

CREATE TABLE alert_keys (
  key TEXT NOT NULL,
  sig TEXT NOT NULL,
  terms TEXT NOT NULL,
  touched_at INTEGER NOT NULL,
  PRIMARY KEY (key, sig)
) WITHOUT ROWID;
CREATE INDEX alert_keys_sig ON alert_keys(sig);

CREATE TABLE alert_tokens (
  token_hash TEXT PRIMARY KEY,
  alert_id INTEGER NOT NULL REFERENCES job_alerts(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX alert_tokens_alert ON alert_tokens(alert_id);

-- The key the unsubscribe tokens are signed with (server/lib/alert-token.ts): made here, so
-- that no request writes it and every server and worker of the database reads the same one.
INSERT OR IGNORE INTO server_meta (key, value)
  VALUES ('alert_unsubscribe_secret', lower(hex(randomblob(32))));
