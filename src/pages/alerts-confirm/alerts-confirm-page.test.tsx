// /alerts/confirm?token= (issue 26): a visitor's alert confirmed once; an unknown or used token,
// or none, is a page with a way back.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertConfirmToken, db, mockNetworkError, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { ALERT_TEXTS as T } from '../../shared/texts/alerts';

vi.setConfig({ testTimeout: 20_000 });

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

function addVisitorAlert(id: number) {
  db.alerts.push({
    id,
    userId: null,
    email: 'visitor@example.com',
    confirmToken: alertConfirmToken(id),
    query: { title: 'coach', orgtype: '', location: '', interests: [] },
    frequency: 'daily',
    paused: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSentAt: null,
  });
}

describe('/alerts/confirm', () => {
  it('confirms the alert once, then says the link is used', async () => {
    addVisitorAlert(5);
    const posts = recordRequests('/api/alerts/confirm');
    const first = renderApp({ route: `/alerts/confirm?token=${alertConfirmToken(5)}` });
    await heading(T.confirmedTitle);
    expect(screen.getByText(T.confirmedBody)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(await posts[0].json()).toEqual({ token: alertConfirmToken(5) });
    expect(db.alerts[0].confirmToken).toBeNull();
    first.unmount();

    renderApp({ route: `/alerts/confirm?token=${alertConfirmToken(5)}` });
    await heading(T.invalidTitle);
    expect(screen.getByText(T.invalidBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.backToSearch }).getAttribute('href')).toBe(
      '/jobsearch',
    );
  });

  it('says a link without a token is not valid, asking nothing', async () => {
    const posts = recordRequests('/api/alerts/confirm');
    renderApp({ route: '/alerts/confirm' });
    await heading(T.invalidTitle);
    expect(posts).toHaveLength(0);
  });

  it('offers a retry when the server cannot be reached', async () => {
    addVisitorAlert(6);
    mockNetworkError('post', '/api/alerts/confirm');
    renderApp({ route: `/alerts/confirm?token=${alertConfirmToken(6)}` });
    expect(await screen.findByText(T.confirmFailed, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.tryAgain })).toBeTruthy();
  });
});
