// A coach's settings (issue 27, API.md part 2 "Role lifecycle"): the saved-role closing reminder,
// and the credential expiry reminders (issue 30). Loaded on demand (/alerts).
import {
  type UserSettings,
  UserSettingsResponseSchema,
  UserSettingsSchema,
} from '../shared/schemas/settings';
import { LIFECYCLE_API } from '../shared/texts/lifecycle';
import { type CallOptions, request } from './client';

/** GET /api/user/settings -> {closingReminders, credentialReminders}. */
export function getUserSettings(options?: CallOptions): Promise<UserSettings> {
  return request('/api/user/settings', { schema: UserSettingsSchema, ...options });
}

/**
 * PUT /api/user/settings {closingReminders} and/or {credentialReminders} -> 'Settings Updated
 * Successfully' and the settings.
 */
export async function updateUserSettings(
  change: Partial<UserSettings>,
  options?: CallOptions,
): Promise<UserSettings> {
  const body = await request('/api/user/settings', {
    method: 'PUT',
    json: change,
    schema: UserSettingsResponseSchema,
    expectMessage: LIFECYCLE_API.settingsUpdated,
    ...options,
  });
  return { closingReminders: body.closingReminders, credentialReminders: body.credentialReminders };
}
