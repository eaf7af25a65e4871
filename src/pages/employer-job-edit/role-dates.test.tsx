// The role form's dates (issue 27): a new role's closing date (offered 30 days ahead, today to
// 180 days), the respond-by promise (on or after the closing date, at most 60 days after), an
// existing role's closing date as text, and the server's field messages on those fields.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, jobs, orgUser, recordRequests, server } from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { shortDate } from '../../shared/texts/closing';
import { LIFECYCLE_ERRORS as E, ORG_LIFECYCLE_TEXTS as L } from '../../shared/texts/lifecycle';
import { addDays } from '../../shared/zoned-time';

vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The message under a field, found through its aria-describedby. */
function messageOf(input: HTMLInputElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? '') : '';
}

function setDate(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('the role form: closing date and respond-by promise', () => {
  it('offers a closing date 30 days ahead and checks its range', async () => {
    renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const today = todayIn('');
    const closing = field(L.closingDate);
    expect(closing.type).toBe('date');
    expect(closing.required).toBe(true);
    expect(closing.value).toBe(addDays(today, 30));
    expect(closing.min).toBe(today);
    expect(closing.max).toBe(addDays(today, 180));

    setDate(closing, addDays(today, -1));
    await waitFor(() => expect(messageOf(closing)).toBe(E.closingInPast));
    expect(closing.getAttribute('aria-invalid')).toBe('true');
    setDate(closing, addDays(today, 181));
    await waitFor(() => expect(messageOf(closing)).toBe(E.closingTooFar));
    // A browser's date field gives '' for what it cannot read (2026-02-30).
    setDate(closing, '');
    await waitFor(() => expect(messageOf(closing)).toBe(E.closingRequired));
    setDate(closing, today);
    await waitFor(() => expect(closing.getAttribute('aria-invalid')).toBeNull());
    expect(messageOf(closing)).toBe('');
  });

  it('suggests a respond-by date and keeps it on or after the closing date, within 60 days', async () => {
    const { user } = renderApp({ route: '/employer/jobs/new', user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    const closingDate = addDays(todayIn(''), 30);
    const respond = field(L.respondBy);
    expect(respond.type).toBe('date');
    expect(respond.required).toBe(false);
    expect(respond.min).toBe(closingDate);
    expect(respond.max).toBe(addDays(closingDate, 60));

    const suggested = addDays(closingDate, 14);
    await user.click(
      screen.getByRole('button', { name: L.suggestRespondBy(shortDate(suggested, true)) }),
    );
    expect(respond.value).toBe(suggested);
    expect(document.activeElement).toBe(respond);
    expect(screen.queryByRole('button', { name: /^Suggest / })).toBeNull();

    setDate(respond, addDays(closingDate, -1));
    await waitFor(() => expect(messageOf(respond)).toBe(E.respondBeforeClosing));
    setDate(respond, addDays(closingDate, 61));
    await waitFor(() => expect(messageOf(respond)).toBe(E.respondTooFar));
    // A later closing date brings the promise back in range.
    setDate(field(L.closingDate), addDays(closingDate, 10));
    await waitFor(() => expect(messageOf(respond)).toBe(''));
  });

  it("shows an existing role's closing date as text and the server's respond-by message", async () => {
    const job = jobs.filter((j) => j.org_id === orgUser.orgId)[0];
    const stored = employerMockState().jobs.find((j) => j.id === job.id);
    if (!stored) throw new Error('no role');
    const today = todayIn('');
    Object.assign(stored, { closingDate: addDays(today, 12), respondBy: null });
    server.use(
      http.put('/api/org/jobs/:id', () =>
        HttpResponse.json(
          {
            message: 'Error',
            detail: 'Some fields are not valid.',
            fields: { respondBy: E.respondTooFar },
          },
          { status: 400 },
        ),
      ),
    );
    const puts = recordRequests(`/api/org/jobs/${job.id}`);
    const { user } = renderApp({ route: `/employer/jobs/${job.id}`, user: 'org' });
    await screen.findByRole('textbox', { name: 'Role title' }, wait);
    expect(screen.queryByLabelText(L.closingDate)).toBeNull();
    const group = screen.getByRole('group', { name: L.datesLegend });
    expect(
      within(group).getByText(L.closingFixed(shortDate(addDays(today, 12), true))),
    ).toBeTruthy();
    expect(within(group).getByText(L.closingFixedNote)).toBeTruthy();

    const respond = field(L.respondBy);
    setDate(respond, addDays(today, 11));
    await waitFor(() => expect(messageOf(respond)).toBe(E.respondBeforeClosing));
    setDate(respond, addDays(today, 20));
    await waitFor(() => expect(messageOf(respond)).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(messageOf(respond)).toBe(E.respondTooFar));
    const put = puts.find((r) => r.method === 'PUT');
    const body = await put?.json();
    expect(body.respondBy).toBe(addDays(today, 20));
    expect(body.closingDate).toBeUndefined();
  });
});
