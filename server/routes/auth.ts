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
 *     -> 200 {"message":"Second Factor Required","challenge":"<opaque>"} (TOTP on: step two is
 *        POST /api/login/totp, server/routes/totp.ts); 403 "Account suspended" after the password
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
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../src/shared/texts/trust';
import { type Db, isUniqueViolation, tx } from '../db/connect';
import { listOrgTypes } from '../db/queries/lookups';
import { insertOrganisation } from '../db/queries/organisations';
import { sessionSecondFactor } from '../db/queries/sessions';
import { isSignInSuspended, isTotpEnabled } from '../db/queries/totp';
import { emailKey, findUserByEmail, insertUser } from '../db/queries/users';
import { confirmationMail, nowIso } from '../http/account';
import { ApiError, badRequest, conflict, forbidden } from '../http/errors';
import { parseJson } from '../http/validate';
import { authLine } from '../lib/log';
import {
  assertNotCommon,
  hashPassword,
  verifyDummy,
  verifyPassword,
  warmDummyHash,
} from '../lib/passwords';
import { issueSession, startLoginChallenge } from '../lib/second-factor';
import {
  issueUserToken,
  revokeFamily,
  revokeRefreshToken,
  rotateRefreshToken,
  signAccessToken,
} from '../lib/tokens';
import { clientAddress, limitAttempt, unhit } from '../middleware/rate-limit';
import type { AppDeps, AppEnv } from '../types';
import { queueMail } from '../work/mail';

interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

const unknownOrgType = () =>
  badRequest(API_ERRORS.unknownOrgType, { orgType: API_ERRORS.unknownOrgType });

/**
 * Inserts the user (role fixed by the route, never by the body) in its own transaction, after
 * `before` (the organisation of an organisation's sign-up). A taken address (email_key is
 * UNIQUE: also two sign-ups at once) ends the transaction and answers 409.
 */
