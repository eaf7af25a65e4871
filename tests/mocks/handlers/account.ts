// Your data, your account (issue 31; API.md part 2 "Privacy and account control"): change of
// e-mail and its confirmation, sessions, the export ZIP and deletion, as the server answers them.
// The state of sessions and exports lives beside the db and starts afresh with resetDb().
import { HttpResponse, http } from 'msw';
import {
  ACCOUNT_CONTROL_ERRORS,
  CHANGE_EMAIL_SCOPE,
  ACCOUNT_CONTROL_MESSAGES as MSG,
} from '../../../src/shared/texts/account-control';
import { ACCOUNT_DATA_API, ACCOUNT_DATA_ERRORS } from '../../../src/shared/texts/account-data';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { db } from '../db';
import { authenticate, checkXsrf, failure, readJson } from '../http';

/** The confirmation token of a change of e-mail the handlers accept (to the new address). */
export const VALID_EMAIL_TOKEN = 'change-email-token';
/** A wrong password's detail and field message (server/lib/password-check.ts). */
export const WRONG_PASSWORD = API_ERRORS.wrongPassword;
/** The export's daily limit per account (API.md). */
export const EXPORTS_PER_DAY = 3;

type MockSession = {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  device: string;
  /** The token's session: the current one for any token of this user (the mock has one). */
  current: boolean;
};
type AccountState = {
  sessions: Map<number, MockSession[]>;
  exports: Map<number, number>;
  pendingEmail: Map<number, string>;
};

// Keyed on the users list, which resetDb() replaces: a test starts with fresh state.
const states = new WeakMap<object, AccountState>();
function state(): AccountState {
  let s = states.get(db.users);
  if (!s) {
    s = { sessions: new Map(), exports: new Map(), pendingEmail: new Map() };
    states.set(db.users, s);
  }
  return s;
}

function sessionsOf(userId: number): MockSession[] {
  const all = state().sessions;
  let list = all.get(userId);
  if (!list) {
    list = [
      {
        id: `s1-${userId}`,
        createdAt: '2026-11-20T09:00:00.000Z',
        lastUsedAt: '2026-11-27T08:00:00.000Z',
        device: 'Firefox on Linux',
        current: true,
      },
      {
        id: `s2-${userId}`,
        createdAt: '2026-11-01T10:30:00.000Z',
        lastUsedAt: '2026-11-25T18:15:00.000Z',
        device: 'Safari on iPhone',
        current: false,
      },
      {
        id: `s3-${userId}`,
        createdAt: '2026-10-12T07:45:00.000Z',
        lastUsedAt: '2026-10-12T07:45:00.000Z',
        device: 'Chrome on Windows',
        current: false,
      },
    ];
    all.set(userId, list);
  }
  return list;
}

/** A signed-in user whose `password` is right: the user, else the failure to answer. */
async function withPassword(request: Request) {
  const denied = checkXsrf(request);
  if (denied) return { response: denied };
  const auth = authenticate(request, null);
  if ('response' in auth) return auth;
  const body = await readJson(request);
  if (typeof body.password !== 'string' || !body.password) {
    return {
      response: failure(400, WRONG_PASSWORD, { password: WRONG_PASSWORD }),
    };
  }
  if (body.password !== auth.user.password) {
    return {
      response: failure(400, WRONG_PASSWORD, { password: WRONG_PASSWORD }),
    };
  }
  return { user: auth.user, body };
}

/** What GET /api/site/operator answers (the server's defaults). */
export const MOCK_OPERATOR = {
  name: 'Harbour Sports Pty Ltd',
  email: 'privacy@harbour.example',
  retentionDays: 180,
};

export const accountHandlers = [
  http.get('/api/site/operator', () => HttpResponse.json(MOCK_OPERATOR)),

  http.post('/api/user/change_email', async ({ request }) => {
    const checked = await withPassword(request);
    if ('response' in checked) return checked.response;
    const newEmail = typeof checked.body.newEmail === 'string' ? checked.body.newEmail.trim() : '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) {
      return failure(400, API_ERRORS.validationFailed, { newEmail: API_ERRORS.validationFailed });
    }
    if (db.users.some((u) => u.email.toLowerCase() === newEmail.toLowerCase())) {
      return failure(409, API_ERRORS.emailTaken, { newEmail: API_ERRORS.emailTaken });
    }
    state().pendingEmail.set(checked.user.id, newEmail);
    return HttpResponse.json({ message: MSG.changeEmailSent });
  }),

  // Only the 'Change Email' scope: any other falls through to handlers/auth.ts.
  http.post('/api/user/validateUserToken', async ({ request }) => {
    const body = await readJson(request.clone());
    if (body.scope !== CHANGE_EMAIL_SCOPE) return undefined;
    const denied = checkXsrf(request);
    if (denied) return denied;
    if (body.token !== VALID_EMAIL_TOKEN)
      return failure(404, ACCOUNT_CONTROL_ERRORS.invalidChangeEmailToken);
    // The fixed token confirms every pending change (the mock keeps no token per request).
    for (const [userId, email] of state().pendingEmail) {
      const user = db.users.find((u) => u.id === userId);
      if (user) user.email = email;
    }
    state().pendingEmail.clear();
    return HttpResponse.json({ message: MSG.emailChanged });
  }),

  http.get('/api/user/sessions', ({ request }) => {
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    return HttpResponse.json({ list: sessionsOf(auth.user.id) });
  }),

  http.delete('/api/user/sessions/:id', ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    const list = sessionsOf(auth.user.id);
    const index = list.findIndex((s) => s.id === params.id);
    if (index < 0) return failure(404, ACCOUNT_CONTROL_ERRORS.sessionNotFound);
    list.splice(index, 1);
    return HttpResponse.json({ message: MSG.sessionEnded });
  }),

  http.delete('/api/user/sessions', ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request, null);
    if ('response' in auth) return auth.response;
    state().sessions.set(
      auth.user.id,
      sessionsOf(auth.user.id).filter((s) => s.current),
    );
    return HttpResponse.json({ message: MSG.sessionsEnded });
  }),

  http.post('/api/user/export', async ({ request }) => {
    const checked = await withPassword(request);
    if ('response' in checked) return checked.response;
    const done = state().exports.get(checked.user.id) ?? 0;
    if (done >= EXPORTS_PER_DAY) return failure(429, ACCOUNT_DATA_ERRORS.exportLimit);
    state().exports.set(checked.user.id, done + 1);
    // A ZIP's local file header signature and nothing else: the client only saves the bytes.
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="touchline-data.zip"',
      },
    });
  }),

  http.post('/api/user/delete', async ({ request }) => {
    const checked = await withPassword(request);
    if ('response' in checked) return checked.response;
    const id = checked.user.id;
    db.users.splice(db.users.indexOf(checked.user), 1);
    for (const [token, owner] of db.refreshTokens) if (owner === id) db.refreshTokens.delete(token);
    return HttpResponse.json({ message: ACCOUNT_DATA_API.deleted });
  }),
];
