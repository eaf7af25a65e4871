/**
 * The signed-in user. Example requests (bearer = the access token from /api/login; POSTs also
 * need the XSRF cookie + X-XSRF-TOKEN header):
 *
 *   GET  /api/user/get_logged_in_user          -> {"userDetails":[{"id":1,"firstName":"Ana",...,"role":"ROLE_COACH"}]}
 *   GET  /api/user/getlogged_in_user_details   -> same as get_logged_in_user
 *   GET  /api/user/get_loggedin_user_profile   (coach) -> {"userDetails":[{"firstName":"Ana","lastName":"Lee",
 *        "mobile":"0412345678","address":"1 Main St","addressb":"","state":"Victoria","city":"Melbourne","zipcode":"3000"}]}
 *   POST /api/user/update_profile (coach) {"firstName":"Ana","lastName":"Lee","mobile":"0412345678",
 *        "address1":"1 Main St","address2":"","state":"Victoria","city":"Melbourne","zipcode":"3000"}
 *        -> {"message":"Profile Updated Successfully"}
 *   POST /api/user/change_password {"oldPassword":"...","newPassword":"...","confirmPassword":"..."}
 *        -> {"message":"Password Changed Successfully","token":"<jwt>","refresh_token":"<opaque>"}
 *   GET  /api/user/get_interests (coach)       -> {"list":[{"tagName":"Football"}]}
 *   POST /api/user/update_interests (coach) {"interests":["Football","Strength & Conditioning"]}
 *        -> {"message":"Interests Updated Successfully"}
 *   POST /api/user/validateUserToken {"token":"<from the mail>","scope":"Confirm Account"}
 *        -> {"message":"Account Confirmed"}
 *   POST /api/user/validateUserToken {"token":"<from the mail>","scope":"Change Email"}
 *        -> {"message":"Email Changed"} (issue 31: server/routes/account.ts asks for the change)
 */
import { Hono } from 'hono';
import { ROLE_COACH } from '../../src/shared/constants';
import { API_MESSAGES } from '../../src/shared/messages';
import {
  ChangePasswordRequestSchema,
  UpdateInterestsRequestSchema,
  UpdateProfileRequestSchema,
  ValidateUserTokenRequestSchema,
} from '../../src/shared/schemas';
import {
  ACCOUNT_CONTROL_ERRORS,
  ACCOUNT_CONTROL_MESSAGES,
  CHANGE_EMAIL_SCOPE,
} from '../../src/shared/texts/account-control';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { tx } from '../db/connect';
import { tagIdsNamed } from '../db/queries/lookups';
import {
  findProfile,
  listInterests,
  replaceInterests,
  saveProfile,
  unknownPlace,
} from '../db/queries/profiles';
import { isTotpEnabled } from '../db/queries/totp';
import {
  findUserById,
  markEmailVerified,
  setPasswordHash,
  type UserRow,
  updateUserDetails,
} from '../db/queries/users';
import { ApiError, badRequest, notFound } from '../http/errors';
import { parseJson } from '../http/validate';
import { confirmEmailChange } from '../lib/email-change';
import { authLine } from '../lib/log';
import { checkPassword } from '../lib/password-check';
import { assertNotCommon, hashPassword } from '../lib/passwords';
import {
  consumeUserToken,
  revokeAllSessions,
  signAccessToken,
  startSession,
  voidUserTokens,
} from '../lib/tokens';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

function userDetails(u: UserRow, twoFactor: boolean) {
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    mobile: u.mobile,
    role: u.role,
    orgId: u.org_id,
    emailVerified: u.email_verified === 1,
    /** Two-step sign-in is on (issue 32: /account's section). */
    twoFactor,
  };
}

const EMPTY_PROFILE = { address1: '', address2: '', state: '', city: '', zipcode: '' };

async function currentUser(deps: AppDeps, id: number): Promise<UserRow> {
  const u = await findUserById(deps.db, id);
  if (!u) throw new ApiError(401, API_ERRORS.authRequired);
  return u;
}

/** The distinct tag ids of `names` (any ASCII case); 400 naming the field when one is unknown. */
async function tagIds(deps: AppDeps, names: string[]): Promise<number[]> {
  const ids = await tagIdsNamed(deps.db, names);
  const known = ids.filter((id): id is number => id !== undefined);
  if (known.length < ids.length) {
    throw badRequest(API_ERRORS.unknownInterest, { interests: API_ERRORS.unknownInterest });
  }
  return [...new Set(known)];
}

/**
 * API.md: `state` and `city` are names from the state and city lists, the city one of that
 * state's. The pair already stored passes as it is (the form keeps a stored value that is no
 * longer in a list selectable, so saving other fields never fails on it).
 */
async function assertKnownPlace(deps: AppDeps, userId: number, state: string, city: string) {
  const stored = await findProfile(deps.db, userId);
  if (stored && stored.state === state && stored.city === city) return;
  const unknown = await unknownPlace(deps.db, state, city);
  if (unknown === 'state') {
    throw badRequest(API_ERRORS.unknownState, { state: API_ERRORS.unknownState });
  }
  if (unknown === 'city') {
    throw badRequest(API_ERRORS.unknownCityOfState, { city: API_ERRORS.unknownCityOfState });
  }
}

