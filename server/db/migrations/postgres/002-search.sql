-- 002 (PostgreSQL): the search key of sqlite/002-search.sql. SQLite's FTS5 table of that
-- migration has no counterpart: 005-search-words.sql replaces it on both engines.
ALTER TABLE jobs ADD COLUMN search_key BIGINT;
CREATE UNIQUE INDEX jobs_search_key ON jobs(search_key);
CREATE INDEX jobs_open_key ON jobs(is_open, search_key);
CREATE INDEX applications_user ON applications(user_id, applied_at DESC);
