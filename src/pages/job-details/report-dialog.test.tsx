// 'Report this role' (issue 32) on /jobdetails, by keyboard: the dialog (its own chunk) opens on
// the first reason, a reason and details are chosen and typed, Send posts /api/report (with the
// bearer only when signed in) and closes with a snackbar; no reason, or details over 1,000
// characters, send nothing; a 429's or a 404's detail shows in the dialog. axe in both themes.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { closedJobs, jobs, mockError, recordRequests } from '../../../tests/mocks';
import { renderApp, type TestUser } from '../../../tests/render';
import { MESSAGES as M } from '../../shared/messages';
import { API_ERRORS } from '../../shared/texts/api-errors';
import { REPORT_ROLE } from '../../shared/texts/details';
import { REPORT_TEXTS as T } from '../../shared/texts/report';
import { REPORT_DETAILS_MAX, REPORT_REASONS, TRUST_ERRORS } from '../../shared/texts/trust';
import { setTheme } from '../../state/mode-actions';

/** The role page of `jobId`, with the report dialog opened from the keyboard. */
async function openReport(jobId: number, name: string, user: TestUser = null) {
  const app = renderApp({ route: `/jobdetails?jobId=${jobId}`, user });
  await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
  const button = screen.getByRole('button', { name: REPORT_ROLE });
  act(() => button.focus());
  await app.user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: REPORT_ROLE }, { timeout: 10_000 });
  return { ...app, dialog };
}

/** Tabs until `target` has the focus (at most 12 presses). */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let i = 0; i < 12 && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
}

describe('report this role', { timeout: 40_000 }, () => {
  it('a visitor chooses a reason, types details and sends: no bearer, a snackbar', async () => {
    const sent = recordRequests('/api/report');
    const { user, dialog } = await openReport(jobs[0].id, jobs[0].name);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([...REPORT_REASONS]);
    // The first reason has the focus; Space chooses it.
    expect(document.activeElement).toBe(radios[0]);
    await user.keyboard(' ');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    const details = within(dialog).getByRole('textbox', { name: T.details });
    await tabTo(user, details);
    await user.keyboard('Asks for bank details');
    expect(within(dialog).getByText(T.count(21, REPORT_DETAILS_MAX))).toBeTruthy();
    await tabTo(user, within(dialog).getByRole('button', { name: T.send }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(T.received, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get('authorization')).toBeNull();
    expect(await sent[0].json()).toEqual({
      jobId: jobs[0].id,
      reason: REPORT_REASONS[0],
      details: 'Asks for bank details',
    });
  });

  it("a signed-in coach's report carries the bearer; a closed role can be reported", async () => {
    const sent = recordRequests('/api/report');
    const closed = closedJobs[0];
    const { user, dialog } = await openReport(closed.id, closed.name, 'coach');
    await user.click(within(dialog).getByRole('radio', { name: 'Inaccurate' }));
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.received, {}, { timeout: 10_000 })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(await sent[0].json()).toEqual({ jobId: closed.id, reason: 'Inaccurate', details: '' });
  });

  it('no reason: "Choose one of the reasons." and nothing is sent', async () => {
    const sent = recordRequests('/api/report');
    const { user, dialog } = await openReport(jobs[0].id, jobs[0].name);
    await tabTo(user, within(dialog).getByRole('button', { name: T.send }));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText(TRUST_ERRORS.unknownReason)).toBeTruthy();
    // The focus goes back to the reasons, which the message describes.
    const first = within(dialog).getAllByRole('radio')[0];
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(sent).toHaveLength(0);
    // Choosing a reason clears it.
    await user.keyboard(' ');
    expect(within(dialog).queryByText(TRUST_ERRORS.unknownReason)).toBeNull();
  });

  it('1,001 characters: the count and the field message, and nothing is sent', async () => {
    const sent = recordRequests('/api/report');
    const { user, dialog } = await openReport(jobs[0].id, jobs[0].name);
    await user.keyboard(' ');
    const details = within(dialog).getByRole('textbox', { name: T.details });
    await tabTo(user, details);
    await user.paste('x'.repeat(REPORT_DETAILS_MAX + 1));
    const tooLong = M.atMostChars(REPORT_DETAILS_MAX);
    expect(within(dialog).getByText(tooLong)).toBeTruthy();
    expect(within(dialog).getByText(T.count(1001, REPORT_DETAILS_MAX))).toBeTruthy();
    expect(details.getAttribute('aria-invalid')).toBe('true');
    await tabTo(user, within(dialog).getByRole('button', { name: T.send }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(details);
    expect(sent).toHaveLength(0);
    await user.keyboard('{Backspace}');
    expect(within(dialog).queryByText(tooLong)).toBeNull();
  });

  it("a 429 or a 404 shows the API's detail in the dialog, which stays open", async () => {
    for (const [status, detail] of [
      [429, API_ERRORS.tooMany],
      [404, TRUST_ERRORS.jobNotFound],
    ] as const) {
      mockError('post', '/api/report', status, detail);
      const { user, dialog, unmount } = await openReport(jobs[0].id, jobs[0].name);
      await user.keyboard(' ');
      await user.click(within(dialog).getByRole('button', { name: T.send }));
      expect(await within(dialog).findByText(detail, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('dialog', { name: REPORT_ROLE })).toBeTruthy();
      unmount();
    }
  });

  it('the page with the dialog open passes axe in both themes', async () => {
    const { user, dialog } = await openReport(jobs[0].id, jobs[0].name);
    // With the reason's message and the details' count showing.
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    for (const theme of ['light', 'dark'] as const) {
      act(() => setTheme(theme));
      // The whole page (the role behind the modal dialog) and the dialog; no contrast in jsdom
      // (the e2e run checks it).
      for (const part of [document.body, dialog]) {
        const result = await axe.run(part, { rules: { 'color-contrast': { enabled: false } } });
        expect(result.passes.length).toBeGreaterThan(5);
        expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      }
    }
  });
});
