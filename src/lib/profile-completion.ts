// Profile completion (SPEC 3's `profileCompletion` key, whose shape the spec leaves open): the
// share, 0-100, of the profile's required fields and the interests that are filled in. Address
// line 2 and the picture are optional and do not count.
import type { Profile } from '../shared/schemas/profile';

export type CompletionItem = { key: keyof Profile | 'interests'; label: string };

/** What counts, in the order the profile page shows it. */
export const COMPLETION_ITEMS: readonly CompletionItem[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'mobile', label: 'Mobile number' },
  { key: 'address', label: 'Address line 1' },
  { key: 'state', label: 'State' },
  { key: 'city', label: 'City' },
  { key: 'zipcode', label: 'Zip code' },
  { key: 'interests', label: 'Interests' },
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
