import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  mockError,
  orgUser,
  readToken,
  recordRequests,
} from '../../../tests/mocks';
import { signInAs } from '../../../tests/render';
import { STORAGE_KEYS } from '../../shared/constants';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import { TOTP_SETUP_TEXTS as T } from '../../shared/texts/two-factor';
import { authState } from '../../state/auth';
import { qrPath } from './qr-svg';
import { groupKey, TotpSetup } from './totp-setup';

function setup(props: { autoStart?: boolean } = {}) {
  signInAs('org');
  const onEnabled = vi.fn();
  const user = userEvent.setup();
  render(
    <main>
      <TotpSetup onEnabled={onEnabled} {...props} />
    </main>,
  );
  return { user, onEnabled };
}

async function toCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: T.start }));
  return screen.findByLabelText(T.codeLabel);
}

afterEach(() => vi.restoreAllMocks());

describe('TotpSetup', { timeout: 20_000 }, () => {
  it('shows the QR code as a named SVG and the key in groups of four, with a copy button', async () => {
    const enrols = recordRequests('/api/user/totp/enrol');
    const { user } = setup();
    expect(screen.getByText(T.intro)).toBeTruthy();
    const field = await toCode(user);
    expect(enrols).toHaveLength(1);
    const qr = screen.getByRole('img', { name: T.qrName });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByText(groupKey(MOCK_TOTP_SECRET))).toBeTruthy();
    expect(groupKey(MOCK_TOTP_SECRET)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    await user.click(screen.getByRole('button', { name: T.copyKey }));
    expect(await navigator.clipboard.readText()).toBe(MOCK_TOTP_SECRET);
    expect(screen.getByText(T.keyCopied)).toBeTruthy();
    // A one-time-code field for 6 digits.
    const input = field as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
  });

  it('draws the otpauth URI itself (no request for an image)', () => {
    const { d, size } = qrPath('otpauth://totp/Touchline:x?secret=ABC');
    expect(size).toBeGreaterThan(21);
    expect(d.length).toBeGreaterThan(100);
  });

  it('a wrong code shows the API message on the field; nothing is stored', async () => {
    const { user, onEnabled } = setup();
    const field = await toCode(user);
    const before = authState.token;
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: T.turnOn }));
    expect(await screen.findByText(TRUST_ERRORS.invalidCode)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(authState.token).toBe(before);
    expect(onEnabled).not.toHaveBeenCalled();
  });

  it('a code that is not 6 digits is refused before any call', async () => {
    const confirms = recordRequests('/api/user/totp/confirm');
    const { user } = setup();
    await user.click(await toCode(user));
    await user.click(screen.getByRole('button', { name: T.turnOn }));
    expect(screen.getByLabelText(T.codeLabel).getAttribute('aria-invalid')).toBe('true');
    expect(confirms).toHaveLength(0);
  });

  it('the right code stores the new tokens, shows the 10 recovery codes; Done needs the confirmation', async () => {
    const saves = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mock');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user, onEnabled } = setup();
    await user.type(await toCode(user), MOCK_TOTP_CODE);
    const before = authState.token;
    await user.click(screen.getByRole('button', { name: T.turnOn }));
    const heading = await screen.findByRole('heading', { name: T.recoveryHeading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Stored as a sign-in stores its pair: state and storage; the new token has the factor.
    expect(authState.token).not.toBe(before);
    expect(readToken(authState.token!)?.mf).toBe(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!)).toBe(authState.token);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.refreshToken)!)).toBe(
      authState.refresh_token,
    );
    expect(authState.user).toEqual(orgUser);

    const list = screen.getByRole('list', { name: T.recoveryListName });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(MOCK_RECOVERY_CODES);
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(clicked[0].download).toBe(T.fileName);
    const blob = saves.mock.calls[0][0] as Blob;
    const text = await blob.text();
    for (const code of MOCK_RECOVERY_CODES) expect(text).toContain(code);
    await user.click(screen.getByRole('button', { name: T.copy }));
    expect(await navigator.clipboard.readText()).toBe(MOCK_RECOVERY_CODES.join('\n'));
    expect(screen.getByText(T.codesCopied)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.done }));
    expect(screen.getByText(T.savedRequired)).toBeTruthy();
    expect(onEnabled).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: T.saved }));
    await user.click(screen.getByRole('button', { name: T.done }));
    expect(onEnabled).toHaveBeenCalledTimes(1);
  });

  it('autoStart enrols at once; a failed start offers the button again', async () => {
    mockError('post', '/api/user/totp/enrol', 500);
    const { user } = setup({ autoStart: true });
    expect(await screen.findByText(T.startFailed)).toBeTruthy();
    expect(screen.queryByText(T.intro)).toBeNull();
    await user.click(screen.getByRole('button', { name: T.start }));
    await screen.findByText(T.startFailed);
  });

  it('says so when it is already on (409)', async () => {
    mockError('post', '/api/user/totp/enrol', 409, TRUST_ERRORS.alreadyEnabled);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: T.start }));
    expect(await screen.findByText(TRUST_ERRORS.alreadyEnabled)).toBeTruthy();
  });

  it('passes axe at each step', async () => {
    const { user } = setup();
    const rules = { 'color-contrast': { enabled: false } };
    const field = await toCode(user);
    expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);
    await user.type(field, MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: T.turnOn }));
    await screen.findByRole('heading', { name: T.recoveryHeading });
    expect((await axe.run(document.body, { rules })).violations.map((v) => v.id)).toEqual([]);
  });
});
