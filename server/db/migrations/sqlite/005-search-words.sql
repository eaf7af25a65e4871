-- 005: the search index as plain rows that both engines hold alike, instead of SQLite's FTS5.
--
-- job_words has one row per distinct word of an OPEN job's title, organisation name and
-- description (as plain text), keyed by the job's search_key (002-search.sql), with in_title
-- set when the word is in the title. Words are made in JavaScript (server/db/queries/
-- search-words.ts: lower case, diacritics removed, split on anything but letters and digits),
-- so SQLite and PostgreSQL index and match a keyword the same way. A keyword word is a prefix:
-- the rows of `word >= 'coach' AND word < 'coaci'`, a range of the primary key.
-- The rows are written by the code that writes jobs (indexJob) and, for a database made before
-- this migration, once at start-up (server_meta 'search_words' records the tokenizer version).
DROP TRIGGER IF EXISTS jobs_fts_after_delete;
DROP TABLE IF EXISTS jobs_fts;

CREATE TABLE job_words (
  word TEXT NOT NULL,
  search_key INTEGER NOT NULL REFERENCES jobs(search_key) ON DELETE CASCADE ON UPDATE CASCADE,
  in_title INTEGER NOT NULL,
  PRIMARY KEY (word, search_key)
) WITHOUT ROWID;
CREATE INDEX job_words_key ON job_words(search_key);

-- Small facts about this database kept by the server (the search words' version; the signing
-- secrets of issue 12).
CREATE TABLE server_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
