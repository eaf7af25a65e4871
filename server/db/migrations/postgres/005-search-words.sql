-- 005 (PostgreSQL): job_words and server_meta as sqlite/005-search-words.sql, and file_blobs:
-- on PostgreSQL an uploaded file's bytes live in the database (at most 5 MB each), so every
-- server reads every file and there is no shared folder to set up. On SQLite they stay on disk.
CREATE TABLE job_words (
  word TEXT COLLATE "C" NOT NULL,
  search_key BIGINT NOT NULL REFERENCES jobs(search_key) ON DELETE CASCADE ON UPDATE CASCADE,
  in_title INTEGER NOT NULL,
  PRIMARY KEY (word, search_key)
);
CREATE INDEX job_words_key ON job_words(search_key);

CREATE TABLE server_meta (
  key TEXT COLLATE "C" PRIMARY KEY,
  value TEXT COLLATE "C" NOT NULL
);

CREATE TABLE file_blobs (
  file_id BIGINT PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE,
  bytes BYTEA NOT NULL CHECK (octet_length(bytes) <= 5242880)
);
