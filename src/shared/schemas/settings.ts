// A coach's settings (GET and PUT /api/user/settings): the saved-role closing reminder (issue
// 27) and the credential expiry reminders (issue 30; optional in the answers' schemas so that
// answers made before them still parse).
import * as z from 'zod/mini';
import { MESSAGES as M } from '../messages';

export const UserSettingsRequestSchema = z.object({
  closingReminders: z.optional(z.boolean({ error: M.mustBeTrueOrFalse })),
  credentialReminders: z.optional(z.boolean({ error: M.mustBeTrueOrFalse })),
});
export type UserSettingsRequest = z.infer<typeof UserSettingsRequestSchema>;

export const UserSettingsSchema = z.object({
  closingReminders: z.boolean(),
  credentialReminders: z.optional(z.boolean()),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserSettingsResponseSchema = z.object({
  message: z.string(),
  closingReminders: z.boolean(),
  credentialReminders: z.optional(z.boolean()),
});
