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
import { tx } from '../db/open';
import { emailKey, findUserById, type UserRow } from '../http/account';
import { ApiError, badRequest, notFound } from '../http/errors';
import { parseJson } from '../http/validate';
import { authLine } from '../lib/log';
import { assertNotCommon, hashPassword, verifyPassword } from '../lib/passwords';
import {
  consumeUserToken,
  issueRefreshToken,
  revokeAllSessions,
  signAccessToken,
  voidUserTokens,
} from '../lib/tokens';
import { limitAttempt, unhit } from '../middleware/rate-limit';
import { requireAuth, requireRole } from '../middleware/require-auth';
import type { AppDeps, AppEnv } from '../types';

export const WRONG_OLD_PASSWORD = 'The current password is not correct.';
export const SAME_PASSWORD = 'Choose a password different from the current one.';
export const UNKNOWN_TAG = 'Choose interests from the list';
export const UNKNOWN_STATE = 'Choose a state from the list';
export const UNKNOWN_CITY = 'Choose a city of this state from the list';
export const INVALID_CONFIRM_TOKEN = 'This confirmation link is not valid or has expired.';

function userDetails(u: UserRow) {
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    mobile: u.mobile,
    role: u.role,
    orgId: u.org_id,
    emailVerified: u.email_verified === 1,
  };
}

interface ProfileRow {
  address1: string;
  address2: string;
  state: string;
  city: string;
  zipcode: string;
}

function currentUser(deps: AppDeps, id: number): UserRow {
  const u = findUserById(deps.db, id);
  if (!u) throw new ApiError(401, 'Authentication is required.');
  return u;
}

/** The tag ids of `names` (case-insensitive); 400 naming the field when one is unknown. */
function tagIds(deps: AppDeps, names: string[]): number[] {
  const stmt = deps.db.prepare('SELECT id FROM tags WHERE name = ?');
  const ids = new Set<number>();
  for (const name of names) {
    const row = stmt.get(name) as { id: number } | undefined;
    if (!row) throw badRequest(UNKNOWN_TAG, { interests: UNKNOWN_TAG });
    ids.add(row.id);
  }
  return [...ids];
}

