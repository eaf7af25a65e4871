-- 004 (PostgreSQL): as sqlite/004-job-views.sql (a job's view count in a table of its own).
CREATE TABLE job_views (
  job_id BIGINT PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  views INTEGER NOT NULL CHECK (views >= 0)
);
INSERT INTO job_views (job_id, views) SELECT id, views FROM jobs WHERE views > 0;
ALTER TABLE jobs DROP COLUMN views;
