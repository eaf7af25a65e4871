-- 002: keyword and filter search over open jobs (server/lib/search.ts).
--
-- jobs_fts is a contentless FTS5 index (content='', contentless_delete=1) holding one row per
-- OPEN job. Its rowid is the job's search_key, which sorts like (date_posted, id): reading the
-- index in rowid DESC order yields the newest matches first without sorting. Columns:
--   name          the job title
--   organisation  the organisation's name
--   body          the description as plain text (tags stripped)
--   facets        filter tokens: ot<orgTypeId> or<orgId> ci<cityId> st<stateId> tg<tagId>
-- Keyword terms are always column-filtered to {name organisation body}, so a keyword can never
-- match a facet token. The rows are written by the code that writes jobs
-- (server/db/queries/jobs.ts indexJob / the seed) because the body needs HTML stripped; a
-- deleted job leaves the index through the trigger below.
--
-- search_key = seconds of date_posted since 2020-01-01 * 2^23 + (id mod 2^23) (exact below 2^53).

ALTER TABLE jobs ADD COLUMN search_key INTEGER;
CREATE UNIQUE INDEX jobs_search_key ON jobs(search_key);
CREATE INDEX jobs_open_key ON jobs(is_open, search_key);

CREATE VIRTUAL TABLE jobs_fts USING fts5(
  name,
  organisation,
  body,
  facets,
  content = '',
  contentless_delete = 1,
  prefix = '2 3',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER jobs_fts_after_delete AFTER DELETE ON jobs
WHEN old.search_key IS NOT NULL
BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.search_key;
END;

-- The coach's applied list reads applications by user, newest first.
CREATE INDEX applications_user ON applications(user_id, applied_at DESC);
