-- 014: what a role requires of a coach (issue 30 = API.md part 2 "Credentials (issue 18)":
-- `requirements`; src/shared/credentials.ts RoleRequirements; docs/decisions/023).
--
-- jobs.requires_wwcc, requires_police_check, requires_first_aid, requires_cpr  0 or 1
-- jobs.requires_accreditation  the lowest coaching accreditation level accepted, or NULL
--                              (src/shared/credentials.ts ACCREDITATION_LEVELS)
-- jobs.start_date              YYYY-MM-DD, or NULL (the fit rule then looks 30 days past the
--                              closing date)
--
-- The data: a stored role's min_level (free text, kept as it is for display) names its
-- accreditation level when it speaks of a coach or an accreditation and names a level's word
-- ("Community Coach Accreditation", "Level 3 High Performance Coach"); the lowest level it names
-- (it is a minimum). Anything else ("Level 1 Accredited Coach", "Degree in Sports Science")
-- maps to none. The same statement as postgres/014 (lower() and LIKE alike on both engines).
ALTER TABLE jobs ADD COLUMN requires_wwcc INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_police_check INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_first_aid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_cpr INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN requires_accreditation TEXT CHECK (requires_accreditation IN ('Community', 'Foundation', 'Development', 'Advanced', 'High performance'));
ALTER TABLE jobs ADD COLUMN start_date TEXT;

UPDATE jobs SET requires_accreditation = CASE
    WHEN lower(min_level) LIKE '%community%' THEN 'Community'
    WHEN lower(min_level) LIKE '%foundation%' THEN 'Foundation'
    WHEN lower(min_level) LIKE '%development%' THEN 'Development'
    WHEN lower(min_level) LIKE '%advanced%' THEN 'Advanced'
    WHEN lower(min_level) LIKE '%high performance%' OR lower(min_level) LIKE '%high-performance%'
      THEN 'High performance'
  END
  WHERE lower(min_level) LIKE '%coach%' OR lower(min_level) LIKE '%accredit%';
