// Fixed vocabulary of the demo seed (server/db/seed.ts). Every organisation is fictional.
import type { AgeGroup, Gender, Level } from '../../src/shared/facets';

export const ORG_TYPES = [
  'Professional club',
  'Community club',
  'School',
  'University',
  'Governing body',
  'Academy',
  'Fitness centre',
  'Sports agency',
] as const;

export const STATES: { name: string; code: string; cities: string[] }[] = [
  {
    name: 'New South Wales',
    code: 'NSW',
    cities: [
      'Sydney',
      'Newcastle',
      'Wollongong',
      'Central Coast',
      'Wagga Wagga',
      'Albury',
      'Port Macquarie',
      'Tamworth',
      'Orange',
      'Dubbo',
      'Coffs Harbour',
      'Bathurst',
    ],
  },
  {
    name: 'Victoria',
    code: 'VIC',
    cities: [
      'Melbourne',
      'Geelong',
      'Ballarat',
      'Bendigo',
      'Shepparton',
      'Mildura',
      'Warrnambool',
      'Traralgon',
    ],
  },
  {
    name: 'Queensland',
    code: 'QLD',
    cities: [
      'Brisbane',
      'Gold Coast',
      'Sunshine Coast',
      'Townsville',
      'Cairns',
      'Toowoomba',
      'Mackay',
      'Rockhampton',
      'Bundaberg',
    ],
  },
  {
    name: 'Western Australia',
    code: 'WA',
    cities: ['Perth', 'Mandurah', 'Bunbury', 'Geraldton', 'Kalgoorlie', 'Albany'],
  },
  {
    name: 'South Australia',
    code: 'SA',
    cities: ['Adelaide', 'Mount Gambier', 'Whyalla', 'Murray Bridge'],
  },
  { name: 'Tasmania', code: 'TAS', cities: ['Hobart', 'Launceston', 'Devonport', 'Burnie'] },
  { name: 'Australian Capital Territory', code: 'ACT', cities: ['Canberra'] },
  { name: 'Northern Territory', code: 'NT', cities: ['Darwin', 'Alice Springs', 'Katherine'] },
];

export const SPORTS = [
  'Football (Soccer)',
  'AFL',
  'Rugby League',
  'Rugby Union',
  'Cricket',
  'Netball',
  'Basketball',
  'Tennis',
  'Swimming',
  'Athletics',
  'Hockey',
  'Golf',
  'Cycling',
  'Rowing',
  'Surfing',
  'Volleyball',
  'Baseball',
  'Softball',
  'Touch Football',
  'Gymnastics',
  'Triathlon',
  'Water Polo',
] as const;

export const SPECIALISMS = [
  'Strength & Conditioning',
  'Sports Science',
  'Physiotherapy',
  'Nutrition',
  'Performance Analysis',
  'Talent ID',
  'Junior Development',
  "Women's Sport",
  'Para-sport',
  'Coach Education',
  'Sports Psychology',
  'Team Management',
] as const;

