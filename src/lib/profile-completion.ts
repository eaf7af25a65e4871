// Profile completion (SPEC 3's `profileCompletion` key, whose shape the spec leaves open): the
// share, 0-100, of the profile's required fields and the interests that are filled in. Address
// line 2 and the picture are optional and do not count.
import type { Profile } from '../shared/schemas/profile';
import {
  ADDRESS_LINE_1,
  CITY,
  FIRST_NAME,
  INTERESTS,
  LAST_NAME,
  MOBILE_NUMBER,
  STATE,
  ZIP_CODE,
} from '../shared/texts/fields';

export type CompletionItem = { key: keyof Profile | 'interests'; label: string };

/** What counts, in the order the profile page shows it. */
export const COMPLETION_ITEMS: readonly CompletionItem[] = [
  { key: 'firstName', label: FIRST_NAME },
  { key: 'lastName', label: LAST_NAME },
  { key: 'mobile', label: MOBILE_NUMBER },
  { key: 'address', label: ADDRESS_LINE_1 },
  { key: 'state', label: STATE },
  { key: 'city', label: CITY },
  { key: 'zipcode', label: ZIP_CODE },
  { key: 'interests', label: INTERESTS },
];

export type ProfileCompletion = {
  /** Whole percent, 0-100. */
  percent: number;
  /** Labels of what is still missing, in COMPLETION_ITEMS order. */
  missing: string[];
};

/** Computes completion from the profile (or null: nothing known) and the chosen interests. */
export function profileCompletion(
  profile: Partial<Profile> | null | undefined,
  interests: readonly string[] | null | undefined,
): ProfileCompletion {
  const missing: string[] = [];
  let filled = 0;
  for (const item of COMPLETION_ITEMS) {
    const done =
      item.key === 'interests'
        ? (interests ?? []).some((t) => t.trim() !== '')
        : typeof profile?.[item.key] === 'string' && (profile[item.key] as string).trim() !== '';
    if (done) filled += 1;
    else missing.push(item.label);
  }
  return { percent: Math.round((filled / COMPLETION_ITEMS.length) * 100), missing };
}
