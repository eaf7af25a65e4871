// The role form's coaching-context group (issue 29): its legend, placeholders and hints. A
// module apart from ./coaching.ts, whose labels ride in every first visit (the search hero's
// Sport, the details page's block): only the role form reads these.
import { COACHING_CONTEXT } from './coaching';

/** The role form's group of these fields: its legend, placeholders and hints. */
export const COACHING_FORM_TEXTS = {
  legend: COACHING_CONTEXT,
  intro: 'Coaches search by these. Sport, level and pay are required for a new role.',
  chooseSport: 'Choose a sport',
  noMatchingSports: 'No matching sports',
  sportHint: 'The sport the coach will coach.',
  chooseAgeGroups: 'Choose age groups',
  ageGroupsHint: 'Every age group the coach will work with (optional).',
  anyGender: 'Not stated',
  genderHint: 'Whose team it is (optional).',
  chooseLevel: 'Choose a level',
  levelHint: 'The level the team plays at.',
  choosePay: 'Choose paid, honorarium or volunteer',
  payHint: 'Honorarium: a token payment or expenses. The amounts, if any, go under Pay below.',
  daysHint: 'The days of training and games (optional).',
  timesHint: 'When on those days (optional; choose the days too).',
  /** A field of an existing role that has none yet (roles posted before these fields). */
  notGiven: 'Not given',
} as const;