/** name, type, city, about, website host. */
export const ORGANISATIONS: {
  name: string;
  type: (typeof ORG_TYPES)[number];
  city: string;
  sport: string;
  about: string;
}[] = [
  {
    name: 'Harbourside FC',
    type: 'Professional club',
    city: 'Sydney',
    sport: 'Football (Soccer)',
    about: 'A-League club with a proud academy pathway and a growing women’s program.',
  },
  {
    name: 'Yarra River Hawks',
    type: 'Professional club',
    city: 'Melbourne',
    sport: 'AFL',
    about: 'Professional AFL and AFLW club built on community, courage and high performance.',
  },
  {
    name: 'Moreton Bay Marlins',
    type: 'Professional club',
    city: 'Brisbane',
    sport: 'Rugby League',
    about: 'Rugby league club competing at the top level, with a strong junior nursery.',
  },
  {
    name: 'Swan Coast Thunder',
    type: 'Professional club',
    city: 'Perth',
    sport: 'Basketball',
    about: 'NBL and WNBL franchise known for fast, exciting basketball and a loyal fan base.',
  },
  {
    name: 'Adelaide Hills Strikers',
    type: 'Professional club',
    city: 'Adelaide',
    sport: 'Cricket',
    about: 'Big Bash and state cricket pathways under one roof.',
  },
  {
    name: 'Northern Beaches Netball Club',
    type: 'Community club',
    city: 'Sydney',
    sport: 'Netball',
    about: 'Over 1,200 members from Under 7s to Masters; volunteers are the heart of the club.',
  },
  {
    name: 'Geelong Bay Rowing Club',
    type: 'Community club',
    city: 'Geelong',
    sport: 'Rowing',
    about: 'Learn-to-row, masters and school rowing on Corio Bay since 1921.',
  },
  {
    name: 'Townsville Tigers Touch',
    type: 'Community club',
    city: 'Townsville',
    sport: 'Touch Football',
    about: 'Friendly touch football club running junior, mixed and open competitions.',
  },
  {
    name: 'Hobart Harriers Athletics',
    type: 'Community club',
    city: 'Hobart',
    sport: 'Athletics',
    about: 'Track, field and cross-country for every age and ability.',
  },
  {
    name: 'Cairns Reef Swim Club',
    type: 'Community club',
    city: 'Cairns',
    sport: 'Swimming',
    about: 'Squads from learn-to-swim to national age championships.',
  },
  {
    name: 'Ballarat Eagles Hockey',
    type: 'Community club',
    city: 'Ballarat',
    sport: 'Hockey',
    about: 'Hockey for juniors, seniors and masters on two synthetic pitches.',
  },
  {
    name: 'St Aidan’s Grammar School',
    type: 'School',
    city: 'Sydney',
    sport: 'Rugby Union',
    about: 'Co-educational K-12 school with a comprehensive sport program across 24 sports.',
  },
  {
    name: 'Southern Cross College',
    type: 'School',
    city: 'Melbourne',
    sport: 'Basketball',
    about: 'A secondary college where sport, the arts and academics are valued equally.',
  },
  {
    name: 'Sunshine Coast Sports High',
    type: 'School',
    city: 'Sunshine Coast',
    sport: 'Surfing',
    about: 'A specialist sports high school with surfing, football and netball academies.',
  },
  {
    name: 'Darwin International School',
    type: 'School',
    city: 'Darwin',
    sport: 'Football (Soccer)',
    about: 'Independent school with a vibrant inter-school sport calendar.',
  },
  {
    name: 'University of the Coral Coast',
    type: 'University',
    city: 'Gold Coast',
    sport: 'Swimming',
    about: 'Elite athlete program, sports science degrees and world-class aquatic facilities.',
  },
  {
    name: 'Capital University Sport',
    type: 'University',
    city: 'Canberra',
    sport: 'Athletics',
    about: 'The sport and recreation arm of a leading research university.',
  },
  {
    name: 'Western Plains University',
    type: 'University',
    city: 'Bendigo',
    sport: 'Cricket',
    about: 'Regional university with applied sports science research and student clubs.',
  },
  {
    name: 'Netball Pacific',
    type: 'Governing body',
    city: 'Melbourne',
    sport: 'Netball',
    about: 'The state governing body for netball, supporting clubs, coaches and umpires.',
  },
  {
    name: 'Touch Football Alliance',
    type: 'Governing body',
    city: 'Brisbane',
    sport: 'Touch Football',
    about: 'Growing touch football in schools and communities across the country.',
  },
  {
    name: 'Cycling Southern Australia',
    type: 'Governing body',
    city: 'Adelaide',
    sport: 'Cycling',
    about: 'Road, track, BMX and mountain bike: racing, coaching and participation.',
  },
  {
    name: 'Tasman Tennis Association',
    type: 'Governing body',
    city: 'Launceston',
    sport: 'Tennis',
    about: 'Delivering tennis competitions, coach education and junior development.',
  },
  {
    name: 'Elite Pathways Academy',
    type: 'Academy',
    city: 'Perth',
    sport: 'Football (Soccer)',
    about: 'Full-time football academy developing players for professional pathways.',
  },
  {
    name: 'Next Gen Cricket Academy',
    type: 'Academy',
    city: 'Newcastle',
    sport: 'Cricket',
    about: 'Specialist batting, bowling and wicket-keeping programs for juniors.',
  },
  {
    name: 'Gold Coast Gymnastics Academy',
    type: 'Academy',
    city: 'Gold Coast',
    sport: 'Gymnastics',
    about: 'Recreational and competitive gymnastics with qualified coaches.',
  },
  {
    name: 'Pulse Fitness Collective',
    type: 'Fitness centre',
    city: 'Brisbane',
    sport: 'Athletics',
    about: 'Strength, conditioning and group training studios across the city.',
  },
  {
    name: 'Ironbark Performance Centre',
    type: 'Fitness centre',
    city: 'Wollongong',
    sport: 'Rugby League',
    about: 'High-performance gym serving athletes, teams and the community.',
  },
  {
    name: 'Baseline Sports Management',
    type: 'Sports agency',
    city: 'Sydney',
    sport: 'Tennis',
    about: 'Athlete management, talent identification and event delivery.',
  },
  {
    name: 'Green & Gold Talent',
    type: 'Sports agency',
    city: 'Melbourne',
    sport: 'AFL',
    about: 'Representing emerging athletes and placing coaches with clubs nationwide.',
  },
];

export { ROLE_TYPES } from '../../src/shared/constants';

