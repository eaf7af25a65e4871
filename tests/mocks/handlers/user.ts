// The signed-in user: identity, profile, password, interests, tag list, a coach's settings.
import { HttpResponse, http } from 'msw';
import { API_MESSAGES } from '../../../src/shared/messages';
import {
  ChangePasswordRequestSchema,
  fieldErrors,
  UpdateInterestsRequestSchema,
  UpdateProfileRequestSchema,
  UserSettingsRequestSchema,
} from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { LIFECYCLE_API } from '../../../src/shared/texts/lifecycle';
import { db, nextId } from '../db';
import { tags } from '../fixtures';
import { authenticate, checkXsrf, failure, publicUser, readJson } from '../http';
import { makeToken } from '../tokens';
import { hasTotp } from './totp';

export const userHandlers = [
  http.get('/api/user/get_logged_in_user', ({ request }) => {
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    return HttpResponse.json({ userDetails: [publicUser(auth.user)] });
  }),

  http.get('/api/user/getlogged_in_user_details', ({ request }) => {
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    // Whether two-step sign-in is on (issue 32): /account's section reads it here.
    const twoFactor = hasTotp(auth.user.id);
    return HttpResponse.json({ userDetails: [{ ...publicUser(auth.user), twoFactor }] });
  }),

  http.get('/api/user/get_loggedin_user_profile', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const { user } = auth;
    const profile = db.profiles.get(user.id) ?? {
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile,
      address: '',
      addressb: '',
      state: '',
      city: '',
      zipcode: '',
    };
    return HttpResponse.json({ userDetails: [profile] });
  }),

  http.post('/api/user/update_profile', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const parsed = UpdateProfileRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const p = parsed.data;
    db.profiles.set(auth.user.id, {
      firstName: p.firstName,
      lastName: p.lastName,
      mobile: p.mobile,
      address: p.address1,
      addressb: p.address2,
      state: p.state,
      city: p.city,
      zipcode: p.zipcode,
    });
    Object.assign(auth.user, { firstName: p.firstName, lastName: p.lastName, mobile: p.mobile });
    return HttpResponse.json({ message: API_MESSAGES.profileUpdated });
  }),

  http.post('/api/user/change_password', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const parsed = ChangePasswordRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    if (parsed.data.oldPassword !== auth.user.password) {
      return failure(400, API_ERRORS.wrongOldPassword, {
        oldPassword: API_ERRORS.wrongOldPassword,
      });
    }
    auth.user.password = parsed.data.newPassword;
    for (const [token, userId] of db.refreshTokens) {
      if (userId === auth.user.id) db.refreshTokens.delete(token);
    }
    const refresh_token = `refresh-${auth.user.id}-${nextId()}`;
    db.refreshTokens.set(refresh_token, auth.user.id);
    return HttpResponse.json({
      message: API_MESSAGES.passwordChanged,
      token: makeToken({ sub: auth.user.id, role: auth.user.role }),
      refresh_token,
    });
  }),

  http.get('/api/user/get_interests', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const list = (db.interests.get(auth.user.id) ?? []).map((tagName) => ({ tagName }));
    return HttpResponse.json({ list });
  }),

  http.post('/api/user/update_interests', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const parsed = UpdateInterestsRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const unknown = parsed.data.interests.find((t) => !tags.includes(t));
    if (unknown)
      return failure(400, API_ERRORS.unknownInterest, { interests: API_ERRORS.unknownInterest });
    db.interests.set(auth.user.id, parsed.data.interests);
    return HttpResponse.json({ message: API_MESSAGES.interestsUpdated });
  }),

  http.get('/api/user/settings', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return HttpResponse.json({
      closingReminders: !db.remindersOff.has(auth.user.id),
      credentialReminders: !db.credentialRemindersOff.has(auth.user.id),
    });
  }),

  http.put('/api/user/settings', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const parsed = UserSettingsRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const { closingReminders, credentialReminders } = parsed.data;
    if (closingReminders === false) db.remindersOff.add(auth.user.id);
    if (closingReminders === true) db.remindersOff.delete(auth.user.id);
    // Issue 30: the credential expiry reminders, apart.
    if (credentialReminders === false) db.credentialRemindersOff.add(auth.user.id);
    if (credentialReminders === true) db.credentialRemindersOff.delete(auth.user.id);
    return HttpResponse.json({
      message: LIFECYCLE_API.settingsUpdated,
      closingReminders: !db.remindersOff.has(auth.user.id),
      credentialReminders: !db.credentialRemindersOff.has(auth.user.id),
    });
  }),

  http.get('/api/user/taglist', () =>
    HttpResponse.json({ list: tags.map((tagName) => ({ tagName })) }),
  ),
];
