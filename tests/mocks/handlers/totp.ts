// The second factor (issue 32; API.md part 2 "Trust and safety"): enrolment, confirmation,
// turning it off and the sign-in's second step, as the server answers them. MOCK_TOTP_CODE is
// always the app's current code; each of MOCK_RECOVERY_CODES works once. A user has TOTP once a
// test calls enableTotp(id) or confirms an enrolment; POST /api/login (handlers/auth.ts) then
// answers 'Second Factor Required' with a challenge. State starts afresh with resetDb().
import { HttpResponse, http } from 'msw';
import { ROLE_ADMIN } from '../../../src/shared/constants';
import { API_MESSAGES } from '../../../src/shared/messages';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { TRUST_ERRORS, TRUST_MESSAGES } from '../../../src/shared/texts/trust';
import { db, nextId } from '../db';
import { authenticate, checkXsrf, failure, readJson } from '../http';
import { makeToken } from '../tokens';

/** The code the mock's authenticator app shows (accepted any number of times). */
export const MOCK_TOTP_CODE = '123456';
/** The secret every enrolment gets (base32). */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The recovery codes every confirmation gives (the server's `xxxxx-xxxxx` shape). */
export const MOCK_RECOVERY_CODES = [
  'a2b3c-d4e5f',
  'g6h7j-k8m9n',
  'p2q3r-s4t5u',
  'v6w7x-y8z2a',
  'b3c4d-e5f6g',
  'h7j8k-m9n2p',
  'q3r4s-t5u6v',
  'w7x8y-z2a3b',
  'c4d5e-f6g7h',
  'j8k9m-n2p3q',
];

type TotpState = {
  enrolling: Set<number>;
  enabled: Set<number>;
  usedRecovery: Map<number, Set<string>>;
  /** Open sign-in challenges and their user. */
  challenges: Map<string, number>;
};

// Keyed on the users list, which resetDb() replaces: a test starts with fresh state.
const states = new WeakMap<object, TotpState>();
function state(): TotpState {
  let s = states.get(db.users);
  if (!s) {
    s = {
      enrolling: new Set(),
      enabled: new Set(),
      usedRecovery: new Map(),
      challenges: new Map(),
    };
    states.set(db.users, s);
  }
  return s;
}

/** Gives user `id` TOTP, as a completed enrolment would. */
export function enableTotp(id: number): void {
  state().enabled.add(id);
}

export function hasTotp(id: number): boolean {
  return state().enabled.has(id);
}

/** A new challenge for step two of user `id`'s sign-in (handlers/auth.ts). */
export function openChallenge(id: number): string {
  const challenge = `challenge-${id}-${nextId()}`;
  state().challenges.set(challenge, id);
  return challenge;
}

/** Whether `code` is the app's code or one of `id`'s unused recovery codes (then used up). */
function acceptCode(id: number, code: unknown): boolean {
  if (code === MOCK_TOTP_CODE) return true;
  if (typeof code !== 'string') return false;
  const normal = code.trim().toLowerCase();
  const used = state().usedRecovery.get(id) ?? new Set<string>();
  if (!MOCK_RECOVERY_CODES.includes(normal) || used.has(normal)) return false;
  used.add(normal);
  state().usedRecovery.set(id, used);
  return true;
}

function tokensFor(id: number) {
  const user = db.users.find((u) => u.id === id)!;
  const refresh_token = `refresh-${id}-${nextId()}`;
  db.refreshTokens.set(refresh_token, id);
  // These tokens carry the second factor (claim mf).
  return { token: makeToken({ sub: user.id, role: user.role, mf: true }), refresh_token };
}

const wrongCode = () => failure(400, TRUST_ERRORS.invalidCode, { code: TRUST_ERRORS.invalidCode });

/** Any signed-in user, as the server (the app offers it to organisation users and admins only). */
const enroller = (request: Request) => authenticate(request, null);

export const totpHandlers = [
  http.post('/api/user/totp/enrol', ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = enroller(request);
    if ('response' in auth) return auth.response;
    if (hasTotp(auth.user.id)) return failure(409, TRUST_ERRORS.alreadyEnabled);
    state().enrolling.add(auth.user.id);
    return HttpResponse.json({
      secret: MOCK_TOTP_SECRET,
      uri: `otpauth://totp/Touchline:${encodeURIComponent(auth.user.email)}?issuer=Touchline&secret=${MOCK_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`,
    });
  }),

  http.post('/api/user/totp/confirm', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = enroller(request);
    if ('response' in auth) return auth.response;
    const { id } = auth.user;
    if (!state().enrolling.has(id)) return failure(409, TRUST_ERRORS.notEnrolling);
    const body = await readJson(request);
    if (body.code !== MOCK_TOTP_CODE) return wrongCode();
    state().enrolling.delete(id);
    state().enabled.add(id);
    state().usedRecovery.delete(id);
    return HttpResponse.json({
      message: TRUST_MESSAGES.twoFactorEnabled,
      recoveryCodes: MOCK_RECOVERY_CODES,
      ...tokensFor(id),
    });
  }),

  http.post('/api/user/totp/disable', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = enroller(request);
    if ('response' in auth) return auth.response;
    const { user } = auth;
    if (user.role === ROLE_ADMIN) return failure(403, TRUST_ERRORS.adminsKeepTotp);
    if (!hasTotp(user.id)) return failure(409, TRUST_ERRORS.notEnabled);
    const body = await readJson(request);
    if (body.password !== user.password) {
      return failure(400, API_ERRORS.wrongPassword, { password: API_ERRORS.wrongPassword });
    }
    if (!acceptCode(user.id, body.code)) return wrongCode();
    state().enabled.delete(user.id);
    return HttpResponse.json({ message: TRUST_MESSAGES.twoFactorDisabled });
  }),

  http.post('/api/login/totp', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const body = await readJson(request);
    const id =
      typeof body.challenge === 'string' ? state().challenges.get(body.challenge) : undefined;
    if (id === undefined) return failure(401, TRUST_ERRORS.invalidChallenge);
    if (!acceptCode(id, body.code)) {
      return failure(401, TRUST_ERRORS.invalidCode, { code: TRUST_ERRORS.invalidCode });
    }
    state().challenges.delete(body.challenge as string);
    return HttpResponse.json({ message: API_MESSAGES.loginSuccessful, ...tokensFor(id) });
  }),
];
