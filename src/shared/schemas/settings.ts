// A coach's settings (issue 27: the saved-role closing reminder; GET and PUT /api/user/settings).
import * as z from 'zod/mini';
import { MESSAGES as M } from '../messages';

export const UserSettingsRequestSchema = z.object({
  closingReminders: z.optional(z.boolean({ error: M.mustBeTrueOrFalse })),
});
export type UserSettingsRequest = z.infer<typeof UserSettingsRequestSchema>;

export const UserSettingsSchema = z.object({ closingReminders: z.boolean() });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserSettingsResponseSchema = z.object({
  message: z.string(),
  closingReminders: z.boolean(),
});
