import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MOCK_OPERATOR, mockError } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { DEFAULT_OPERATOR, PRIVACY_TEXTS as T } from '../../shared/texts/privacy';
import { setTheme } from '../../state/mode-actions';

async function open() {
  renderApp({ route: '/privacy', user: null });
  await screen.findByRole('heading', { level: 1, name: T.title }, { timeout: 5000 });
}

describe('/privacy', { timeout: 20_000 }, () => {
  it('says what is collected, who sees it, how long, how to export and delete, and whom to ask', async () => {
    await open();
    for (const name of [
      T.collectedHeading,
      T.whoHeading,
      T.keptHeading,
      T.controlHeading,
      T.contactHeading,
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('link', { name: T.controlLink }).getAttribute('href')).toBe('/account');
    // The operator from GET /api/site/operator (OPERATOR_NAME, OPERATOR_EMAIL, RETENTION_DAYS).
    const mail = await screen.findByRole('link', { name: MOCK_OPERATOR.email });
    expect(screen.getByText(T.kept(MOCK_OPERATOR.retentionDays)[0])).toBeTruthy();
    expect(mail.getAttribute('href')).toBe(`mailto:${MOCK_OPERATOR.email}`);
    expect(screen.getByText(T.intro(MOCK_OPERATOR.name))).toBeTruthy();
    expect(document.title).toContain(T.title);
  });

  it('shows the defaults when the operator cannot be asked', async () => {
    mockError('get', '/api/site/operator', 500);
    await open();
    const mail = await screen.findByRole('link', { name: DEFAULT_OPERATOR.email });
    expect(mail.getAttribute('href')).toBe(`mailto:${DEFAULT_OPERATOR.email}`);
    expect(screen.getByText(T.intro(DEFAULT_OPERATOR.name))).toBeTruthy();
    expect(screen.getByText(T.kept(365)[0])).toBeTruthy();
  });

  it('passes axe in both themes', async () => {
    await open();
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
  });
});
