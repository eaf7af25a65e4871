// Shared test setup (STYLE.md "Tests"): msw answers every API call (an unhandled request is an
// error), an unexpected console.error fails the test, and after each test every store, local
// storage, cookies, <html> attributes and the DOM are reset.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetClient } from '../src/api/client';
import { setNavigator } from '../src/lib/navigation';
import { resetAllStores } from '../src/state';
import { finishConsoleGuard, startConsoleGuard } from './console';
import { MOCK_XSRF_TOKEN, resetDb, server } from './mocks';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  startConsoleGuard();
  // The server sets this cookie on the first response; tests start as if that had happened.
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie
  document.cookie = `XSRF-TOKEN=${MOCK_XSRF_TOKEN}; path=/`;
});

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookies
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDb();
  resetAllStores();
  resetClient();
  setNavigator(null);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  clearCookies();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-color');
  document.title = '';
  if (vi.isFakeTimers()) vi.useRealTimers();
  vi.restoreAllMocks();
  finishConsoleGuard();
});

afterAll(() => {
  server.close();
});