export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const coach = requireRole(ROLE_COACH, deps);

  const loggedInUser = auth;
  for (const path of ['/user/get_logged_in_user', '/user/getlogged_in_user_details']) {
    app.get(path, loggedInUser, async (c) => {
      const u = await currentUser(deps, c.get('user').id);
      return c.json({ userDetails: [userDetails(u, await isTotpEnabled(deps.db, u.id))] });
    });
  }

  app.get('/user/get_loggedin_user_profile', auth, coach, async (c) => {
    const u = await currentUser(deps, c.get('user').id);
    const p = (await findProfile(deps.db, u.id)) ?? EMPTY_PROFILE;
    return c.json({
      userDetails: [
        {
          firstName: u.first_name,
          lastName: u.last_name,
          mobile: u.mobile,
          address: p.address1,
          addressb: p.address2,
          state: p.state,
          city: p.city,
          zipcode: p.zipcode,
        },
      ],
    });
  });

  app.post('/user/update_profile', auth, coach, async (c) => {
    const b = await parseJson(c, UpdateProfileRequestSchema);
    const id = c.get('user').id;
    await assertKnownPlace(deps, id, b.state, b.city);
    await tx(deps.db, async (t) => {
      await updateUserDetails(t, id, b);
      await saveProfile(t, id, {
        address1: b.address1,
        address2: b.address2,
        state: b.state,
        city: b.city,
        zipcode: b.zipcode,
      });
    });
    return c.json({ message: API_MESSAGES.profileUpdated });
  });

  app.post('/user/change_password', auth, async (c) => {
    const b = await parseJson(c, ChangePasswordRequestSchema);
    // Guessing the current password here (with a stolen 15-minute token) draws on the account's
    // sign-in failures, like a wrong password at /login (server/lib/password-check.ts).
    const u = await checkPassword(deps, c.get('user').id, b.oldPassword, {
      field: 'oldPassword',
      message: API_ERRORS.wrongOldPassword,
      requestId: c.get('requestId'),
    });
    assertNotCommon(b.newPassword, 'newPassword');
    const hash = await hashPassword(b.newPassword);
    const now = deps.clock.now();
    // The new session keeps this one's second factor (issue 32): an admin stays able to act.
    const secondFactor = c.get('user').secondFactor === true;
    const session = await tx(deps.db, async (t) => {
      await setPasswordHash(t, u.id, hash);
      await revokeAllSessions(t, u.id, now);
      await voidUserTokens(t, u.id, 'reset', now);
      return startSession(t, u.id, false, now, c.req.header('user-agent') ?? '', secondFactor);
    });
    const refresh_token = session.refreshToken;
    const token = await signAccessToken(
      deps.db,
      deps.config.jwtSecret,
      u.id,
      now,
      session.sessionId,
      secondFactor,
    );
    deps.log(
      authLine('password_changed', { userId: u.id, requestId: c.get('requestId'), at: now }),
    );
    return c.json({ message: API_MESSAGES.passwordChanged, token, refresh_token });
  });

  app.get('/user/get_interests', auth, coach, async (c) => {
    const list = await listInterests(deps.db, c.get('user').id);
    return c.json({ list });
  });

  app.post('/user/update_interests', auth, coach, async (c) => {
    const b = await parseJson(c, UpdateInterestsRequestSchema);
    const id = c.get('user').id;
    const ids = await tagIds(deps, b.interests);
    await tx(deps.db, (t) => replaceInterests(t, id, ids));
    return c.json({ message: API_MESSAGES.interestsUpdated });
  });

  app.post('/user/validateUserToken', async (c) => {
    const b = await parseJson(c, ValidateUserTokenRequestSchema);
    const now = deps.clock.now();
    if (b.scope === CHANGE_EMAIL_SCOPE) {
      // The link mailed to a new address (issue 31, server/lib/email-change.ts).
      const changed = await confirmEmailChange(deps, b.token);
      if (changed === null) throw notFound(ACCOUNT_CONTROL_ERRORS.invalidChangeEmailToken);
      deps.log(
        authLine('email_changed', { userId: changed, requestId: c.get('requestId'), at: now }),
      );
      return c.json({ message: ACCOUNT_CONTROL_MESSAGES.emailChanged });
    }
    const userId = await tx(deps.db, async (t) => {
      const id = await consumeUserToken(t, b.token, 'confirm', now);
      if (id !== null) await markEmailVerified(t, id);
      return id;
    });
    if (userId === null) throw notFound(API_ERRORS.invalidConfirmToken);
    deps.log(authLine('account_confirmed', { userId, requestId: c.get('requestId'), at: now }));
    return c.json({ message: API_MESSAGES.accountConfirmed });
  });

  return app;
}
