-- 014: what a role requires of a coach (issue 30): the same columns and data mapping as
-- sqlite/014-role-requirements.sql (see there).
ALTER TABLE jobs ADD COLUMN requires_wwcc INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_police_check INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_first_aid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_cpr INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_accreditation TEXT COLLATE "C" CHECK (requires_accreditation IN ('Community', 'Foundation', 'Development', 'Advanced', 'High performance'));
ALTER TABLE jobs ADD COLUMN start_date TEXT COLLATE "C";

UPDATE jobs SET requires_accreditation = CASE
    WHEN lower(min_level) LIKE '%community%' THEN 'Community'
    WHEN lower(min_level) LIKE '%foundation%' THEN 'Foundation'
    WHEN lower(min_level) LIKE '%development%' THEN 'Development'
    WHEN lower(min_level) LIKE '%advanced%' THEN 'Advanced'
    WHEN lower(min_level) LIKE '%high performance%' OR lower(min_level) LIKE '%high-performance%'
      THEN 'High performance'
  END
  WHERE lower(min_level) LIKE '%coach%' OR lower(min_level) LIKE '%accredit%';
