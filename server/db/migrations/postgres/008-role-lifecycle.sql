-- 008: closing dates, filled roles and the response promise (issue 27; docs/decisions/017).
--
-- jobs.closing_date      YYYY-MM-DD in the role's state's time zone (src/shared/zoned-time.ts)
-- jobs.closes_at         the end of that date there (23:59:59), UTC ISO text: a role is open
--                        while is_open = 1 and closes_at is later than now. Roles stored before
--                        this migration get their posting date plus 60 days, filled in by
--                        ensureClosingDates (queries/lifecycle.ts) when the server starts.
-- jobs.closed_reason     'filled' or 'withdrawn' while the organisation has closed it
--                        (is_open = 0); an expired role is closed by the clock alone
-- jobs.closed_at         when the organisation closed it
-- jobs.respond_by        the promise: every applicant hears by this date (or NULL)
-- jobs.respond_by_at     the end of that date in the role's zone (UTC ISO text)
-- jobs.respond_reminded  the respond_by the organisation has been reminded of (once per promise)
-- saved_jobs.reminded_for  the closes_at a coach's closing reminder was sent for (once per date)
-- users.closing_reminders  1 unless the coach turned the saved-role reminder off
ALTER TABLE jobs ADD COLUMN closing_date TEXT COLLATE "C";
ALTER TABLE jobs ADD COLUMN closes_at TEXT COLLATE "C";
ALTER TABLE jobs ADD COLUMN closed_reason TEXT COLLATE "C" CHECK (closed_reason IN ('filled', 'withdrawn'));
ALTER TABLE jobs ADD COLUMN closed_at TEXT COLLATE "C";
ALTER TABLE jobs ADD COLUMN respond_by TEXT COLLATE "C";
ALTER TABLE jobs ADD COLUMN respond_by_at TEXT COLLATE "C";
ALTER TABLE jobs ADD COLUMN respond_reminded TEXT COLLATE "C";
CREATE INDEX jobs_closes_at ON jobs(closes_at) WHERE is_open = 1;
CREATE INDEX jobs_respond_by_at ON jobs(respond_by_at) WHERE respond_by_at IS NOT NULL;
ALTER TABLE saved_jobs ADD COLUMN reminded_for TEXT COLLATE "C";
ALTER TABLE users ADD COLUMN closing_reminders INTEGER NOT NULL DEFAULT 1;
