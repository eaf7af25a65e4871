import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  db,
  HttpResponse,
  http,
  mockError,
  orgTypes,
  recordRequests,
  server,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ROLE_ORG, SUCCESS_DELAY_MS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { authState } from '../../state/auth';

// Typing into many fields is slow on a busy machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
type Ue = ReturnType<typeof renderApp>['user'];

const contact = {
  'Organisation name': 'Harbour Hawks',
  'First name': 'Sam',
  'Last name': 'Roe',
  'Mobile number': '0400111222',
  Email: 'sam@harbourhawks.example',
  Password: 'Hawks!2026a',
  'Confirm password': 'Hawks!2026a',
};

async function chooseType(user: Ue, type: string) {
  const input = screen.getByRole('combobox', { name: 'Organisation type' });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: type }));
}

async function fillAll(user: Ue) {
  await h1('Organisation sign up');
  for (const [label, value] of Object.entries(contact)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await chooseType(user, 'Community Club');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/org-signup', () => {
  it('is reached from /signup through I am hiring', async () => {
    const { user, location } = renderApp({ route: '/signup' });
    await h1('Sign up');
    await user.click(screen.getByRole('link', { name: 'I am hiring' }));
    expect(await h1('Organisation sign up')).toBeTruthy();
    expect(location.pathname).toBe('/org-signup');
    await waitFor(() => expect(document.title).toBe('Organisation sign up · Touchline'));
    expect((screen.getByLabelText('Organisation name') as HTMLInputElement).autocomplete).toBe(
      'organization',
    );
  });

  it('offers the organisation types of /api/orgtype/list', async () => {
    const { user } = renderApp({ route: '/org-signup' });
    await h1('Organisation sign up');
    await user.click(screen.getByRole('combobox', { name: 'Organisation type' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(orgTypes),
    );
  });

  it('requires every field, the type and the terms', async () => {
    const signUps = recordRequests('/api/org/signUp');
    const { user } = renderApp({ route: '/org-signup' });
    await h1('Organisation sign up');
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    // orgName, orgType, firstName, lastName, mobile, email, password, confirm
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(8);
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeTruthy();
    expect(signUps).toHaveLength(0);
  });

  it('registers, signs in and goes to /employer', async () => {
    const signUps = recordRequests('/api/org/signUp');
    const { user, location } = renderApp({ route: '/org-signup' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    await waitFor(() => expect(signUps).toHaveLength(1));
    expect(await signUps[0].json()).toEqual({
      orgName: 'Harbour Hawks',
      orgType: 'Community Club',
      firstName: 'Sam',
      lastName: 'Roe',
      mobileNumber: '0400111222',
      email: 'sam@harbourhawks.example',
      password: 'Hawks!2026a',
      termsAndConditions: true,
    });
    expect(await screen.findByText(MESSAGES.userRegistered)).toBeTruthy();
    await waitFor(() => expect(authState.user?.role).toBe(ROLE_ORG));
    await advance(SUCCESS_DELAY_MS);
    await waitFor(() => expect(location.href).toBe('/employer'));
    expect(location.history).toEqual(['/employer']);
  });

  it("a refused registration: 'Error registering user.' with the server's reason", async () => {
    mockError('post', '/api/org/signUp', 409, 'This e-mail address is already registered.');
    const { user, location } = renderApp({ route: '/org-signup' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    expect(await screen.findByText('This e-mail address is already registered.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.errorRegisteringUser)).toBeTruthy();
    expect(db.users.some((u) => u.email === contact.Email)).toBe(false);
    expect(location.pathname).toBe('/org-signup');
  });

  it('says when the types cannot be loaded and loads them again on request', async () => {
    let calls = 0;
    server.use(
      http.get('/api/orgtype/list', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Error', detail: 'Something went wrong.' },
              { status: 500 },
            )
          : HttpResponse.json({ list: [{ type: 'School' }] });
      }),
    );
    const { user } = renderApp({ route: '/org-signup' });
    expect(await screen.findByText('The organisation types could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try loading the types again' }));
    await waitFor(() =>
      expect(screen.queryByText('The organisation types could not be loaded.')).toBeNull(),
    );
    await chooseType(user, 'School');
    expect(
      (screen.getByRole('combobox', { name: 'Organisation type' }) as HTMLInputElement).value,
    ).toBe('School');
  });

  it('sends an already signed-in user to /', async () => {
    const { location } = renderApp({ route: '/org-signup', user: 'org' });
    await waitFor(() => expect(location.href).toBe('/landing'));
  });
});
