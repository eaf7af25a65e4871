-- 003 (PostgreSQL): as sqlite/003-session-epoch.sql.
ALTER TABLE users ADD COLUMN session_epoch INTEGER NOT NULL DEFAULT 0;
