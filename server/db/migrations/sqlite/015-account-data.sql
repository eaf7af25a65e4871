-- 015: your data, your account (issue 31 = API.md part 2 "Privacy and account control (issue 19)";
-- docs/decisions/025-account-data.md).
--
-- users.deleted_at          ISO time the account was deleted: the row stays as a tombstone (its
--                           e-mail, names, phone and password blanked, email_key 'deleted:<id>')
--                           so the applications and status histories that name it stay true
-- organisations.deleted_at  ISO time its last user deleted their account: no page, no sitemap
-- files.removed_at          ISO time the bytes went (account deleted, or retention): the row
--                           stays for the applications pointing at it, its name blanked
-- applications.files_removed_at  ISO time the application's resume and cover letter went
--                           (retention or a deleted applicant): /jobsapplied says so
-- file_removals             bytes on disk (SQLite) to remove once the rows' transaction
--                           committed; what a crash left is removed by the next sweep
ALTER TABLE users ADD COLUMN deleted_at TEXT;
ALTER TABLE organisations ADD COLUMN deleted_at TEXT;
ALTER TABLE files ADD COLUMN removed_at TEXT;
ALTER TABLE applications ADD COLUMN files_removed_at TEXT;

CREATE TABLE file_removals (
  stored_name TEXT PRIMARY KEY,
  queued_at INTEGER NOT NULL
) WITHOUT ROWID;
