// The coaching context's texts (issue 29; API.md part 2 "Coaching-context facets"): its fields'
// labels (the role form, the details page's block and the Filters panel name the fields the
// same way) and the field messages of the form and of POST/PUT /api/org/jobs. The values
// themselves ("Under 12", "Evenings") are src/shared/facets.ts's; the role form's placeholders
// and hints are ./coaching-form.ts's, the field messages ./coaching-errors.ts's. A missing sport, level or pay is MESSAGES.required
// ('Required field', SPEC 5), as for every required field. Plain constants besides the
// objects, so that a chunk needing one label (the details block, a filter) does not carry more;
// but a module goes into one chunk with every export any chunk uses, and the search hero's
// Sport and the details block put this one on each first visit: the form's texts are a module
// of their own for that (about 0.3 KB gz on each first visit), and so are the messages.

/** The group of these fields: the role form's legend and the details page's block. */
export const COACHING_CONTEXT = 'Coaching context';
export const SPORT = 'Sport';
export const AGE_GROUPS_LABEL = 'Age groups';
export const GENDER = 'Gender';
export const LEVEL = 'Level';
/**
 * The kind of pay (Paid, Honorarium, Volunteer): not 'Pay', which names the amounts' group of the
 * same form (PAY_FORM_TEXTS.legend); two groups of one name told a screen reader nothing.
 */
export const PAY_KIND = 'Paid or volunteer';
export const TRAINING_DAYS = 'Training days';
export const TIMES_LABEL = 'Times';
/** The details page's one line of days and times ("Tuesday and Thursday, evenings"). */
export const TRAINING = 'Training';

/** Each field's label, by its name in the API (`pay` is the kind of pay). */
export const COACHING_LABELS = {
  sportType: SPORT,
  ageGroups: AGE_GROUPS_LABEL,
  gender: GENDER,
  level: LEVEL,
  pay: PAY_KIND,
  days: TRAINING_DAYS,
  times: TIMES_LABEL,
} as const;
