import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MOCK_TOTP_CODE, mockError, recordRequests, server } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ACCOUNT_TEXTS } from '../../shared/texts/account';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import { TOTP_SETUP_TEXTS } from '../../shared/texts/two-factor';
import { authState } from '../../state/auth';
import { setTheme } from '../../state/mode-actions';
import { openAdmin } from './test-utils';

const TABS = [
  [T.queueTab, T.queueHeading, ''],
  [T.reportsTab, T.reportsHeading, '?tab=reports'],
  [T.orgsTab, T.orgsHeading, '?tab=orgs'],
  [T.usersTab, T.usersHeading, '?tab=users'],
  [T.auditTab, T.auditHeading, '?tab=audit'],
] as const;

describe('/admin', { timeout: 30_000 }, () => {
  it('moves between tabs with the arrow keys, Home and End; the tab is in the URL', async () => {
    const { user, location } = await openAdmin();
    await screen.findByRole('region', { name: T.queueHeading });
    const queue = screen.getByRole('tab', { name: T.queueTab });
    expect(queue.getAttribute('aria-selected')).toBe('true');
    queue.focus();
    for (const [tab, heading, search] of TABS.slice(1)) {
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: tab }));
      expect(location.href).toBe(`/admin${search}`);
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    await user.keyboard('{Home}');
    expect(location.href).toBe('/admin');
    await user.keyboard('{End}');
    expect(location.href).toBe('/admin?tab=audit');
    // The tab's panel is next in the tab order, then its controls.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
  });

  it('gives an administrator Admin and Logout in the account menu', async () => {
    const { user } = await openAdmin();
    await user.click(await screen.findByRole('button', { name: /Account menu for Avery Admin/ }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([ACCOUNT_TEXTS.admin, 'Logout']);
  });

  it('is for administrators only: a coach is sent to sign in', async () => {
    const { location } = renderApp({ route: '/admin', user: 'coach' });
    await waitFor(() => expect(location.pathname).toBe('/signin'));
  });

  it('asks for the second factor first when the token lacks it, and calls nothing', async () => {
    const calls = recordRequests('/api/admin/queue');
    await openAdmin('/admin', { mf: false });
    expect(screen.getByRole('heading', { level: 2, name: T.gateHeading })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('enrols there: the recovery codes stay until Done, then the tabs load', async () => {
    const { user } = await openAdmin('/admin', { mf: false });
    await user.click(await screen.findByRole('button', { name: TOTP_SETUP_TEXTS.start }));
    await user.type(await screen.findByLabelText(TOTP_SETUP_TEXTS.codeLabel), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: TOTP_SETUP_TEXTS.turnOn }));
    // The new token carries the second factor, and the codes are still shown.
    expect(
      await screen.findByRole('heading', { name: TOTP_SETUP_TEXTS.recoveryHeading }),
    ).toBeTruthy();
    expect(JSON.parse(atob((authState.token ?? '').split('.')[1])).mf).toBe(1);
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByLabelText(TOTP_SETUP_TEXTS.saved));
    await user.click(screen.getByRole('button', { name: TOTP_SETUP_TEXTS.done }));
    expect(await screen.findByRole('region', { name: T.queueHeading })).toBeTruthy();
  });

  it("shows the enrolment when an admin call answers the second factor's 403", async () => {
    mockError('get', '/api/admin/queue', 403, TRUST_ERRORS.secondFactorNeeded);
    const { location } = await openAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: T.gateHeading })).toBeTruthy();
    expect(location.pathname).toBe('/admin');
  });

  it("an action answered with the second factor's 403 leads to the enrolment too", async () => {
    const { user } = await openAdmin();
    await screen.findByRole('region', { name: T.queueHeading });
    mockError('post', '/api/admin/jobs/201/approve', 403, TRUST_ERRORS.secondFactorNeeded);
    await user.click(screen.getByRole('button', { name: T.approveOf('Assistant Football Coach') }));
    expect(await screen.findByRole('heading', { level: 2, name: T.gateHeading })).toBeTruthy();
  });

  it('a failed load says so with a retry', async () => {
    mockError('get', '/api/admin/reports', 500, 'Database unavailable');
    const { user } = await openAdmin('/admin?tab=reports');
    const failure = await screen.findByText(/Database unavailable/);
    expect(failure.closest('[role="alert"]')?.textContent).toContain(T.loadFailed);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: T.tryAgain }));
    expect(await screen.findByRole('region', { name: T.reportsHeading })).toBeTruthy();
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
  });

  it('passes axe on every tab and the dialogs, light and dark', async () => {
    const { user } = await openAdmin();
    const check = async (root: Element = document.body) => {
      for (const theme of ['dark', 'light'] as const) {
        act(() => setTheme(theme));
        const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
        expect(result.violations.map((v) => v.id)).toEqual([]);
      }
    };
    for (const [tab, heading] of TABS) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findByRole('heading', { level: 2, name: heading });
      if (tab === T.usersTab) await user.type(screen.getByLabelText(T.userSearch), 'a{Enter}');
      await screen.findByRole('region', { name: heading });
      await check();
      if (tab === T.queueTab) {
        await user.click(screen.getAllByRole('button', { name: /^Reject role/ })[0]);
        await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: T.reject }),
        );
        await within(screen.getByRole('dialog')).findByText(TRUST_ERRORS.reasonRequired);
        await check(screen.getByRole('dialog'));
        await user.keyboard('{Escape}');
      }
      if (tab === T.reportsTab) {
        await user.click(screen.getAllByRole('button', { name: /^Suspend the organisation/ })[0]);
        await check(screen.getByRole('alertdialog'));
        await user.keyboard('{Escape}');
      }
    }
  });

  it('passes axe on the second factor gate, light and dark', async () => {
    await openAdmin('/admin', { mf: false });
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
  });
});
