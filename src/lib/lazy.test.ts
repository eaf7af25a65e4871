import { describe, expect, it, vi } from 'vitest';
import { preloadPage, registerPagePreload } from './lazy';

describe('preloadPage', () => {
  it("calls the preload registered for the page's path, with or without a trailing slash", async () => {
    const preload = vi.fn(() => Promise.resolve());
    registerPagePreload('/lazy-test-page', preload);
    await preloadPage('/lazy-test-page');
    await preloadPage('/lazy-test-page/');
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('resolves without loading anything for a path with no lazy page', async () => {
    await expect(preloadPage('/no-such-page')).resolves.toBeUndefined();
  });
});
