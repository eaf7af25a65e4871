-- 011: the coaching context of a role (issue 29; API.md "Coaching-context facets"; decision 021).
-- Values and bit orders are src/shared/facets.ts's. Roles stored before have none (NULL / 0)
-- and keep working; POST /api/org/jobs requires sport, level and pay.
--
-- jobs.sport_type_id  the sport: a tags row of kind 'sport' (/api/sportstype/list)
-- jobs.age_groups     bitmask over AGE_GROUPS (bit 0 'Under 6' ... bit 12 'Under 18', 13 'Open',
--                     14 'Masters'); 0: none given
-- jobs.gender         'Boys / Men', 'Girls / Women' or 'Mixed'
-- jobs.level          'Community', 'School', 'Representative', 'State league',
--                     'National league' or 'Professional'
-- jobs.pay_kind       'Paid', 'Honorarium' or 'Volunteer' (API.md's `pay`)
-- jobs.days           bitmask over DAYS (bit 0 Mon ... bit 6 Sun)
-- jobs.times          bitmask over TIMES (bit 0 Mornings, 1 Daytime, 2 Evenings)
ALTER TABLE jobs ADD COLUMN sport_type_id INTEGER REFERENCES tags(id);
ALTER TABLE jobs ADD COLUMN age_groups INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN gender TEXT CHECK (gender IN ('Boys / Men', 'Girls / Women', 'Mixed'));
ALTER TABLE jobs ADD COLUMN level TEXT CHECK (level IN ('Community', 'School', 'Representative', 'State league', 'National league', 'Professional'));
ALTER TABLE jobs ADD COLUMN pay_kind TEXT CHECK (pay_kind IN ('Paid', 'Honorarium', 'Volunteer'));
ALTER TABLE jobs ADD COLUMN days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN times INTEGER NOT NULL DEFAULT 0;
CREATE INDEX jobs_sport_type ON jobs(sport_type_id) WHERE is_open = 1;
