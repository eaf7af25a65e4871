-- 009: structured pay (issue 28; API.md "Discoverability"; docs/decisions/020).
--
-- jobs.pay_min, pay_max  whole dollars per pay_period (either may be NULL; NULL both: no
--                        structured pay, the salary text alone)
-- jobs.pay_period        'HOUR', 'DAY', 'WEEK', 'MONTH' or 'YEAR' (NULL without an amount)
-- jobs.plus_super        1 when superannuation is paid on top
-- jobs.pay_year_max      the top of the range a year (pay_max, else pay_min, times 38 x 52 an
--                        hour, 5 x 52 a day, 52 a week, 12 a month, 1 a year; src/shared/pay.ts),
--                        written with the amounts: what GET /api/job/list?minPay= compares
ALTER TABLE jobs ADD COLUMN pay_min INTEGER;
ALTER TABLE jobs ADD COLUMN pay_max INTEGER;
ALTER TABLE jobs ADD COLUMN pay_period TEXT COLLATE "C" CHECK (pay_period IN ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'));
ALTER TABLE jobs ADD COLUMN plus_super INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN pay_year_max INTEGER;
CREATE INDEX jobs_pay_year_max ON jobs(pay_year_max) WHERE is_open = 1 AND pay_year_max IS NOT NULL;
