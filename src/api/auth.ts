// Accounts: registration, sign-in, session refresh and sign-out, password reset, confirmation.
import { CONFIRM_ACCOUNT_SCOPE } from '../shared/constants';
import { API_MESSAGES } from '../shared/messages';
import { MessageResponseSchema } from '../shared/schemas/api';
import type { LoginRequest, LoginResponse, SignUpRequest } from '../shared/schemas/auth';
import { LoginStepResponseSchema } from '../shared/schemas/trust';
import { TRUST_MESSAGES } from '../shared/texts/trust';
import { type CallOptions, request } from './client';

export { logoutRequest, refreshSession } from './session-recovery';

/** POST /api/coach/register -> 'Coach Registered Successfully'. */
export function registerCoach(body: SignUpRequest, options?: CallOptions) {
  return request('/api/coach/register', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.coachRegistered,
    ...options,
  });
}

/** POST /api/login's 'Second Factor Required' answer: step two takes the challenge (issue 32). */
export type SecondFactorRequired = { message: string; challenge: string };

/**
 * POST /api/login {username, password, rememberMe?} -> {token, refresh_token}, or for an account
 * with TOTP {message: 'Second Factor Required', challenge} (POST /api/login/totp completes it).
 */
export function loginRequest(
  body: LoginRequest,
  options?: CallOptions,
): Promise<LoginResponse | SecondFactorRequired> {
  return request('/api/login', {
    method: 'POST',
    json: body,
    schema: LoginStepResponseSchema,
    expectMessage: [API_MESSAGES.loginSuccessful, TRUST_MESSAGES.secondFactorRequired],
    auth: false,
    retryOn401: false,
    redirectOn403: false,
    ...options,
  });
}

/** GET /api/reset-password/validate/{token} -> 'Valid Token' (404 otherwise). */
export function validateResetToken(token: string, options?: CallOptions) {
  return request(`/api/reset-password/validate/${encodeURIComponent(token)}`, {
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.validToken,
    redirectOn403: false,
    ...options,
  });
}

/** POST /api/reset-password/reset {token, password} -> 'Password Reset Successfully'. */
export function resetPassword(body: { token: string; password: string }, options?: CallOptions) {
  return request('/api/reset-password/reset', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.passwordReset,
    ...options,
  });
}

/** POST /api/reset-password/forgot-password {email} -> the 'Password Reset Request sent...' text. */
export function forgotPassword(body: { email: string }, options?: CallOptions) {
  return request('/api/reset-password/forgot-password', {
    method: 'POST',
    json: body,
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.forgotPasswordSent,
    ...options,
  });
}

/** POST /api/user/validateUserToken {token, scope: 'Confirm Account'} -> 'Account Confirmed'. */
export function confirmAccount(token: string, options?: CallOptions) {
  return request('/api/user/validateUserToken', {
    method: 'POST',
    json: { token, scope: CONFIRM_ACCOUNT_SCOPE },
    schema: MessageResponseSchema,
    expectMessage: API_MESSAGES.accountConfirmed,
    redirectOn403: false,
    ...options,
  });
}
