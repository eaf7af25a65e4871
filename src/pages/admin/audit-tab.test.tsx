import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_FIXTURE_COUNT, mockError, recordRequests } from '../../../tests/mocks';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { NEXT_PAGE, PREVIOUS_PAGE } from '../../shared/texts/paginator';
import { TRUST_ERRORS } from '../../shared/texts/trust';
import { openAdmin, press } from './test-utils';

const route = '/admin?tab=audit';
const table = () => screen.findByRole('region', { name: T.auditHeading });
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('/admin Audit log', { timeout: 20_000 }, () => {
  it('lists entries newest first: when, who, action, target, before → after', async () => {
    await openAdmin(route);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    const newest = within(rows[1]).getAllByRole('cell');
    // Entry 30 (index 29: an organisation user's change of a role's title).
    expect(newest[0].querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(Date.UTC(2026, 10, 1, 29)).toISOString(),
    );
    expect(newest[1].textContent).toBe(T.actor(2, T.roleNames.ROLE_ORG));
    expect(newest[2].textContent).toBe('job.update');
    expect(newest[3].textContent).toBe('job 129');
    expect(newest[4].textContent).toBe(T.change('title', 'Coach 29', 'Senior coach 29'));
    const second = within(rows[2]).getAllByRole('cell');
    expect(second[1].textContent).toBe(T.actor(9, T.roleNames.ROLE_ADMIN));
    expect(second[4].textContent).toBe(T.change('verified', 'false', 'true'));
  });

  it('the paginator pages, and a page size starts again at page 1', async () => {
    const calls = recordRequests('/api/admin/audit');
    const { user } = await openAdmin(route);
    await table();
    expect(screen.getByText(`1–10 of ${AUDIT_FIXTURE_COUNT}`)).toBeTruthy();
    await press(user, screen.getByRole('button', { name: NEXT_PAGE }));
    await screen.findByText(`11–20 of ${AUDIT_FIXTURE_COUNT}`);
    expect(query(calls[calls.length - 1])).toEqual({ page: '2', postPerPage: '10' });
    await waitFor(() => expect(screen.getByText('job 119')).toBeTruthy());
    expect(screen.queryByText('job 129')).toBeNull();
    await press(user, screen.getByRole('button', { name: PREVIOUS_PAGE }));
    await waitFor(() => expect(screen.getByText('job 129')).toBeTruthy());
    await user.selectOptions(screen.getByLabelText(/Rows per page/), '25');
    await screen.findByText(`1–25 of ${AUDIT_FIXTURE_COUNT}`);
    expect(query(calls[calls.length - 1])).toEqual({ page: '1', postPerPage: '25' });
  });

  it('sends the filters it was given (and only those) from page 1', async () => {
    const calls = recordRequests('/api/admin/audit');
    const { user } = await openAdmin(route);
    await table();
    await press(user, screen.getByRole('button', { name: NEXT_PAGE }));
    await screen.findByText(`11–20 of ${AUDIT_FIXTURE_COUNT}`);
    await user.type(screen.getByLabelText(T.actorId), '2');
    await user.type(screen.getByLabelText(T.orgId), '1');
    await user.type(screen.getByLabelText(T.from), '2026-11-01');
    await user.type(screen.getByLabelText(T.to), '2026-11-01');
    await press(user, screen.getByRole('button', { name: T.filter }));
    await waitFor(() =>
      expect(query(calls[calls.length - 1])).toEqual({
        actorId: '2',
        orgId: '1',
        from: '2026-11-01',
        to: '2026-11-01',
        page: '1',
        postPerPage: '10',
      }),
    );
    // Of 1 Nov (UTC), the organisation user has the odd hours: 12 entries.
    await screen.findByText('1–10 of 12');
    await user.type(screen.getByLabelText(T.jobId), '999');
    await press(user, screen.getByRole('button', { name: T.filter }));
    expect(await screen.findByText(T.auditEmpty)).toBeTruthy();
    await press(user, screen.getByRole('button', { name: T.clear }));
    await screen.findByText(`1–10 of ${AUDIT_FIXTURE_COUNT}`);
    expect(query(calls[calls.length - 1])).toEqual({ page: '1', postPerPage: '10' });
    expect((screen.getByLabelText(T.actorId) as HTMLInputElement).value).toBe('');
  });

  it("a refused filter shows the API's message on its field", async () => {
    const { user } = await openAdmin(route);
    await table();
    mockError('get', '/api/admin/audit', 400, 'Invalid query', { from: TRUST_ERRORS.auditDate });
    await press(user, screen.getByRole('button', { name: T.filter }));
    expect(await screen.findByText(TRUST_ERRORS.auditDate)).toBeTruthy();
    expect(screen.getByLabelText(T.from).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Invalid query/).closest('[role="alert"]')).toBeTruthy();
  });
});
