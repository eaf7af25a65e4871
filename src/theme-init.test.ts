// src/theme-init.js (inlined into index.html at build): the stored theme before first paint,
// and the start of the app on a prerendered page once that page has painted.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme-init.js'), 'utf8');
const run = () => new Function(source)();

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

function stubPaintObserver() {
  const callbacks: PaintCallback[] = [];
  const observe = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe = observe;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (...names: string[]) => {
    for (const cb of callbacks) cb({ getEntriesByName: (n) => names.filter((x) => x === n) });
  };
  return { paint, observe };
}

const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) =>
    (s as HTMLScriptElement).getAttribute('src'),
  );

/** The script's document listeners, removed after each test (each run adds its own). */
let added: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = document.addEventListener.bind(document);

beforeEach(() => {
  // Fake timers throughout: each run's 3 s fallback is dropped with them after its test.
  vi.useFakeTimers();
  added = [];
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener]);
    addEventListener(type, listener, options);
  });
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-color');
  document.documentElement.removeAttribute('data-session');
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  for (const [type, listener] of added) document.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('theme-init', () => {
  it('applies the stored theme and accent colour to <html>', () => {
    stubPaintObserver();
    localStorage.setItem('mode', JSON.stringify({ theme: 'dark', color: 'violet' }));
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.color).toBe('violet');
  });

  it('marks a stored session, so the prerendered header hides Sign in / Sign up', () => {
    stubPaintObserver();
    run();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
    localStorage.setItem('token', JSON.stringify('t'));
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    run();
    expect(document.documentElement.hasAttribute('data-session')).toBe(true);
  });

  it('leaves the system theme and default accent for no, unknown or malformed modes', () => {
    stubPaintObserver();
    for (const stored of ['{"theme":null,"color":null}', '{"theme":"pink","color":"red"}', '{']) {
      localStorage.setItem('mode', stored);
      run();
      expect(document.documentElement.hasAttribute('data-theme'), stored).toBe(false);
      expect(document.documentElement.hasAttribute('data-color'), stored).toBe(false);
    }
  });

  it('starts a prerendered page’s app after its first contentful paint, once', () => {
    const { paint, observe } = stubPaintObserver();
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin href="/static/js/index-abc.js" data-entry>';
    run();
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    expect(appScripts()).toEqual([]);
    paint('first-paint');
    expect(appScripts()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(appScripts()).toHaveLength(1);
    expect(appScripts()[0]).toMatch(/\/static\/js\/index-abc\.js$/);
    document.dispatchEvent(new Event('visibilitychange'));
    paint('first-contentful-paint');
    expect(appScripts()).toHaveLength(1);
  });

  it('starts when a hidden tab (which paints nothing) is shown', () => {
    stubPaintObserver();
    document.head.innerHTML =
      '<link rel="modulepreload" href="/static/js/index-abc.js" data-entry>';
    run();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appScripts()).toHaveLength(1);
  });

  it('does nothing on a page that is not prerendered (index.html loads the app itself)', () => {
    const { paint } = stubPaintObserver();
    run();
    paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appScripts()).toEqual([]);
  });

  it('starts after 3 s at the latest, even if no paint is ever reported', () => {
    stubPaintObserver();
    document.head.innerHTML =
      '<link rel="modulepreload" href="/static/js/index-abc.js" data-entry>';
    run();
    vi.advanceTimersByTime(2999);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toHaveLength(1);
  });
});
