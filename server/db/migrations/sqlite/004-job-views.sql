-- 004: a job's view count in a table of its own. Counting a view rewrote the job's whole row
-- (its description and the other rich text, several KB, often on overflow pages): a batch of
-- 256 views wrote megabytes to the WAL and held the event loop 20-40 ms, up to 0.4-0.7 s when
-- it set off a checkpoint (issue 8, docs/benchmarks.md). Here a count is a row of a few bytes,
-- hundreds to a page. A job without a row has no views.
CREATE TABLE job_views (
  job_id INTEGER PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  views INTEGER NOT NULL CHECK (views >= 0)
) WITHOUT ROWID;
INSERT INTO job_views (job_id, views) SELECT id, views FROM jobs WHERE views > 0;
ALTER TABLE jobs DROP COLUMN views;
