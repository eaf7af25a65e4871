-- 016: sessions and e-mail changes (issue 31 = API.md part 2 "Privacy and account control
-- (issue 19)"; docs/decisions/026-sessions-and-email.md).
--
-- user_sessions: one row per refresh-token family (a sign-in on one device), keyed by its
-- family_id, which is also the session's public id and the access token's `sid` claim.
--   created_at    epoch ms of the sign-in
--   last_used_at  epoch ms of the family's last refresh (the client refreshes every ~15 minutes)
--   user_agent    the sign-in's User-Agent, at most 512 characters ('' when unknown)
-- A session is listed while its family holds a live refresh token; ending it revokes the family.
-- Families that exist now become sessions with an unknown device, their first and last tokens'
-- times.
--
-- email_changes: a pending change of e-mail, by the reset/confirm tokens' scheme (server/lib/
-- tokens.ts): only the token's SHA-256, one hour, single use, a newer one voids the older.
CREATE TABLE user_sessions (
  family_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX user_sessions_user ON user_sessions(user_id);
INSERT INTO user_sessions (family_id, user_id, created_at, last_used_at, user_agent)
  SELECT family_id, MIN(user_id), MIN(created_at), MAX(created_at), ''
  FROM refresh_tokens GROUP BY family_id;

CREATE TABLE email_changes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  new_email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX email_changes_user ON email_changes(user_id);
