// /alerts (issue 26): a coach's job alerts, their frequency, pause, search edits, deletion.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coachUser, db, recordRequests } from '../../../tests/mocks';
import type { MockAlert } from '../../../tests/mocks/db';
import { renderApp } from '../../../tests/render';
import { ALERT_TEXTS as T } from '../../shared/texts/alerts';

vi.setConfig({ testTimeout: 20_000 });

const h1 = () => screen.findByRole('heading', { level: 1, name: 'Job alerts' }, { timeout: 5000 });

function addAlert(id: number, query: Partial<MockAlert['query']>, more: Partial<MockAlert> = {}) {
  db.alerts.push({
    id,
    userId: coachUser.id,
    email: null,
    confirmToken: null,
    query: { title: '', orgtype: '', location: '', interests: [], ...query },
    frequency: 'daily',
    paused: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSentAt: null,
    ...more,
  });
}

const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

describe('/alerts', () => {
  it("lists the coach's alerts by their search in words, with a way to each search", async () => {
    addAlert(1, { title: 'coach', location: 'Sydney', interests: ['Netball'] });
    addAlert(2, {}, { lastSentAt: '2026-11-20T07:00:00.000Z', frequency: 'weekly' });
    renderApp({ route: '/alerts', user: 'coach' });
    await h1();
    const first = await screen.findByRole('article', { name: 'Coach roles in Sydney, Netball' });
    expect(within(first).getByText(/Nothing sent yet/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: T.openSearch }).getAttribute('href')).toBe(
      '/jobsearch?jobtitle=coach&location=Sydney&interests=Netball',
    );
    expect((within(first).getByLabelText(T.frequency) as HTMLSelectElement).value).toBe('daily');
    const second = card('All roles');
    expect(within(second).getByText(/Last sent/)).toBeTruthy();
    expect((within(second).getByLabelText(T.frequency) as HTMLSelectElement).value).toBe('weekly');
  });

  it('names the minimum pay, opens its search with it and keeps it through an edit', async () => {
    addAlert(1, { title: 'coach', minPay: 60000 });
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    const name = 'Coach roles, at least $60,000 a year';
    const alert = await screen.findByRole('article', { name }, { timeout: 5000 });
    expect(within(alert).getByRole('link', { name: T.openSearch }).getAttribute('href')).toBe(
      '/jobsearch?jobtitle=coach&minPay=60000',
    );
    await user.click(within(alert).getByRole('button', { name: T.editSearch }));
    const form = within(alert).getByRole('form', { name: T.editSearch });
    await within(form).findByRole('option', { name: 'School' }); // the lists load as it opens
    await user.selectOptions(within(form).getByLabelText(T.orgType), 'School');
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(
      await screen.findByRole('article', { name: 'Coach roles (School), at least $60,000 a year' }),
    ).toBeTruthy();
    expect(db.alerts[0].query).toMatchObject({ orgtype: 'School', minPay: 60000 });
  });

  it('changes the frequency, pauses and resumes', async () => {
    addAlert(1, { title: 'coach' });
    const calls = recordRequests('/api/alerts/1');
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    const alert = await screen.findByRole('article', { name: 'Coach roles' }, { timeout: 5000 });
    await user.selectOptions(within(alert).getByLabelText(T.frequency), 'instant');
    await waitFor(() => expect(db.alerts[0].frequency).toBe('instant'));
    expect(await calls[0].json()).toEqual({ frequency: 'instant' });
    expect(await screen.findByText(T.updated)).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: T.pause }));
    await waitFor(() => expect(db.alerts[0].paused).toBe(true));
    expect(within(alert).getByText(T.paused)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: T.resume }));
    await waitFor(() => expect(db.alerts[0].paused).toBe(false));
    expect(within(alert).queryByText(T.paused)).toBeNull();
  });

  it('edits the search, which renames the alert', async () => {
    addAlert(1, { title: 'coach' });
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    const alert = await screen.findByRole('article', { name: 'Coach roles' }, { timeout: 5000 });
    const edit = within(alert).getByRole('button', { name: T.editSearch });
    await user.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = within(alert).getByRole('form', { name: T.editSearch });
    const keywords = within(form).getByLabelText(T.keywords);
    await user.clear(keywords);
    await user.type(keywords, 'analyst');
    await user.selectOptions(within(form).getByLabelText(T.orgType), 'School');
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await screen.findByRole('article', { name: 'Analyst roles (School)' })).toBeTruthy();
    expect(db.alerts[0].query).toMatchObject({ title: 'analyst', orgtype: 'School' });
    expect(screen.queryByRole('form', { name: T.editSearch })).toBeNull();
  });

  it('deletes an alert after confirming', async () => {
    addAlert(1, { title: 'coach' });
    const { user } = renderApp({ route: '/alerts', user: 'coach' });
    const alert = await screen.findByRole('article', { name: 'Coach roles' }, { timeout: 5000 });
    await user.click(within(alert).getByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: T.keepAlert }));
    await user.click(within(dialog).getByRole('button', { name: T.deleteAlert }));
    expect(await screen.findByText(T.none)).toBeTruthy();
    expect(db.alerts).toHaveLength(0);
    expect(await screen.findByText(T.deleted)).toBeTruthy();
  });

  it('leads to the search when there are none', async () => {
    renderApp({ route: '/alerts', user: 'coach' });
    await h1();
    expect(await screen.findByText(T.none)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.searchRoles }).getAttribute('href')).toBe(
      '/jobsearch',
    );
  });

  it('is for coaches: a visitor signs in first', async () => {
    const { location } = renderApp({ route: '/alerts' });
    await waitFor(() => expect(location.pathname).toBe('/signin'));
  });
});
