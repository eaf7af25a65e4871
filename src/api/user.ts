// The signed-in user: identity, profile, interests, password.

import { API_MESSAGES } from '../shared/messages';
import { MessageResponseSchema } from '../shared/schemas/api';
import {
  type ChangePasswordForm,
  ChangePasswordResponseSchema,
  LoggedInUserResponseSchema,
  type User,
} from '../shared/schemas/auth';
import { type Profile, type ProfileForm, ProfileResponseSchema } from '../shared/schemas/profile';
import { setTokens } from '../state/auth-actions';
import { type CallOptions, request } from './client';

/** GET /api/user/get_logged_in_user: the first userDetails record (SPEC 4). */
export async function getLoggedInUser(options?: CallOptions): Promise<User> {
  const body = await request('/api/user/get_logged_in_user', {
    schema: LoggedInUserResponseSchema,
    ...options,
  });
  return body.userDetails[0];
}

/** GET /api/user/getlogged_in_user_details: same shape as get_logged_in_user. */
export async function getLoggedInUserDetails(options?: CallOptions): Promise<User> {
  const body = await request('/api/user/getlogged_in_user_details', {
    schema: LoggedInUserResponseSchema,
    ...options,
  });
  return body.userDetails[0];
}

/** GET /api/user/get_loggedin_user_profile: userDetails[0]. */
export async function getUserProfile(options?: CallOptions): Promise<Profile> {
  const body = await request('/api/user/get_loggedin_user_profile', {
    schema: ProfileResponseSchema,
    ...options,
  });
  return body.userDetails[0];
}

/** POST /api/user/update_profile -> 'Profile Updated Successfully'. */
export function updateProfile(body: ProfileForm, options?: CallOptions) {
  return request('/api/user/update_profile', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.profileUpdated,
    ...options,
  });
}

/**
 * POST /api/user/change_password -> 'Password Changed Successfully' with a fresh token pair for
 * this session, which is stored here (API.md: the change revokes every older token).
 */
export async function changePassword(body: ChangePasswordForm, options?: CallOptions) {
  const result = await request('/api/user/change_password', {
    method: 'POST',
    json: body,
    schema: ChangePasswordResponseSchema,
    expectMessage: API_MESSAGES.passwordChanged,
    ...options,
  });
  setTokens({ token: result.token, refresh_token: result.refresh_token });
  return result;
}

/** POST /api/user/update_interests {interests} -> 'Interests Updated Successfully'. */
export function updateInterests(interests: string[], options?: CallOptions) {
  return request('/api/user/update_interests', {
    method: 'POST',
    json: { interests },
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.interestsUpdated,
    ...options,
  });
}

/** GET /api/user/get_interests (with the tag list: the search hero prefills from it). */
/** GET /api/user/taglist (with the other lookup lists, which a first visit loads). */
export { getTagList } from './form-lookups';
export { getInterests } from './lookups';
