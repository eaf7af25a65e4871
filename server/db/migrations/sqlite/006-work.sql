-- 006: background work done once (issue 12): one table of work items, claimed by one process
-- at a time, retried with backoff, and surviving kill -9 of any process (a claim is a lease:
-- a process that dies leaves its items to the next claim once the lease is over).
--   kind         what to do: 'mail' (the outbox), and the timed work of later issues
--   dedupe_key   set when the same work must never be queued twice (e.g. one reminder per
--                credential and day); NULL otherwise
--   payload      JSON: what the kind's handler needs (a mail's message; never a secret token
--                in a log, only here until sent)
--   run_at       epoch ms: due from then (a retry moves it later)
--   attempts     how many times it was claimed
--   locked_until epoch ms: claimed by locked_by until then
--   give_up_at   epoch ms: after this a failure is final (a mail: 24 hours after it was queued)
--   done_at      epoch ms: done (kept a day for the record, then deleted); failed_at: given up
CREATE TABLE work (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  dedupe_key TEXT UNIQUE,
  payload TEXT NOT NULL,
  run_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  locked_by TEXT,
  give_up_at INTEGER,
  last_error TEXT,
  done_at INTEGER,
  failed_at INTEGER,
  created_at INTEGER NOT NULL
);
-- What a claim reads: open items by due time.
CREATE INDEX work_due ON work(run_at) WHERE done_at IS NULL AND failed_at IS NULL;
