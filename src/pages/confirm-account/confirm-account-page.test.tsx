import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  HttpResponse,
  http,
  recordRequests,
  server,
  VALID_CONFIRM_TOKEN,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { App } from '../../app/app';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/confirm-account', () => {
  it("posts the token with scope 'Confirm Account' once and says the account is confirmed", async () => {
    const posts = recordRequests('/api/user/validateUserToken');
    renderApp({ route: `/confirm-account?token=${VALID_CONFIRM_TOKEN}` });
    expect(await screen.findByText('Confirming your e-mail address…')).toBeTruthy();
    expect(await h1('Account confirmed')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Account confirmed · Touchline'));
    expect(posts).toHaveLength(1);
    expect(await posts[0].json()).toEqual({ token: VALID_CONFIRM_TOKEN, scope: 'Confirm Account' });
    expect(posts[0].headers.get('x-xsrf-token')).toBeTruthy();
    expect(screen.getByText('Account Confirmed.').closest('[role="status"]')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href'),
    ).toBe('/signin');
  });

  it('a signed-in user is pointed to the roles instead', async () => {
    renderApp({ route: `/confirm-account?token=${VALID_CONFIRM_TOKEN}`, user: 'coach' });
    expect(await h1('Account confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find roles' }).getAttribute('href')).toBe(
      '/jobsearch',
    );
  });

  it('an unknown, used or expired token is invalid or expired, with next steps', async () => {
    renderApp({ route: '/confirm-account?token=used-token' });
    expect(await h1('Confirmation link not valid')).toBeTruthy();
    expect(
      screen
        .getByText('This confirmation link is invalid or has expired.')
        .closest('[role="alert"]'),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/landing',
    );
  });

  it('a link without a token is invalid without calling the server', async () => {
    const posts = recordRequests('/api/user/validateUserToken');
    renderApp({ route: '/confirm-account' });
    expect(await h1('Confirmation link not valid')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('a server failure offers a retry, which confirms', async () => {
    let calls = 0;
    server.use(
      http.post('/api/user/validateUserToken', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Error', detail: 'Something went wrong.' },
              { status: 500 },
            )
          : HttpResponse.json({ message: 'Account Confirmed' });
      }),
    );
    const { user } = renderApp({ route: '/confirm-account?token=abc' });
    expect(await h1('Confirmation not finished')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await h1('Account confirmed')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('spends the single-use token once even when React runs the effect twice (StrictMode)', async () => {
    const posts = recordRequests('/api/user/validateUserToken');
    const memory = memoryLocation({ path: `/confirm-account?token=${VALID_CONFIRM_TOKEN}` });
    render(
      <StrictMode>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <App />
        </Router>
      </StrictMode>,
    );
    expect(await h1('Account confirmed')).toBeTruthy();
    expect(posts).toHaveLength(1);
  });
});
