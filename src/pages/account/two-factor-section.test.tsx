import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  enableTotp,
  hasTotp,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  mockError,
  orgUser,
  PASSWORD,
  readToken,
  recordRequests,
  WRONG_PASSWORD,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import {
  TOTP_SETUP_TEXTS as S,
  TWO_FACTOR_SECTION_TEXTS as T,
} from '../../shared/texts/two-factor';
import { authState } from '../../state/auth';
import { setTheme } from '../../state/mode-actions';

async function open(user: 'coach' | 'org' = 'org') {
  const r = renderApp({ route: '/account', user });
  await screen.findByRole('heading', { level: 1, name: 'Account' }, { timeout: 5000 });
  return r;
}

const section = () => screen.getByRole('region', { name: T.heading });
const status = async (value: string) =>
  within(await screen.findByRole('region', { name: T.heading })).findByText(value);

describe('/account, two-step sign-in', { timeout: 20_000 }, () => {
  it('an organisation user sees it, off, with Set up', async () => {
    await open();
    await status(T.off);
    expect(within(section()).getByRole('heading', { level: 2, name: T.heading })).toBeTruthy();
    expect(within(section()).getByRole('button', { name: T.setUp })).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: T.turnOff })).toBeNull();
  });

  it('a coach does not see it', async () => {
    const details = recordRequests('/api/user/getlogged_in_user_details');
    await open('coach');
    await screen.findByRole('heading', { level: 2, name: 'Sessions' });
    expect(screen.queryByRole('heading', { name: T.heading })).toBeNull();
    expect(details).toHaveLength(0);
  });

  it('sets it up: QR code, the code, the recovery codes, then On', async () => {
    const { user } = await open();
    await status(T.off);
    await user.click(screen.getByRole('button', { name: T.setUp }));
    expect(await screen.findByRole('img', { name: S.qrName })).toBeTruthy();
    await user.type(screen.getByLabelText(S.codeLabel), '111111');
    await user.click(screen.getByRole('button', { name: S.turnOn }));
    expect(await screen.findByText(TRUST_ERRORS.invalidCode)).toBeTruthy();
    await user.clear(screen.getByLabelText(S.codeLabel));
    await user.type(screen.getByLabelText(S.codeLabel), MOCK_TOTP_CODE);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: S.turnOn }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: S.turnOn }));
    await screen.findByRole('heading', { name: S.recoveryHeading });
    expect(screen.getByText(MOCK_RECOVERY_CODES[9])).toBeTruthy();
    expect(readToken(authState.token!)?.mf).toBe(1);
    await user.click(screen.getByRole('checkbox', { name: S.saved }));
    await user.click(screen.getByRole('button', { name: S.done }));
    await status(T.on);
    expect(await screen.findByText(T.turnedOn)).toBeTruthy();
    expect(within(section()).getByRole('button', { name: T.turnOff })).toBeTruthy();
    expect(document.activeElement).toBe(
      within(section()).getByRole('heading', { name: T.heading }),
    );
    expect(hasTotp(orgUser.id)).toBe(true);
  });

  it('turns it off with the password and a code; wrong ones show on their fields', async () => {
    enableTotp(orgUser.id);
    const calls = recordRequests('/api/user/totp/disable');
    const { user } = await open();
    await status(T.on);
    await user.click(screen.getByRole('button', { name: T.turnOff }));
    const box = screen.getByRole('alertdialog', { name: T.turnOffTitle });
    expect(within(box).getByText(T.turnOffNote)).toBeTruthy();
    const submit = () => user.click(within(box).getByRole('button', { name: T.turnOff }));
    const ready = () =>
      waitFor(() =>
        expect(
          (within(box).getByRole('button', { name: T.turnOff }) as HTMLButtonElement).disabled,
        ).toBe(false),
      );

    await user.type(within(box).getByLabelText('Password'), 'Wrong-Pass9!');
    await user.type(within(box).getByLabelText(T.codeLabel), MOCK_TOTP_CODE);
    await submit();
    await within(box).findByText(WRONG_PASSWORD);
    await ready();
    await user.clear(within(box).getByLabelText('Password'));
    await user.type(within(box).getByLabelText('Password'), PASSWORD);
    await user.clear(within(box).getByLabelText(T.codeLabel));
    await user.type(within(box).getByLabelText(T.codeLabel), '000000');
    await submit();
    await within(box).findByText(TRUST_ERRORS.invalidCode);
    expect(within(box).getByLabelText(T.codeLabel).getAttribute('aria-invalid')).toBe('true');
    await ready();
    await user.clear(within(box).getByLabelText(T.codeLabel));
    // A recovery code works too.
    await user.type(within(box).getByLabelText(T.codeLabel), MOCK_RECOVERY_CODES[1]);
    await submit();
    await status(T.off);
    expect(await screen.findByText(T.turnedOff)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await calls[2].json()).toEqual({ password: PASSWORD, code: MOCK_RECOVERY_CODES[1] });
    expect(hasTotp(orgUser.id)).toBe(false);
    expect(within(section()).getByRole('button', { name: T.setUp })).toBeTruthy();
  });

  it('sets it up with the keyboard alone', async () => {
    const { user } = await open();
    await status(T.off);
    within(section()).getByRole('button', { name: T.setUp }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('img', { name: S.qrName });
    // Past Copy key to the code field.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: S.copyKey }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(S.codeLabel));
    await user.keyboard(`${MOCK_TOTP_CODE}{Enter}`);
    const heading = await screen.findByRole('heading', { name: S.recoveryHeading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.tab(); // Download
    await user.tab(); // Copy
    await user.tab(); // the confirmation
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: S.saved }));
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    await status(T.on);
  });

  it('too many tries (429) show in the dialog', async () => {
    enableTotp(orgUser.id);
    mockError('post', '/api/user/totp/disable', 429, 'Too many attempts. Please try again later.');
    const { user } = await open();
    await status(T.on);
    await user.click(screen.getByRole('button', { name: T.turnOff }));
    const box = screen.getByRole('alertdialog');
    await user.type(within(box).getByLabelText('Password'), PASSWORD);
    await user.type(within(box).getByLabelText(T.codeLabel), MOCK_TOTP_CODE);
    await user.click(within(box).getByRole('button', { name: T.turnOff }));
    expect(await within(box).findByText('Too many attempts. Please try again later.')).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    mockError('get', '/api/user/getlogged_in_user_details', 500);
    await open();
    expect(await screen.findByText(T.loadFailed)).toBeTruthy();
  });

  it('passes axe in both themes, on and in the turn-off dialog', async () => {
    enableTotp(orgUser.id);
    const { user } = await open();
    await status(T.on);
    await screen.findByText('Safari on iPhone');
    const rules = { 'color-contrast': { enabled: false } };
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(document.body, { rules });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
    await user.click(screen.getByRole('button', { name: T.turnOff }));
    const result = await axe.run(screen.getByRole('alertdialog'), { rules });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('passes axe while setting up, in both themes', async () => {
    const { user } = await open();
    await status(T.off);
    await user.click(screen.getByRole('button', { name: T.setUp }));
    await screen.findByRole('img', { name: S.qrName });
    const rules = { 'color-contrast': { enabled: false } };
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(section(), { rules });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
  });
});
