// Realistic fixtures for the mock API: users, organisations, lookups and 60 open jobs
// (deterministic), and three closed ones (issue 27: expired, filled, withdrawn), kept apart so
// that lists and counts of open roles stay as they were.
import { ROLE_COACH, ROLE_ORG } from '../../src/shared/constants';
import type { Job, JobSummary, OrgData, Profile, User } from '../../src/shared/schemas';
import { addDays } from '../../src/shared/zoned-time';

export const PASSWORD = 'Password1!';

export const coachUser: User = {
  id: 1,
  firstName: 'Casey',
  lastName: 'Morgan',
  email: 'casey.morgan@example.com',
  mobile: '0412345678',
  role: ROLE_COACH,
  orgId: null,
  emailVerified: true,
};

export const orgUser: User = {
  id: 2,
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'olivia@harbourfc.example',
  mobile: '0498765432',
  role: ROLE_ORG,
  orgId: 1,
  emailVerified: true,
};

export const coachProfile: Profile = {
  firstName: 'Casey',
  lastName: 'Morgan',
  mobile: '0412345678',
  address: '12 Oval Street',
  addressb: 'Unit 3',
  state: 'New South Wales',
  city: 'Sydney',
  zipcode: '2000',
};

export const orgTypes = [
  'Professional Club',
  'Community Club',
  'School',
  'University',
  'Academy',
  'State Body',
];

export const states = [
  { id: 1, name: 'New South Wales' },
  { id: 2, name: 'Victoria' },
  { id: 3, name: 'Queensland' },
  { id: 4, name: 'Western Australia' },
  { id: 5, name: 'South Australia' },
  { id: 6, name: 'Tasmania' },
];

export const cities = [
  { id: 1, name: 'Sydney', stateId: 1 },
  { id: 2, name: 'Newcastle', stateId: 1 },
  { id: 3, name: 'Melbourne', stateId: 2 },
  { id: 4, name: 'Geelong', stateId: 2 },
  { id: 5, name: 'Brisbane', stateId: 3 },
  { id: 6, name: 'Gold Coast', stateId: 3 },
  { id: 7, name: 'Perth', stateId: 4 },
  { id: 8, name: 'Adelaide', stateId: 5 },
  { id: 9, name: 'Hobart', stateId: 6 },
];

export const tags = [
  'Football',
  'Rugby League',
  'Rugby Union',
  'Cricket',
  'Netball',
  'Basketball',
  'Swimming',
  'Athletics',
  'Tennis',
  'Hockey',
  'AFL',
  'Cycling',
];

export const sportsTypes = tags.map((name, i) => ({ id: i + 1, name }));

/** Issue 32: every organisation is verified but Western Swim Academy (id 4), whose roles show no badge. */
export const orgs: OrgData[] = [
  {
    id: 1,
    name: 'Harbour City FC',
    orgType: 'Professional Club',
    location: 'Sydney',
    about: 'A-League club.',
    website: 'https://harbourfc.example',
    logo: null,
    responseRecord: { promised: 48, keptOnTime: 45 },
    verified: true,
  },
  {
    id: 2,
    name: 'Southbank Netball Club',
    orgType: 'Community Club',
    location: 'Melbourne',
    about: 'Community netball since 1978.',
    website: 'https://southbank.example',
    logo: null,
    responseRecord: null,
    verified: true,
  },
  {
    id: 3,
    name: 'Bayside Grammar',
    orgType: 'School',
    location: 'Brisbane',
    about: 'Independent school.',
    website: 'https://bayside.example',
    logo: null,
    responseRecord: null,
    verified: true,
  },
  {
    id: 4,
    name: 'Western Swim Academy',
    orgType: 'Academy',
    location: 'Perth',
    about: 'Learn to swim.',
    website: 'https://wsa.example',
    logo: null,
    responseRecord: null,
    verified: false,
  },
  {
    id: 5,
    name: 'University of Adelaide Sport',
    orgType: 'University',
    location: 'Adelaide',
    about: 'University sport.',
    website: 'https://uas.example',
    logo: null,
    responseRecord: null,
    verified: true,
  },
];

const ROLES = [
  'Head Coach',
  'Assistant Coach',
  'Strength and Conditioning Coach',
  'Junior Development Coach',
  'Performance Analyst',
  'Sports Physiotherapist',
];
const LEVELS = ['Level 1', 'Level 2', 'Level 3', 'Community', 'Elite'];
const TYPES = ['Full-time', 'Part-time', 'Casual', 'Contract'];

/**
 * The coaching context (issue 29) by organisation: a professional club's full-time roles, a
 * community club's volunteer roles on weeknights, a school's, an academy's weekend mornings, a
 * university's evenings. Every seventh role was posted before the context and has none.
 */
const CONTEXTS: Pick<Job, 'ageGroups' | 'gender' | 'level' | 'pay' | 'days' | 'times'>[] = [
  {
    ageGroups: ['Open'],
    gender: 'Boys / Men',
    level: 'Professional',
    pay: 'Paid',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    times: ['Daytime'],
  },
  {
    ageGroups: ['Under 12', 'Under 13', 'Under 14'],
    gender: 'Girls / Women',
    level: 'Community',
    pay: 'Volunteer',
    days: ['Tue', 'Thu'],
    times: ['Evenings'],
  },
  {
    ageGroups: ['Under 15', 'Under 16', 'Under 17'],
    gender: 'Mixed',
    level: 'School',
    pay: 'Honorarium',
    days: ['Mon', 'Wed'],
    times: ['Daytime', 'Evenings'],
  },
  {
    ageGroups: ['Under 8', 'Under 9', 'Under 10'],
    gender: 'Mixed',
    level: 'Representative',
    pay: 'Paid',
    days: ['Sat', 'Sun'],
    times: ['Mornings'],
  },
  {
    ageGroups: ['Open'],
    gender: null,
    level: 'State league',
    pay: 'Paid',
    days: ['Tue', 'Thu'],
    times: ['Evenings'],
  },
];

