import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../tests/console';
import { lazyPage } from '../lib/lazy';
import { ERROR_SCREENS, MESSAGES } from '../shared/messages';
import { CHUNK_ERROR_MESSAGE } from '../shared/texts/shell';
import { loadErrorHero, RouteErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('render failed');
}

function renderInBoundary(node: React.ReactNode, resetKey = '/a') {
  return render(
    <RouteErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<p>Loading</p>}>{node}</Suspense>
    </RouteErrorBoundary>,
  );
}

describe('RouteErrorBoundary', () => {
  it("shows 'Unexpected Application Error!' when a route throws, and resets on navigation", async () => {
    allowConsoleError(/render failed|above error/i);
    const { rerender } = renderInBoundary(<Boom />);
    expect(screen.getByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>Next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeTruthy();
  });

  it('offers a retry that loads a failed chunk again', async () => {
    allowConsoleError();
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts <= 2) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>Loaded page</h1> };
    });
    renderInBoundary(<Page />);
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
    expect(screen.getByText(CHUNK_ERROR_MESSAGE)).toBeTruthy();
    expect(attempts).toBe(2); // one automatic retry
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('gives up on a chunk that does not arrive within the timeout', async () => {
    allowConsoleError();
    const Page = lazyPage(() => new Promise<never>(() => undefined), 20);
    renderInBoundary(<Page />);
    expect(await screen.findByText(CHUNK_ERROR_MESSAGE)).toBeTruthy();
  });

  it("shows the error screens' hero, with BACK and its own toggle, once its chunk is in", async () => {
    allowConsoleError(/render failed|above error/i);
    await loadErrorHero();
    renderInBoundary(<Boom />);
    expect(screen.getByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.back })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch error screen to dark mode' })).toBeTruthy();
  });

  it('without the hero (not arrived yet, or offline) shows the heading, message and retry', async () => {
    allowConsoleError(/render failed|above error/i);
    vi.resetModules();
    vi.doMock('../pages/error/error-pages', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('./error-boundary');
      await fresh.loadErrorHero(); // fails: the fallback stays the minimal one
      render(
        <fresh.RouteErrorBoundary resetKey="/a">
          <Boom />
        </fresh.RouteErrorBoundary>,
      );
      expect(screen.getByRole('heading', { name: MESSAGES.unexpectedError })).toBeTruthy();
      expect(screen.getByText(ERROR_SCREENS.error.message)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: MESSAGES.back })).toBeNull();
    } finally {
      vi.doUnmock('../pages/error/error-pages');
    }
  });
});
