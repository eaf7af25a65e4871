import { describe, expect, it, vi } from 'vitest';
import { preloadPage, setPageRoutes } from './lazy';

describe('preloadPage', () => {
  it('calls the preload of the page at the path, with or without a trailing slash', async () => {
    const preload = vi.fn(() => Promise.resolve());
    setPageRoutes([
      ['/other', {}],
      ['/lazy-test-page', Object.assign(() => null, { preload })],
    ]);
    await preloadPage('/lazy-test-page');
    await preloadPage('/lazy-test-page/');
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('resolves without loading anything for a path with no lazy page', async () => {
    await expect(preloadPage('/no-such-page')).resolves.toBeUndefined();
  });
});
