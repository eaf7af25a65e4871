-- 003: a per-user session epoch carried in access tokens (claim `sv`). A password change or
-- reset bumps it, so every access token issued before it is refused even within the same
-- second (tokens_valid_after has one-second resolution).
ALTER TABLE users ADD COLUMN session_epoch INTEGER NOT NULL DEFAULT 0;
