/**
 * Sign-up, sign-in and sessions. Example requests (every POST needs the XSRF-TOKEN cookie and
 * the same value in X-XSRF-TOKEN):
 *
 *   POST /api/coach/register
 *     {"firstName":"Ana","lastName":"Lee","mobileNumber":"0412345678","email":"ana@example.com",
 *      "password":"Tr4ck&Field!","termsAndConditions":true}
 *     -> 201 {"message":"Coach Registered Successfully"}
 *   POST /api/org/signUp
 *     {"orgName":"Harbour FC","orgType":"Community Club","firstName":"Sam","lastName":"Roe",
 *      "mobileNumber":"0412345678","email":"sam@harbourfc.example","password":"Tr4ck&Field!",
 *      "termsAndConditions":true}
 *     -> 201 {"message":"Organisation Registered Successfully"}
 *   POST /api/login {"username":"ana@example.com","password":"Tr4ck&Field!","rememberMe":true}
 *     -> 200 {"message":"Login Successful","token":"<jwt>","refresh_token":"<opaque>"}
 *   POST /api/token/refresh {"refresh_token":"<opaque>"} -> 200 {"token":"<jwt>","refresh_token":"<new>"}
 *   POST /api/logout {"refresh_token":"<opaque>"} -> 200 {"message":"Logout Successful"}
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ROLE_COACH, ROLE_ORG, type Role } from '../../src/shared/constants';
import { API_MESSAGES, MESSAGES } from '../../src/shared/messages';
import {
  LoginRequestSchema,
  LogoutRequestSchema,
  OrgSignUpRequestSchema,
  RefreshRequestSchema,
  SignUpRequestSchema,
} from '../../src/shared/schemas';
import { tx } from '../db/open';
import {
  emailKey,
  findUserByEmail,
  isUniqueViolation,
  nowIso,
  sendConfirmationMail,
} from '../http/account';
import { ApiError, badRequest, conflict } from '../http/errors';
import { parseJson } from '../http/validate';
import { authLine } from '../lib/log';
import {
  assertNotCommon,
  hashPassword,
  verifyDummy,
  verifyPassword,
  warmDummyHash,
} from '../lib/passwords';
import {
  issueRefreshToken,
  issueUserToken,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
} from '../lib/tokens';
import { clientAddress, limitAttempt, unhit } from '../middleware/rate-limit';
import type { AppDeps, AppEnv } from '../types';

export const EMAIL_TAKEN = 'This e-mail address is already registered.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const UNKNOWN_ORG_TYPE = 'Choose an organisation type from the list';
export const LOGOUT_OK = 'Logout Successful';

interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

/** Inserts the user (role fixed by the route, never by the body); 409 on a taken address. */
function insertUser(
  deps: AppDeps,
  u: NewUser,
  hash: string,
  role: Role,
  orgId: number | null,
): number {
  try {
    const r = deps.db
      .prepare(
        `INSERT INTO users (email, email_key, password_hash, role, first_name, last_name, mobile, org_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        u.email,
        emailKey(u.email),
        hash,
        role,
        u.firstName,
        u.lastName,
        u.mobileNumber,
        orgId,
        nowIso(deps),
      );
    return Number(r.lastInsertRowid);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(EMAIL_TAKEN);
    throw e;
  }
}

/** Rate limit, common-password check and hashing shared by both sign-ups. */
async function prepareSignUp(deps: AppDeps, c: Context<AppEnv>, u: NewUser): Promise<string> {
  limitAttempt(deps, [['registerAddress', clientAddress(c, deps.config.trustProxy)]]);
  assertNotCommon(u.password);
  if (findUserByEmail(deps.db, u.email)) throw conflict(EMAIL_TAKEN);
  return hashPassword(u.password);
}

function afterSignUp(deps: AppDeps, c: Context<AppEnv>, userId: number, u: NewUser): void {
  const token = tx(deps.db, () => issueUserToken(deps.db, userId, 'confirm', deps.clock.now()));
  sendConfirmationMail(deps, u.email, u.firstName, token);
  deps.log(authLine('registered', { userId, requestId: c.get('requestId'), at: deps.clock.now() }));
}

async function issueSession(deps: AppDeps, userId: number, remember: boolean) {
  const now = deps.clock.now();
  const refresh_token = tx(deps.db, () => issueRefreshToken(deps.db, userId, remember, now));
  const token = await signAccessToken(deps.db, deps.config.jwtSecret, userId, now);
  return { token, refresh_token };
}

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  warmDummyHash();

  app.post('/coach/register', async (c) => {
    const body = await parseJson(c, SignUpRequestSchema);
    const hash = await prepareSignUp(deps, c, body);
    const id = tx(deps.db, () => insertUser(deps, body, hash, ROLE_COACH, null));
    afterSignUp(deps, c, id, body);
    return c.json({ message: API_MESSAGES.coachRegistered }, 201);
  });

  app.post('/org/signUp', async (c) => {
    const body = await parseJson(c, OrgSignUpRequestSchema);
    const type = deps.db.prepare('SELECT id FROM org_types WHERE type = ?').get(body.orgType) as
      | { id: number }
      | undefined;
    if (!type) throw badRequest(UNKNOWN_ORG_TYPE, { orgType: UNKNOWN_ORG_TYPE });
    const hash = await prepareSignUp(deps, c, body);
    const id = tx(deps.db, () => {
      const org = deps.db
        .prepare('INSERT INTO organisations (name, org_type_id, created_at) VALUES (?, ?, ?)')
        .run(body.orgName, type.id, nowIso(deps));
      return insertUser(deps, body, hash, ROLE_ORG, Number(org.lastInsertRowid));
    });
    afterSignUp(deps, c, id, body);
    return c.json({ message: API_MESSAGES.orgRegistered }, 201);
  });

  app.post('/login', async (c) => {
    const body = await parseJson(c, LoginRequestSchema);
    const key = emailKey(body.username);
    const address = clientAddress(c, deps.config.trustProxy);
    const at = deps.clock.now();
    const requestId = c.get('requestId');
    // The attempt counts as a failure from before the password check (which waits for the hash)
    // until it succeeds: a burst of simultaneous attempts cannot all pass the check before any
    // of them is counted (SECURITY-CHECKS #2). Check and count are one synchronous step.
    try {
      tx(deps.db, () =>
        limitAttempt(deps, [
          ['loginAccount', key],
          ['loginAddress', address],
        ]),
      );
    } catch (e) {
      deps.log(authLine('login_throttled', { requestId, at }));
      throw e;
    }
    const user = findUserByEmail(deps.db, body.username);
    const ok = user
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyDummy(body.password);
    if (!user || !ok) {
      deps.log(authLine('login_failure', { userId: user?.id, requestId, at }));
      throw new ApiError(401, MESSAGES.incorrectCredentials);
    }
    // A correct password: the attempt was not a failure after all.
    tx(deps.db, () => {
      unhit(deps, 'loginAccount', key);
      unhit(deps, 'loginAddress', address);
    });
    const session = await issueSession(deps, user.id, body.rememberMe === true);
    deps.log(authLine('login_success', { userId: user.id, requestId, at }));
    return c.json({ message: API_MESSAGES.loginSuccessful, ...session });
  });

  app.post('/token/refresh', async (c) => {
    const body = await parseJson(c, RefreshRequestSchema);
    const now = deps.clock.now();
    const result = tx(deps.db, () => rotateRefreshToken(deps.db, body.refresh_token, now));
    if (!result.ok) {
      if (result.reuse) {
        deps.log(
          authLine('refresh_reuse', {
            userId: result.userId,
            requestId: c.get('requestId'),
            at: now,
          }),
        );
      }
      throw new ApiError(401, SESSION_EXPIRED);
    }
    const token = await signAccessToken(deps.db, deps.config.jwtSecret, result.userId, now);
    return c.json({ token, refresh_token: result.refreshToken });
  });

  app.post('/logout', async (c) => {
    const body = await parseJson(c, LogoutRequestSchema);
    tx(deps.db, () => revokeRefreshToken(deps.db, body.refresh_token, deps.clock.now()));
    return c.json({ message: LOGOUT_OK });
  });

  return app;
}
