// /admin's screen tests: the app at /admin, signed in as the mock administrator, with or without
// the second factor in the token.
import { screen } from '@testing-library/react';
import { adminUser, makeToken } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ROLE_ADMIN } from '../../shared/constants';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { login } from '../../state/auth-actions';

export function signInAdmin({ mf = true }: { mf?: boolean } = {}) {
  login({
    token: makeToken({ sub: adminUser.id, role: ROLE_ADMIN, mf }),
    refresh_token: 'refresh-admin',
    user: adminUser,
  });
}

export async function openAdmin(route = '/admin', { mf = true }: { mf?: boolean } = {}) {
  signInAdmin({ mf });
  const r = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: T.title }, { timeout: 5000 });
  return r;
}

/** Focuses a control and presses Enter on it (keyboard use). */
export async function press(user: { keyboard: (keys: string) => Promise<void> }, el: HTMLElement) {
  el.focus();
  await user.keyboard('{Enter}');
}