export const MIN_LEVELS = [
  'Level 1 Accredited Coach',
  'Level 2 Accredited Coach',
  'Level 3 High Performance Coach',
  'Community Coach Accreditation',
  'Degree in Sports Science',
  'Degree in Exercise Science',
  'ASCA Level 2 Strength & Conditioning',
  'Registered Physiotherapist (AHPRA)',
  'Accredited Sports Dietitian',
  'Working With Children Check',
  'Certificate IV in Fitness',
  'Postgraduate qualification in Sport Management',
] as const;

export const AGE_GROUPS = [
  'Under 12s',
  'Under 14s',
  'Under 16 Boys',
  'Under 18 Girls',
  'Under 18 Boys',
  'Under 21s',
  'Seniors',
  'Masters',
  'Women’s First Grade',
  'Reserves',
];

/**
 * The coaching context (issue 29) a title's age group stands for: its age groups and gender
 * (src/shared/facets.ts's values; null: not stated).
 */
export const AGE_GROUP_CONTEXT: Record<
  string,
  { ages: readonly AgeGroup[]; gender: Gender | null }
> = {
  'Under 12s': { ages: ['Under 11', 'Under 12'], gender: 'Mixed' },
  'Under 14s': { ages: ['Under 13', 'Under 14'], gender: 'Mixed' },
  'Under 16 Boys': { ages: ['Under 15', 'Under 16'], gender: 'Boys / Men' },
  'Under 18 Girls': { ages: ['Under 17', 'Under 18'], gender: 'Girls / Women' },
  'Under 18 Boys': { ages: ['Under 17', 'Under 18'], gender: 'Boys / Men' },
  'Under 21s': { ages: ['Open'], gender: null },
  Seniors: { ages: ['Open'], gender: null },
  Masters: { ages: ['Masters'], gender: null },
  'Women’s First Grade': { ages: ['Open'], gender: 'Girls / Women' },
  Reserves: { ages: ['Open'], gender: 'Boys / Men' },
};

/** The level of a demo organisation's roles by its type (full-time: the second, if any). */
export const LEVEL_OF_ORG_TYPE: Record<(typeof ORG_TYPES)[number], readonly [Level, Level?]> = {
  'Professional club': ['National league', 'Professional'],
  'Community club': ['Community'],
  School: ['School'],
  University: ['State league', 'National league'],
  'Governing body': ['Representative', 'State league'],
  Academy: ['Representative'],
  'Fitness centre': ['Community'],
  'Sports agency': ['Professional'],
};

/** Job title templates: {sport} and {age} are filled in; spec = the specialism tag it implies. */
export const TITLES: { t: string; spec?: string; level: number[] }[] = [
  { t: 'Head Coach – {age}', level: [0, 1, 2] },
  { t: 'Assistant Coach – {age}', level: [0, 1, 3] },
  { t: '{sport} Coach – {age}', level: [0, 1, 3] },
  { t: '{sport} Development Officer', spec: 'Junior Development', level: [0, 3, 11] },
  { t: 'Junior {sport} Coach', spec: 'Junior Development', level: [0, 3, 9] },
  { t: 'Strength & Conditioning Coach', spec: 'Strength & Conditioning', level: [6, 4, 5] },
  { t: 'Senior Strength & Conditioning Coach', spec: 'Strength & Conditioning', level: [6, 4] },
  { t: 'Sports Scientist', spec: 'Sports Science', level: [4, 5] },
  { t: 'Physiotherapist – {sport}', spec: 'Physiotherapy', level: [7] },
  { t: 'Performance Analyst', spec: 'Performance Analysis', level: [4, 5] },
  { t: 'Video and Performance Analyst – {age}', spec: 'Performance Analysis', level: [4, 9] },
  { t: 'Talent ID Scout – {sport}', spec: 'Talent ID', level: [1, 11] },
  { t: 'Pathways Manager', spec: 'Talent ID', level: [2, 11] },
  { t: 'Sports Dietitian', spec: 'Nutrition', level: [8] },
  { t: 'Women’s {sport} Program Lead', spec: "Women's Sport", level: [1, 2, 11] },
  { t: 'Para-sport Coach – {sport}', spec: 'Para-sport', level: [0, 1] },
  { t: 'Coach Developer', spec: 'Coach Education', level: [2, 11] },
  { t: 'Sports Psychologist', spec: 'Sports Psychology', level: [4, 11] },
  { t: 'Team Manager – {age}', spec: 'Team Management', level: [9, 11] },
  { t: '{sport} Program Coordinator', level: [3, 9, 11] },
  { t: 'High Performance Manager', spec: 'Sports Science', level: [2, 4, 11] },
  { t: 'Head of {sport}', level: [2, 11] },
  { t: 'Personal Trainer', spec: 'Strength & Conditioning', level: [10] },
  { t: 'Volunteer Coach – {age}', level: [3, 9] },
];

