// The second factor (issue 32; API.md part 2 "Trust and safety"): enrolment, its confirmation,
// turning it off, and the sign-in's second step. Read only by lazy chunks (the enrolment, the
// sign-in's second step, /account).
import { API_MESSAGES } from '../shared/messages';
import { type LoginResponse, LoginResponseSchema } from '../shared/schemas/auth';
import {
  TotpConfirmResponseSchema,
  TotpDisableResponseSchema,
  TotpEnrolResponseSchema,
} from '../shared/schemas/trust';
import { TRUST_MESSAGES } from '../shared/texts/trust';
import { type CallOptions, request } from './client';

/** POST /api/user/totp/enrol (bearer) -> {secret, uri}: a new secret, not yet in force. */
export function enrolTotp(options?: CallOptions) {
  return request('/api/user/totp/enrol', {
    method: 'POST',
    schema: TotpEnrolResponseSchema,
    ...options,
  });
}

/**
 * POST /api/user/totp/confirm {code} -> 'Two-Factor Enabled' with the 10 recovery codes and a
 * fresh token pair that carries the second factor.
 */
export function confirmTotp(code: string, options?: CallOptions) {
  return request('/api/user/totp/confirm', {
    method: 'POST',
    json: { code },
    schema: TotpConfirmResponseSchema,
    expectMessage: TRUST_MESSAGES.twoFactorEnabled,
    ...options,
  });
}

/** POST /api/user/totp/disable {password, code} -> 'Two-Factor Disabled' (not for admins). */
export function disableTotp(body: { password: string; code: string }, options?: CallOptions) {
  return request('/api/user/totp/disable', {
    method: 'POST',
    json: body,
    schema: TotpDisableResponseSchema,
    expectMessage: TRUST_MESSAGES.twoFactorDisabled,
    ...options,
  });
}

/**
 * POST /api/login/totp {challenge, code} (a TOTP code or a recovery code) -> the usual
 * 'Login Successful' token pair. No bearer: a 401 is a wrong code or an expired challenge.
 */
export function loginTotp(
  body: { challenge: string; code: string },
  options?: CallOptions,
): Promise<LoginResponse> {
  return request('/api/login/totp', {
    method: 'POST',
    json: body,
    schema: LoginResponseSchema,
    expectMessage: API_MESSAGES.loginSuccessful,
    auth: false,
    retryOn401: false,
    redirectOn403: false,
    ...options,
  });
}
