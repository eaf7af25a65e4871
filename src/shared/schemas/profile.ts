import * as z from 'zod/mini';
import { MESSAGES as M } from '../messages';
import { MobileSchema, NameSchema, optionalText, requiredText } from './fields';

export const ProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  address: z.string(),
  addressb: z.string(),
  state: z.string(),
  city: z.string(),
  zipcode: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = z.object({
  userDetails: z.array(ProfileSchema).check(z.minLength(1)),
});

/** SPEC 5 profile rules; the same object is the update_profile request. */
export const ProfileFormSchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  mobile: MobileSchema,
  address1: requiredText(200),
  address2: optionalText(200),
  state: requiredText(100),
  city: requiredText(100),
  zipcode: requiredText(12),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;
export const UpdateProfileRequestSchema = ProfileFormSchema;

export const TagNameSchema = requiredText(60);
export const InterestsFormSchema = z.object({
  interests: z
    .array(TagNameSchema, { error: M.required })
    .check(
      z.minLength(1, { error: M.required }),
      z.maxLength(50, { error: M.atMostInterests(50) }),
    ),
});
export type InterestsForm = z.infer<typeof InterestsFormSchema>;
export const UpdateInterestsRequestSchema = InterestsFormSchema;
