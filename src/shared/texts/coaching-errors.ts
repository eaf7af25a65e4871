// The coaching context's field messages (issue 29): the role form's and POST/PUT /api/org/jobs'
// 400 `fields`. A module apart from ./coaching.ts, whose labels the first visit carries (the
// search hero's Sport, the details block): a module goes into one chunk with all its exports.

/** The field messages (the form's and the server's 400 `fields`). */
export const COACHING_ERRORS = {
  unknownSport: 'Choose a sport from the list',
  unknownAgeGroup: 'Choose age groups from the list',
  unknownGender: 'Choose a gender from the list',
  unknownLevel: 'Choose a level from the list',
  unknownPay: 'Choose paid, honorarium or volunteer',
  unknownDay: 'Choose days from the list',
  unknownTime: 'Choose mornings, daytime or evenings',
  timesWithoutDays: 'Choose the training days for these times',
  tooMany: (max: number) => `Choose at most ${max}`,
} as const;
