-- 015: your data, your account (issue 31). The same columns and table as
-- sqlite/015-account-data.sql (see there). On PostgreSQL a file's bytes are in file_blobs and go
-- in the rows' transaction; file_removals stays empty here but exists for one schema.
ALTER TABLE users ADD COLUMN deleted_at TEXT COLLATE "C";
ALTER TABLE organisations ADD COLUMN deleted_at TEXT COLLATE "C";
ALTER TABLE files ADD COLUMN removed_at TEXT COLLATE "C";
ALTER TABLE applications ADD COLUMN files_removed_at TEXT COLLATE "C";

CREATE TABLE file_removals (
  stored_name TEXT COLLATE "C" PRIMARY KEY,
  queued_at BIGINT NOT NULL
);
