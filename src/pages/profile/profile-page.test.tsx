import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachUser, db, mockError, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MAX_PICTURE_BYTES, STORAGE_KEYS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { authState } from '../../state/auth';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function open() {
  const r = renderApp({ route: '/profile', user: 'coach' });
  await screen.findByRole('heading', { level: 1, name: MESSAGES.userDetails }, { timeout: 5000 });
  await screen.findByRole('tab', { name: 'Profile' }, { timeout: 5000 });
  return r;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/profile', { timeout: 20_000 }, () => {
  it('shows the Profile tab prefilled, the completion, and stores it for the account menu', async () => {
    const { user } = await open();
    await waitFor(() => expect(document.title).toBe('User Details · Touchline'));
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(field('First name').value).toBe('Casey');
    expect(field('Mobile number').value).toBe('0412345678');
    expect(field('Address line 1').value).toBe('12 Oval Street');
    expect(field('Address line 2 (optional)').value).toBe('Unit 3');
    expect(field('Zip code').value).toBe('2000');
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe(
      'Sydney',
    );
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Your profile is complete.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.profileCompletion)).toBe('100'));
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menuitem', { name: 'Profile (100% complete)' })).toBeTruthy();
  });

  it('names what is missing from the profile', async () => {
    db.profiles.set(coachUser.id, {
      ...db.profiles.get(coachUser.id)!,
      city: '',
      zipcode: '',
    });
    db.interests.set(coachUser.id, []);
    await open();
    expect(screen.getByText('Still missing: City, Zip code, Interests.')).toBeTruthy();
    expect(screen.getByText('63% complete')).toBeTruthy();
    await waitFor(() => expect(authState.profileCompletion).toBe(63));
  });

  it('saves the profile and updates the avatar initials', async () => {
    const saves = recordRequests('/api/user/update_profile');
    const { user } = await open();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Jamie');
    await user.clear(field('Zip code'));
    await user.type(field('Zip code'), '2010');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const status = await screen.findByText(MESSAGES.profileUpdated);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(await saves[0].json()).toEqual({
      firstName: 'Jamie',
      lastName: 'Morgan',
      mobile: '0412345678',
      address1: '12 Oval Street',
      address2: 'Unit 3',
      state: 'New South Wales',
      city: 'Sydney',
      zipcode: '2010',
    });
    expect(authState.user?.firstName).toBe('Jamie');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) as string).firstName).toBe('Jamie');
    const trigger = screen.getByRole('button', { name: 'Account menu for Jamie Morgan' });
    expect(trigger.querySelector('[data-initials="JM"]')).toBeTruthy();
  });

  it('enforces SPEC 5: required fields and a 10-digit mobile, with no request', async () => {
    const saves = recordRequests('/api/user/update_profile');
    const { user } = await open();
    await user.clear(field('Last name'));
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '04123');
    await user.clear(field('Address line 1'));
    await user.clear(field('Address line 2 (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeTruthy();
    expect(document.activeElement).toBe(field('Last name'));
    expect(saves).toHaveLength(0);
  });

  it('shows the failure snackbar when the save fails', async () => {
    mockError('post', '/api/user/update_profile', 500, 'Something went wrong.');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByText(MESSAGES.errorProcessingRequest);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(authState.user?.firstName).toBe('Casey');
  });

  it('shows an alert when the profile cannot be loaded', async () => {
    mockError('get', '/api/user/get_loggedin_user_profile', 400, 'Bad request.');
    renderApp({ route: '/profile', user: 'coach' });
    const text = await screen.findByText(MESSAGES.errorProcessingRequest, undefined, {
      timeout: 5000,
    });
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('switches to the Interests tab by click and by keyboard', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: MESSAGES.interests }));
    const panel = screen.getByRole('tabpanel', { name: MESSAGES.interests });
    expect(within(panel).getByRole('button', { name: 'Remove Football' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Remove Cricket' })).toBeTruthy();
    // The Profile panel is hidden meanwhile.
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeTruthy();
  });

  it('requires at least one interest', async () => {
    const saves = recordRequests('/api/user/update_interests');
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: MESSAGES.interests }));
    await user.click(screen.getByRole('button', { name: 'Remove Football' }));
    await user.click(screen.getByRole('button', { name: 'Remove Cricket' }));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('saves the interests and updates the completion', async () => {
    db.interests.set(coachUser.id, []);
    const saves = recordRequests('/api/user/update_interests');
    const { user } = await open();
    expect(screen.getByText('88% complete')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: MESSAGES.interests }));
    const input = screen.getByRole('combobox', { name: MESSAGES.interests });
    await user.type(input, 'Netb');
    await user.click(await screen.findByRole('option', { name: 'Netball' }));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(await screen.findByText(MESSAGES.interestsUpdated)).toBeTruthy();
    expect(await saves[0].json()).toEqual({ interests: ['Netball'] });
    expect(db.interests.get(coachUser.id)).toEqual(['Netball']);
    expect(screen.getByText('100% complete')).toBeTruthy();
    await waitFor(() => expect(authState.profileCompletion).toBe(100));
  });

  it('reports an interests save failure', async () => {
    mockError('post', '/api/user/update_interests', 500, 'Something went wrong.');
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: MESSAGES.interests }));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    const alert = await screen.findByText(MESSAGES.errorProcessingRequest2);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('uploads a picture and shows it instead of the initials, kept across reloads', async () => {
    const uploads = recordRequests('/api/file/upload/picture');
    const { user } = await open();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Picture'), png);
    expect(await screen.findByText(MESSAGES.pictureUploaded)).toBeTruthy();
    expect(uploads).toHaveLength(1);
    await waitFor(() => expect(authState.profilePicture).toMatch(/^data:image\/png/));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profilePicture) as string)).toBe(
      authState.profilePicture,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu for Casey Morgan' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe(authState.profilePicture);
    await user.click(screen.getByRole('button', { name: 'Show initials instead' }));
    expect(authState.profilePicture).toBeNull();
    await waitFor(() => expect(trigger.querySelector('[data-initials="CM"]')).toBeTruthy());
  });

  it('refuses a picture that is not PNG or JPEG or is over 1 MB, before uploading', async () => {
    const uploads = recordRequests('/api/file/upload/picture');
    await open();
    const zone = screen.getByLabelText('Picture').parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(MESSAGES.pictureUploadFailed)).toBeTruthy();
    expect(
      screen.getByText(/Error uploading file: “me\.gif” is not a PNG or JPEG picture/),
    ).toBeTruthy();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_PICTURE_BYTES + 1 });
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files: [big] } });
    });
    expect(await screen.findByText(/“big\.jpg” is larger than 1 MB/)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });
});