export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const coach = requireRole(ROLE_COACH, deps);

  const loggedInUser = auth;
  for (const path of ['/user/get_logged_in_user', '/user/getlogged_in_user_details']) {
    app.get(path, loggedInUser, (c) =>
      c.json({ userDetails: [userDetails(currentUser(deps, c.get('user').id))] }),
    );
  }

  app.get('/user/get_loggedin_user_profile', auth, coach, (c) => {
    const u = currentUser(deps, c.get('user').id);
    const p = (deps.db.prepare('SELECT * FROM profiles WHERE user_id = ?').get(u.id) as
      | ProfileRow
      | undefined) ?? {
      address1: '',
      address2: '',
      state: '',
      city: '',
      zipcode: '',
    };
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

  /**
   * API.md: `state` and `city` are names from the state and city lists, the city one of that
   * state's. The pair already stored passes as it is (the form keeps a stored value that is no
   * longer in a list selectable, so saving other fields never fails on it).
   */
  const assertKnownPlace = (userId: number, state: string, city: string) => {
    const stored = deps.db
      .prepare('SELECT state, city FROM profiles WHERE user_id = ?')
      .get(userId) as { state: string; city: string } | undefined;
    if (stored && stored.state === state && stored.city === city) return;
    const stateId = deps.db.prepare('SELECT id FROM states WHERE name = ?').pluck().get(state) as
      | number
      | undefined;
    if (stateId === undefined) throw badRequest(UNKNOWN_STATE, { state: UNKNOWN_STATE });
    const known = deps.db
      .prepare('SELECT 1 FROM cities WHERE name = ? AND state_id = ?')
      .get(city, stateId);
    if (!known) throw badRequest(UNKNOWN_CITY, { city: UNKNOWN_CITY });
  };

  app.post('/user/update_profile', auth, coach, async (c) => {
    const b = await parseJson(c, UpdateProfileRequestSchema);
    const id = c.get('user').id;
    assertKnownPlace(id, b.state, b.city);
    tx(deps.db, () => {
      deps.db
        .prepare('UPDATE users SET first_name = ?, last_name = ?, mobile = ? WHERE id = ?')
        .run(b.firstName, b.lastName, b.mobile, id);
      deps.db
        .prepare(
          `INSERT INTO profiles (user_id, address1, address2, state, city, zipcode) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT(user_id) DO UPDATE SET address1 = excluded.address1, address2 = excluded.address2,
             state = excluded.state, city = excluded.city, zipcode = excluded.zipcode`,
        )
        .run(id, b.address1, b.address2, b.state, b.city, b.zipcode);
    });
    return c.json({ message: API_MESSAGES.profileUpdated });
  });

  app.post('/user/change_password', auth, async (c) => {
    const b = await parseJson(c, ChangePasswordRequestSchema);
    const u = currentUser(deps, c.get('user').id);
    // Guessing the current password here (with a stolen 15-minute token) draws on the account's
    // sign-in failures, like a wrong password at /login: counted before the hash is checked,
    // given back when it is right (server/routes/auth.ts).
    const account = emailKey(u.email);
    tx(deps.db, () => limitAttempt(deps, [['loginAccount', account]]));
    if (!(await verifyPassword(u.password_hash, b.oldPassword))) {
      throw badRequest(WRONG_OLD_PASSWORD, { oldPassword: WRONG_OLD_PASSWORD });
    }
    tx(deps.db, () => unhit(deps, 'loginAccount', account));
    assertNotCommon(b.newPassword, 'newPassword');
    const hash = await hashPassword(b.newPassword);
    const now = deps.clock.now();
    const refresh_token = tx(deps.db, () => {
      deps.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, u.id);
      revokeAllSessions(deps.db, u.id, now);
      voidUserTokens(deps.db, u.id, 'reset', now);
      return issueRefreshToken(deps.db, u.id, false, now);
    });
    const token = await signAccessToken(deps.db, deps.config.jwtSecret, u.id, now);
    deps.log(
      authLine('password_changed', { userId: u.id, requestId: c.get('requestId'), at: now }),
    );
    return c.json({ message: API_MESSAGES.passwordChanged, token, refresh_token });
  });

  app.get('/user/get_interests', auth, coach, (c) => {
    const list = deps.db
      .prepare(
        `SELECT t.name AS tagName FROM user_interests ui JOIN tags t ON t.id = ui.tag_id
         WHERE ui.user_id = ? ORDER BY t.name`,
      )
      .all(c.get('user').id) as { tagName: string }[];
    return c.json({ list });
  });

  app.post('/user/update_interests', auth, coach, async (c) => {
    const b = await parseJson(c, UpdateInterestsRequestSchema);
    const id = c.get('user').id;
    const ids = tagIds(deps, b.interests);
    tx(deps.db, () => {
      deps.db.prepare('DELETE FROM user_interests WHERE user_id = ?').run(id);
      const ins = deps.db.prepare('INSERT INTO user_interests (user_id, tag_id) VALUES (?, ?)');
      for (const t of ids) ins.run(id, t);
    });
    return c.json({ message: API_MESSAGES.interestsUpdated });
  });

  app.post('/user/validateUserToken', async (c) => {
    const b = await parseJson(c, ValidateUserTokenRequestSchema);
    const now = deps.clock.now();
    const userId = tx(deps.db, () => {
      const id = consumeUserToken(deps.db, b.token, 'confirm', now);
      if (id !== null) deps.db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(id);
      return id;
    });
    if (userId === null) throw notFound(INVALID_CONFIRM_TOKEN);
    deps.log(authLine('account_confirmed', { userId, requestId: c.get('requestId'), at: now }));
    return c.json({ message: API_MESSAGES.accountConfirmed });
  });

  return app;
}
