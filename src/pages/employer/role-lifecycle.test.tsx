// The roles list's lifecycle (issue 27): the closing and respond-by dates, the Closed badge with
// its reason, and the close / extend / reopen dialogs with their requests and answers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import {
  coachUser,
  db,
  HttpResponse,
  http,
  orgUser,
  recordRequests,
  server,
} from '../../../tests/mocks';
import { employerMockState } from '../../../tests/mocks/handlers/employer';
import { renderApp } from '../../../tests/render';
import { todayIn } from '../../components/employer/role-lifecycle/role-dates';
import { shortDate } from '../../shared/texts/closing';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import {
  CLOSED_REASON_BADGE,
  ORG_LIFECYCLE_TEXTS as L,
  LIFECYCLE_ERRORS,
} from '../../shared/texts/lifecycle';
import { addDays } from '../../shared/zoned-time';

vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };

/** The organisation's roles in the mock, newest first as the list shows them. */
function ownRoles() {
  return employerMockState()
    .jobs.filter((j) => j.org_id === orgUser.orgId)
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted));
}

async function cardOf(name: string) {
  const list = await screen.findByRole('list', { name: T.dashboardTitle }, wait);
  const heading = within(list).getByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
}

describe('/employer: closing dates and the role actions', () => {
  it('shows the closing and respond-by dates, and a closed role with its reason', async () => {
    const [first, second] = ownRoles();
    const today = todayIn('');
    Object.assign(first, { closingDate: addDays(today, 20), respondBy: addDays(today, 34) });
    Object.assign(second, { open: false, closedReason: 'filled', respondBy: null });
    renderApp({ route: '/employer', user: 'org' });
    const open = await cardOf(first.name);
    expect(within(open).getByText(T.open)).toBeTruthy();
    expect(within(open).getByText(`Closes ${shortDate(addDays(today, 20))}`)).toBeTruthy();
    expect(within(open).getByText(L.respondsBy(shortDate(addDays(today, 34))))).toBeTruthy();
    expect(
      within(open).getByRole('button', { name: L.actionsFor(first.name) }).textContent,
    ).toContain(L.actions);
    const closed = await cardOf(second.name);
    expect(within(closed).getByText(CLOSED_REASON_BADGE.filled)).toBeTruthy();
    expect(within(closed).queryByText(/^Closes /)).toBeNull();
    expect(within(closed).getByRole('button', { name: L.reopenFor(second.name) })).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: L.actionsFor(second.name) })).toBeNull();
  });

  it('closes a role as filled without telling the applicants when the box is unticked', async () => {
    const [role] = ownRoles();
    db.applications.push({
      id: 91,
      userId: coachUser.id,
      jobId: role.id,
      appliedOn: '2026-11-20T10:00:00.000Z',
      status: 'Reviewing',
      salary: '$80k',
      notice: '2 weeks',
      referredBy: 'Friend',
      resume: 1,
      cv: 2,
    });
    const calls = recordRequests(`/api/org/jobs/${role.id}/status`);
    const { user } = renderApp({ route: '/employer', user: 'org' });
    const card = await cardOf(role.name);
    await user.click(within(card).getByRole('button', { name: L.actionsFor(role.name) }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([L.closeFilled, L.closeWithdrawn, L.extend]);
    await user.click(screen.getByRole('menuitem', { name: L.closeFilled }));

    const dialog = screen.getByRole('dialog', { name: L.closeFilledTitle(role.name) });
    expect(within(dialog).getByText(L.closeExplain)).toBeTruthy();
    const notify = within(dialog).getByRole('checkbox', { name: L.notifyApplicants });
    expect((notify as HTMLInputElement).checked).toBe(true);
    await user.click(notify);
    await user.click(within(dialog).getByRole('button', { name: L.confirmClose }));

    expect(await screen.findByText(T.roleClosed, {}, wait)).toBeTruthy();
    expect(await calls[0].json()).toEqual({
      open: false,
      reason: 'filled',
      notifyApplicants: false,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again: the role is closed as filled.
    const after = await cardOf(role.name);
    await waitFor(() => expect(within(after).getByText(CLOSED_REASON_BADGE.filled)).toBeTruthy());
    expect(db.applications.find((a) => a.id === 91)?.status).toBe('Not successful');
    expect(db.mail.filter((m) => m.kind.startsWith('role-closed'))).toHaveLength(0);
  });

  it('extends a role: the new closing date is required and checked', async () => {
    const [role] = ownRoles();
    role.respondBy = null;
    const calls = recordRequests(`/api/org/jobs/${role.id}/status`);
    const { user } = renderApp({ route: '/employer', user: 'org' });
    const card = await cardOf(role.name);
    await user.click(within(card).getByRole('button', { name: L.actionsFor(role.name) }));
    await user.click(screen.getByRole('menuitem', { name: L.extend }));
    const dialog = screen.getByRole('dialog', { name: L.extendTitle(role.name) });
    const date = within(dialog).getByLabelText(L.newClosingDate) as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(document.activeElement).toBe(date);
    const today = todayIn('');
    expect(date.min).toBe(today);
    expect(date.max).toBe(addDays(today, 180));

    await user.click(within(dialog).getByRole('button', { name: L.confirmExtend }));
    expect(within(dialog).getByText(LIFECYCLE_ERRORS.closingRequired)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const error = within(dialog).getByText(LIFECYCLE_ERRORS.closingRequired);
    expect(date.getAttribute('aria-describedby')).toContain(error.id);
    fireEvent.change(date, { target: { value: addDays(today, 181) } });
    await user.click(within(dialog).getByRole('button', { name: L.confirmExtend }));
    expect(within(dialog).getByText(LIFECYCLE_ERRORS.closingTooFar)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(date, { target: { value: addDays(today, 60) } });
    await user.click(within(dialog).getByRole('button', { name: L.confirmExtend }));
    expect(await screen.findByText(L.roleExtended, {}, wait)).toBeTruthy();
    expect(await calls[0].json()).toEqual({ open: true, closingDate: addDays(today, 60) });
    const after = await cardOf(role.name);
    await waitFor(() =>
      expect(within(after).getByText(`Closes ${shortDate(addDays(today, 60))}`)).toBeTruthy(),
    );
  });

  it('reopens a role with a new respond-by date when the promise would come first', async () => {
    const [, role] = ownRoles();
    const today = todayIn('');
    Object.assign(role, { open: false, closedReason: 'expired', respondBy: addDays(today, 5) });
    const calls = recordRequests(`/api/org/jobs/${role.id}/status`);
    const { user } = renderApp({ route: '/employer', user: 'org' });
    const card = await cardOf(role.name);
    expect(within(card).getByText(CLOSED_REASON_BADGE.expired)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: L.reopenFor(role.name) }));
    const dialog = screen.getByRole('dialog', { name: L.reopenTitle(role.name) });
    expect(within(dialog).queryByLabelText(L.newRespondBy)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(L.newClosingDate), {
      target: { value: addDays(today, 30) },
    });
    const respond = within(dialog).getByLabelText(L.newRespondBy) as HTMLInputElement;
    expect(respond.min).toBe(addDays(today, 30));
    await user.click(within(dialog).getByRole('button', { name: L.confirmReopen }));
    expect(within(dialog).getByText(LIFECYCLE_ERRORS.respondBeforeNewClosing)).toBeTruthy();
    fireEvent.change(respond, { target: { value: addDays(today, 29) } });
    await user.click(within(dialog).getByRole('button', { name: L.confirmReopen }));
    expect(within(dialog).getByText(LIFECYCLE_ERRORS.respondBeforeClosing)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(respond, { target: { value: addDays(today, 44) } });
    await user.click(within(dialog).getByRole('button', { name: L.confirmReopen }));
    expect(await screen.findByText(T.roleReopened, {}, wait)).toBeTruthy();
    expect(await calls[0].json()).toEqual({
      open: true,
      closingDate: addDays(today, 30),
      respondBy: addDays(today, 44),
    });
    expect(employerMockState().jobs.find((j) => j.id === role.id)).toMatchObject({
      open: true,
      closedReason: null,
      respondBy: addDays(today, 44),
    });
  });

  it("shows the server's field message in the dialog, and a 409's detail", async () => {
    const [role] = ownRoles();
    let answer = 400;
    server.use(
      http.post('/api/org/jobs/:id/status', () =>
        answer === 400
          ? HttpResponse.json(
              {
                message: 'Error',
                detail: 'Some fields are not valid.',
                fields: { closingDate: LIFECYCLE_ERRORS.closingInPast },
              },
              { status: 400 },
            )
          : HttpResponse.json(
              { message: 'Error', detail: LIFECYCLE_ERRORS.alreadyClosed },
              { status: 409 },
            ),
      ),
    );
    const { user } = renderApp({ route: '/employer', user: 'org' });
    const card = await cardOf(role.name);
    await user.click(within(card).getByRole('button', { name: L.actionsFor(role.name) }));
    await user.click(screen.getByRole('menuitem', { name: L.extend }));
    let dialog = screen.getByRole('dialog');
    const date = within(dialog).getByLabelText(L.newClosingDate);
    fireEvent.change(date, { target: { value: addDays(todayIn(''), 10) } });
    await user.click(within(dialog).getByRole('button', { name: L.confirmExtend }));
    expect(await within(dialog).findByText(LIFECYCLE_ERRORS.closingInPast)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: L.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();

    answer = 409;
    await user.click(within(card).getByRole('button', { name: L.actionsFor(role.name) }));
    await user.click(screen.getByRole('menuitem', { name: L.closeWithdrawn }));
    dialog = screen.getByRole('dialog', { name: L.closeWithdrawnTitle(role.name) });
    await user.click(within(dialog).getByRole('button', { name: L.confirmClose }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      LIFECYCLE_ERRORS.alreadyClosed,
    );
  });

  it('the dialogs pass axe (no contrast in jsdom: the e2e run checks it)', async () => {
    const [role] = ownRoles();
    role.respondBy = addDays(todayIn(''), 3);
    const { user } = renderApp({ route: '/employer', user: 'org' });
    const card = await cardOf(role.name);
    for (const item of [L.closeFilled, L.extend]) {
      await user.click(within(card).getByRole('button', { name: L.actionsFor(role.name) }));
      await user.click(screen.getByRole('menuitem', { name: item }));
      const dialog = screen.getByRole('dialog');
      if (item === L.extend) {
        fireEvent.change(within(dialog).getByLabelText(L.newClosingDate), {
          target: { value: addDays(todayIn(''), 40) },
        });
        await user.click(within(dialog).getByRole('button', { name: L.confirmExtend }));
        expect(within(dialog).getByLabelText(L.newRespondBy)).toBeTruthy();
      }
      const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(5);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: L.cancel }));
    }
  });
});
