-- 010: job alerts take minPay (issue 28; API.md "Discoverability"; docs/decisions/020).
--
-- alert_keys.min_pay  the search's minPay (whole dollars a year, at most MIN_PAY_CEILING; NULL:
--                     none). A role found through the keys matches only if its pay_year_max is
--                     at least this, checked beside the keyword words (terms) after the lookup.
--                     Like terms, a function of sig (matchSig digests it). The alert's own
--                     minPay is in its query and plan (JSON): no column of job_alerts changes.
ALTER TABLE alert_keys ADD COLUMN min_pay INTEGER;