/** A role's coaching context: its organisation's, or none (older roles: every seventh). */
function contextOf(index: number, sport: string) {
  if (index % 7 === 6) {
    return {
      sportType: null,
      ageGroups: [],
      gender: null,
      level: null,
      pay: null,
      days: [],
      times: [],
    };
  }
  return { sportType: sport, ...CONTEXTS[index % orgs.length] };
}

/**
 * What a role requires (issue 30): every third role asks for a WWCC, first aid and CPR, and
 * every sixth also a Development accreditation and a start date; the others (older roles among
 * them) send none, as roles stored before requirements may.
 */
function requirementsOf(index: number): Pick<Job, 'requirements'> {
  if (index % 3 !== 0) return {};
  const more = index % 6 === 0;
  return {
    requirements: {
      wwcc: true,
      policeCheck: false,
      firstAid: true,
      cpr: true,
      accreditation: more ? 'Development' : null,
      startDate: more ? addDays(FIRST_CLOSING, index + 30) : null,
    },
  };
}

/** The first open role's closing date; the others close a day apart after it. */
export const FIRST_CLOSING = '2027-02-01';

function jobTags(i: number): string[] {
  return [tags[i % tags.length], tags[(i * 5 + 3) % tags.length]];
}

export const jobs: Job[] = Array.from({ length: 60 }, (_, index) => {
  const i = index + 1;
  const org = orgs[index % orgs.length];
  const sport = tags[index % tags.length];
  const city = cities[index % cities.length];
  const date = new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString();
  return {
    id: i,
    name: `${sport} ${ROLES[index % ROLES.length]}`,
    org_id: org.id,
    organisation: org.name,
    verified: org.verified,
    location: city.name,
    minLevel: LEVELS[index % LEVELS.length],
    role_type: TYPES[index % TYPES.length],
    categories: `${sport}, Coaching`,
    salary: `$${60 + (index % 8) * 5},000 + super`,
    // Structured pay (issue 28) as the salary says; every tenth role states it as text only.
    payMin: index % 10 === 9 ? null : (60 + (index % 8) * 5) * 1000,
    payMax: null,
    payPeriod: index % 10 === 9 ? null : 'YEAR',
    plusSuper: index % 10 !== 9,
    description: `<p>${org.name} is looking for a <strong>${ROLES[index % ROLES.length]}</strong>.</p><ul><li>Plan sessions</li><li>Develop players</li></ul>`,
    subject: `<p>Lead our ${sport.toLowerCase()} programme in ${city.name}.</p>`,
    skills: '<ul><li>Accreditation</li><li>Working with Children Check</li></ul>',
    desiredSkills: '<p>First aid certificate.</p>',
    views: 10 + index * 3,
    datePosted: date,
    tags: jobTags(index),
    open: true,
    // Closing in 2027, well ahead of the tests' clock; most roles promise an answer 14 days on.
    closingDate: addDays(FIRST_CLOSING, index),
    respondBy: index % 3 === 2 ? null : addDays(FIRST_CLOSING, index + 14),
    closedReason: null,
    ...contextOf(index, sport),
    ...requirementsOf(index),
  };
});

/**
 * Three closed roles (ids 61 to 63), one per reason, each of the organisation and place of some
 * open roles above, so that a closed role's page has similar open roles.
 */
export const closedJobs: Job[] = (['expired', 'filled', 'withdrawn'] as const).map((reason, i) => ({
  ...jobs[i],
  id: 61 + i,
  name: `${jobs[i].name} (${reason})`,
  views: 5,
  open: false,
  closingDate: '2026-11-12',
  respondBy: reason === 'expired' ? '2026-11-26' : null,
  closedReason: reason,
}));

/** Every role, open or closed (details, saves and summaries read closed roles too). */
export const allJobs: Job[] = [...jobs, ...closedJobs];

/** A closed role's similar open roles: same organisation type and place, at most 3. */
export function similarTo(job: Job): JobSummary[] {
  const type = orgs.find((o) => o.id === job.org_id)?.orgType;
  return jobs
    .filter(
      (j) =>
        j.open &&
        j.location === job.location &&
        orgs.find((o) => o.id === j.org_id)?.orgType === type,
    )
    .slice(0, 3)
    .map(summary);
}

export function summary(job: Job): JobSummary {
  const { id, name, org_id, organisation, location, role_type, salary, datePosted } = job;
  const { closingDate, respondBy, open, closedReason } = job;
  const { sportType, ageGroups, gender, level, pay, days, times } = job;
  return {
    id,
    name,
    org_id,
    organisation,
    location,
    role_type,
    salary,
    datePosted,
    closingDate,
    respondBy,
    open,
    closedReason,
    sportType,
    ageGroups,
    gender,
    level,
    pay,
    days,
    times,
  };
}
