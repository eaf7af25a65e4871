// renderApp: the whole app at a route, with an optional signed-in user, on wouter's memory
// location (STYLE.md "Tests"). Returns Testing Library's queries, a user-event instance and the
// location (current path, history, navigate, back).
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../src/app/app';
import { loadHeader } from '../src/components/layout/header/deferred-header';
import { setNavigator } from '../src/lib/navigation';
import type { User } from '../src/shared/schemas';
import { login } from '../src/state/auth-actions';
import { coachUser, makeToken, orgUser } from './mocks';

// The header's chunk is requested by the app's first render (src/components/layout/header/
// deferred-header.tsx), a moment before its code is needed: the tests' app starts with it in.
await loadHeader();
// Likewise the job search page's Paginator, in long before the page's list on a first visit.
await import('../src/components/ui/paginator/paginator');

export type TestUser = 'coach' | 'org' | null;

export type RenderAppOptions = {
  /** The starting location, e.g. '/jobsearch?page=2'. */
  route?: string;
  /** Sign in as the fixture coach or organisation user first. */
  user?: TestUser;
  /** Seconds until the signed-in user's token expires (default 900; negative: already past). */
  tokenExpiresInS?: number;
  /** Refresh token stored with the user (default: one the mock API accepts). */
  refreshToken?: string | null;
};

export type TestLocation = {
  /** Current path with query string, e.g. '/signin?from=/apply/12'. */
  readonly href: string;
  /** Current path without the query string. */
  readonly pathname: string;
  /** Current query string without '?'. */
  readonly search: string;
  /** Every entry, oldest first (replace overwrites the last). */
  readonly history: string[];
  navigate: (to: string, options?: { replace?: boolean }) => void;
  back: () => void;
};

export type RenderAppResult = RenderResult & { user: UserEvent; location: TestLocation };

/** Signs the fixture user in (state and storage) and returns the user record. */
export function signInAs(
  who: Exclude<TestUser, null>,
  {
    tokenExpiresInS = 900,
    refreshToken,
  }: { tokenExpiresInS?: number; refreshToken?: string | null } = {},
): User {
  const user = who === 'org' ? orgUser : coachUser;
  login({
    token: makeToken({ sub: user.id, role: user.role, expiresInS: tokenExpiresInS }),
    refresh_token:
      refreshToken === undefined ? (who === 'org' ? 'refresh-org' : 'refresh-coach') : refreshToken,
    user,
  });
  return user;
}

export function renderApp({
  route = '/',
  user = null,
  tokenExpiresInS,
  refreshToken,
}: RenderAppOptions = {}): RenderAppResult {
  if (user) signInAs(user, { tokenExpiresInS, refreshToken });
  const memory = memoryLocation({ path: route, record: true });
  const history = memory.history;
  const current = () => history[history.length - 1] ?? '/';
  const back = () => {
    if (history.length < 2) return;
    history.pop();
    memory.navigate(current(), { replace: true });
  };
  setNavigator({ navigate: memory.navigate, back, current });

  const location: TestLocation = {
    get href() {
      return current();
    },
    get pathname() {
      return current().split('?')[0];
    },
    get search() {
      return current().split('?')[1] ?? '';
    },
    history,
    navigate: memory.navigate,
    back,
  };

  const ue = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const result = render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <App />
    </Router>,
  );
  return { ...result, user: ue, location };
}