export const CATEGORIES = [
  'Coaching',
  'High Performance',
  'Community',
  'Education',
  'Health & Medical',
  'Administration',
  'Youth',
  'Elite Sport',
];

export const SALARIES_ANNUAL = [
  [55000, 65000],
  [65000, 75000],
  [75000, 85000],
  [85000, 95000],
  [95000, 110000],
  [110000, 130000],
  [130000, 150000],
];
export const SALARIES_HOURLY = [
  [30, 38],
  [35, 45],
  [40, 55],
  [50, 65],
];

// Rich-text fragments. Placeholders: {org}, {city}, {sport}, {title}, {type}. Values are escaped.
export const INTROS = [
  '<p><strong>{org}</strong> is looking for a motivated <em>{title}</em> to join our team in {city}. This is a chance to shape the next chapter of {sport} at a {type} that puts people first.</p>',
  '<p>Based in {city}, <strong>{org}</strong> is growing fast and we need a <em>{title}</em> who lives and breathes {sport}. You will work with players, parents and staff who share a passion for the game.</p>',
  '<p>Are you ready for your next challenge? <strong>{org}</strong> ({city}) is recruiting a <em>{title}</em>. Join a {type} with great facilities, a supportive culture and big ambitions in {sport}.</p>',
  '<p>We are a {type} in {city} with a long history in {sport}, and we are excited to appoint a <strong>{title}</strong>. The role suits someone who brings energy, professionalism and a growth mindset.</p>',
];

export const MIDDLES = [
  '<p>You will plan and deliver training sessions, support athlete wellbeing and work closely with the coaching and medical staff to keep every athlete improving week on week.</p>',
  '<p>The successful applicant will build strong relationships with athletes, families and volunteers, and help us deliver safe, inclusive and fun programs across the season.</p>',
  '<p>This role blends hands-on delivery with planning: periodised programs, clear communication, and regular reporting on athlete progress and program outcomes.</p>',
  '<p>You will contribute to a high-performance environment, using data and video to inform decisions while keeping the focus on people, culture and long-term development.</p>',
  '<p>Our facilities include indoor and outdoor training areas, a fully equipped gym and recovery suite, and access to sports medicine partners.</p>',
];

export const BENEFITS = [
  '<p>What we offer:</p><ul><li>Flexible working arrangements</li><li>Professional development and accreditation support</li><li>A friendly, inclusive team</li></ul>',
  '<p>Why join us?</p><ul><li>Competitive remuneration</li><li>Access to facilities and equipment</li><li>Clear career pathways</li><li>Uniform and travel allowance</li></ul>',
  '<p>Benefits include <strong>salary packaging</strong>, ongoing mentoring from experienced coaches, and paid time to complete your next accreditation.</p>',
  '<p>Applications close when a suitable candidate is found. For more information visit <a href="https://example.org/careers">our careers page</a>.</p>',
];

export const SUBJECTS = [
  '<p>Reporting to the {boss}, the <strong>{title}</strong> leads day-to-day delivery of the {sport} program.</p><ul><li>Deliver sessions aligned to the club’s playing philosophy</li><li>Monitor athlete load and wellbeing</li><li>Contribute to selection and review meetings</li></ul>',
  '<p>The <strong>{title}</strong> is responsible for planning, delivering and reviewing programs for our athletes and teams.</p><ul><li>Design weekly training plans</li><li>Work with parents, schools and volunteers</li><li>Maintain accurate records and reports</li></ul>',
  '<p>This is a <em>hands-on</em> role working with athletes at every stage of their journey.</p><ol><li>Deliver high-quality coaching</li><li>Identify and nurture talent</li><li>Promote a safe and inclusive environment</li></ol>',
];

export const BOSSES = [
  'Head of Performance',
  'Director of Coaching',
  'General Manager',
  'Head Coach',
  'Sport Program Manager',
];

export const SKILLS = [
  '<ul><li>Minimum qualification: <strong>{level}</strong></li><li>Current Working With Children Check</li><li>Current first aid and CPR certificates</li></ul>',
  '<ul><li><strong>{level}</strong> or equivalent</li><li>Excellent communication and organisational skills</li><li>Ability to work weekends and evenings during the season</li></ul>',
  '<ul><li>Holds <strong>{level}</strong></li><li>Experience coaching {sport} at club level or above</li><li>Strong understanding of athlete development</li></ul>',
];

export const DESIRED = [
  '<ul><li>Experience with GPS and video analysis tools</li><li>A tertiary qualification in sport or exercise science</li></ul>',
  '<ul><li>Experience in a high-performance environment</li><li>Knowledge of the <em>Long-Term Athlete Development</em> model</li><li>A current driver licence</li></ul>',
  '<ul><li>Experience working with female athletes and para-athletes</li><li>Conflict resolution and mentoring skills</li></ul>',
  '<p>Previous playing experience in {sport} is highly regarded but not essential.</p>',
];
