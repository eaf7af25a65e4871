// Accounts: register, login, refresh, logout, forgot/reset password, account confirmation.
import { HttpResponse, http } from 'msw';
import { ROLE_COACH, ROLE_ORG } from '../../../src/shared/constants';
import { API_MESSAGES, MESSAGES } from '../../../src/shared/messages';
import {
  fieldErrors,
  LoginRequestSchema,
  OrgSignUpRequestSchema,
  SignUpRequestSchema,
  ValidateUserTokenRequestSchema,
} from '../../../src/shared/schemas';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { TRUST_MESSAGES } from '../../../src/shared/texts/trust';
import { db, nextId } from '../db';
import { checkXsrf, failure, readJson } from '../http';
import { makeToken } from '../tokens';
import { hasTotp, openChallenge } from './totp';

export const VALID_RESET_TOKEN = 'valid-reset-token';
export const VALID_CONFIRM_TOKEN = 'valid-confirm-token';

function issueTokens(userId: number) {
  const user = db.users.find((u) => u.id === userId)!;
  const refresh_token = `refresh-${userId}-${nextId()}`;
  db.refreshTokens.set(refresh_token, userId);
  return { token: makeToken({ sub: user.id, role: user.role }), refresh_token };
}

export const authHandlers = [
  http.post('/api/coach/register', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const parsed = SignUpRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const email = parsed.data.email.toLowerCase();
    if (db.users.some((u) => u.email.toLowerCase() === email)) {
      return failure(409, API_ERRORS.emailTaken);
    }
    db.users.push({
      id: nextId(),
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      email,
      mobile: parsed.data.mobileNumber,
      role: ROLE_COACH,
      orgId: null,
      emailVerified: false,
      password: parsed.data.password,
    });
    return HttpResponse.json({ message: API_MESSAGES.coachRegistered }, { status: 201 });
  }),

  http.post('/api/org/signUp', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const parsed = OrgSignUpRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const email = parsed.data.email.toLowerCase();
    if (db.users.some((u) => u.email.toLowerCase() === email)) {
      return failure(409, API_ERRORS.emailTaken);
    }
    db.users.push({
      id: nextId(),
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      email,
      mobile: parsed.data.mobileNumber,
      role: ROLE_ORG,
      orgId: nextId(),
      emailVerified: false,
      password: parsed.data.password,
    });
    return HttpResponse.json({ message: API_MESSAGES.orgRegistered }, { status: 201 });
  }),

  http.post('/api/login', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const parsed = LoginRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    const user = db.users.find(
      (u) =>
        u.email.toLowerCase() === parsed.data.username.toLowerCase() &&
        u.password === parsed.data.password,
    );
    if (!user) return failure(401, MESSAGES.incorrectCredentials);
    // An account with TOTP (issue 32): step two completes at POST /api/login/totp (handlers/totp.ts).
    if (hasTotp(user.id)) {
      return HttpResponse.json({
        message: TRUST_MESSAGES.secondFactorRequired,
        challenge: openChallenge(user.id),
      });
    }
    return HttpResponse.json({ message: API_MESSAGES.loginSuccessful, ...issueTokens(user.id) });
  }),

  http.post('/api/token/refresh', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const body = await readJson(request);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    const userId = db.refreshTokens.get(token);
    if (userId === undefined) return failure(401, API_ERRORS.sessionExpired);
    db.refreshTokens.delete(token); // single use
    return HttpResponse.json(issueTokens(userId));
  }),

  http.post('/api/logout', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const body = await readJson(request);
    if (typeof body.refresh_token === 'string') db.refreshTokens.delete(body.refresh_token);
    return HttpResponse.json({ message: API_MESSAGES.logoutSuccessful });
  }),

  http.post('/api/reset-password/forgot-password', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const body = await readJson(request);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) return failure(400, API_ERRORS.validationFailed, { email: MESSAGES.required });
    if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      db.mail.push({ to: email, kind: 'reset' });
    }
    return HttpResponse.json({ message: API_MESSAGES.forgotPasswordSent });
  }),

  http.get('/api/reset-password/validate/:token', ({ params }) => {
    if (params.token !== VALID_RESET_TOKEN) return failure(404, API_ERRORS.invalidResetToken);
    return HttpResponse.json({ message: API_MESSAGES.validToken });
  }),

  http.post('/api/reset-password/reset', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const body = await readJson(request);
    if (body.token !== VALID_RESET_TOKEN) return failure(404, API_ERRORS.invalidResetToken);
    db.users[0].password = String(body.password ?? '');
    return HttpResponse.json({ message: API_MESSAGES.passwordReset });
  }),

  http.post('/api/user/validateUserToken', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const parsed = ValidateUserTokenRequestSchema.safeParse(await readJson(request));
    if (!parsed.success)
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    if (parsed.data.token !== VALID_CONFIRM_TOKEN)
      return failure(404, API_ERRORS.invalidConfirmToken);
    return HttpResponse.json({ message: API_MESSAGES.accountConfirmed });
  }),
];