async function insertAccount(
  deps: AppDeps,
  u: NewUser,
  hash: string,
  role: Role,
  before: (t: Db) => Promise<number | null> = async () => null,
): Promise<number> {
  try {
    return await tx(deps.db, async (t) =>
      insertUser(t, {
        email: u.email,
        passwordHash: hash,
        role,
        firstName: u.firstName,
        lastName: u.lastName,
        mobile: u.mobileNumber,
        orgId: await before(t),
        createdAt: nowIso(deps),
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(API_ERRORS.emailTaken);
    throw e;
  }
}

/** Rate limit, common-password check and hashing shared by both sign-ups. */
async function prepareSignUp(deps: AppDeps, c: Context<AppEnv>, u: NewUser): Promise<string> {
  await limitAttempt(deps, [['registerAddress', clientAddress(c, deps.config.trustProxy)]]);
  assertNotCommon(u.password);
  if (await findUserByEmail(deps.db, u.email)) throw conflict(API_ERRORS.emailTaken);
  return hashPassword(u.password);
}

async function afterSignUp(deps: AppDeps, c: Context<AppEnv>, userId: number, u: NewUser) {
  const now = deps.clock.now();
  // The token and its mail in one transaction: the mail is in the outbox once the token is.
  await tx(deps.db, async (t) => {
    const token = await issueUserToken(t, userId, 'confirm', now);
    await queueMail(t, confirmationMail(deps, u.email, u.firstName, token), now, deps.work);
  });
  deps.log(authLine('registered', { userId, requestId: c.get('requestId'), at: deps.clock.now() }));
}

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  warmDummyHash();

  app.post('/coach/register', async (c) => {
    const body = await parseJson(c, SignUpRequestSchema);
    const hash = await prepareSignUp(deps, c, body);
    const id = await insertAccount(deps, body, hash, ROLE_COACH);
    await afterSignUp(deps, c, id, body);
    return c.json({ message: API_MESSAGES.coachRegistered }, 201);
  });

  app.post('/org/signUp', async (c) => {
    const body = await parseJson(c, OrgSignUpRequestSchema);
    // A type name exactly as /api/orgtype/list gives it (checked before anything is counted).
    const types = await listOrgTypes(deps.db);
    if (!types.some((t) => t.type === body.orgType)) throw unknownOrgType();
    const hash = await prepareSignUp(deps, c, body);
    const id = await insertAccount(deps, body, hash, ROLE_ORG, async (t) => {
      const orgId = await insertOrganisation(t, {
        name: body.orgName,
        orgType: body.orgType,
        createdAt: nowIso(deps),
      });
      if (orgId === undefined) throw unknownOrgType();
      return orgId;
    });
    await afterSignUp(deps, c, id, body);
    return c.json({ message: API_MESSAGES.orgRegistered }, 201);
  });

  app.post('/login', async (c) => {
    const body = await parseJson(c, LoginRequestSchema);
    const key = emailKey(body.username);
    const address = clientAddress(c, deps.config.trustProxy);
    const at = deps.clock.now();
    const requestId = c.get('requestId');
    // The attempt counts as a failure from before the password check (which waits for the hash)
    // until it succeeds: a burst of simultaneous attempts, on any number of servers, cannot all
    // pass the check before any of them is counted (SECURITY-CHECKS #2). Check and count are
    // one step in the database.
    try {
      await limitAttempt(deps, [
        ['loginAccount', key],
        ['loginAddress', address],
      ]);
    } catch (e) {
      // Only a refusal is a throttled sign-in (the database may also have failed).
      if (e instanceof ApiError && e.status === 429) {
        deps.log(authLine('login_throttled', { requestId, at }));
      }
      throw e;
    }
    const user = await findUserByEmail(deps.db, body.username);
    const ok = user
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyDummy(body.password);
    if (!user || !ok) {
      deps.log(authLine('login_failure', { userId: user?.id, requestId, at }));
      throw new ApiError(401, MESSAGES.incorrectCredentials);
    }
    // A correct password: the attempt was not a failure after all.
    await tx(deps.db, async (t) => {
      await unhit(deps, 'loginAccount', key, t);
      await unhit(deps, 'loginAddress', address, t);
    });
    // Suspension and the second factor only after the password: neither tells a guesser anything.
    if (await isSignInSuspended(deps.db, user.id)) {
      deps.log(authLine('login_failure', { userId: user.id, requestId, at, reason: 'suspended' }));
      throw forbidden(TRUST_ERRORS.accountSuspended);
    }
    if (await isTotpEnabled(deps.db, user.id)) {
      const challenge = await startLoginChallenge(deps, user.id, body.rememberMe === true);
      deps.log(authLine('login_challenge', { userId: user.id, requestId, at }));
      return c.json({ message: TRUST_MESSAGES.secondFactorRequired, challenge });
    }
    const session = await issueSession(
      deps,
      user.id,
      body.rememberMe === true,
      c.req.header('user-agent') ?? '',
    );
    deps.log(authLine('login_success', { userId: user.id, requestId, at }));
    return c.json({ message: API_MESSAGES.loginSuccessful, ...session });
  });

  app.post('/token/refresh', async (c) => {
    const body = await parseJson(c, RefreshRequestSchema);
    const now = deps.clock.now();
    const result = await rotateRefreshToken(deps.db, body.refresh_token, now);
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
      throw new ApiError(401, API_ERRORS.sessionExpired);
    }
    // A suspension also ends sessions (endUserSessions); this refuses one that slipped through.
    if (await isSignInSuspended(deps.db, result.userId)) {
      await revokeFamily(deps.db, result.sessionId, now);
      throw new ApiError(401, API_ERRORS.sessionExpired);
    }
    const token = await signAccessToken(
      deps.db,
      deps.config.jwtSecret,
      result.userId,
      now,
      result.sessionId,
      await sessionSecondFactor(deps.db, result.sessionId),
    );
    return c.json({ token, refresh_token: result.refreshToken });
  });

  app.post('/logout', async (c) => {
    const body = await parseJson(c, LogoutRequestSchema);
    await revokeRefreshToken(deps.db, body.refresh_token, deps.clock.now());
    return c.json({ message: API_MESSAGES.logoutSuccessful });
  });

  return app;
}
