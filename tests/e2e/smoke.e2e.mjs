// Smoke tests: the built app is served by the real server, routes resolve, headers are set.
import assert from 'node:assert/strict';
import { BRAND, ERROR_SCREENS } from '../../src/shared/messages.ts';
import { browserTest, checkA11y, url } from './lib/browser.mjs';

browserTest('/ redirects to /landing', async (page) => {
  await page.goto('/');
  await page.waitForURL((u) => u.pathname === '/landing');
  assert.match(await page.title(), new RegExp(BRAND));
});

browserTest('an unknown path shows the not-found page', async (page) => {
  const res = await page.goto('/no-such-page/for-sure');
  assert.equal(res?.status(), 200, 'the SPA shell is served for every non-file path');
  await page
    .getByRole('heading', { name: ERROR_SCREENS.notFound.title })
    .waitFor({ state: 'visible' });
  await page.getByText(ERROR_SCREENS.notFound.message).waitFor({ state: 'visible' });
  await checkA11y(page, { label: 'not-found page' });
});

browserTest('the app is served with the security headers of API.md', async (page) => {
  const res = await page.goto('/landing');
  assert.ok(res, 'navigation produced a response');
  const headers = res.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    assert.ok(csp.includes(directive), `CSP has ${directive}: ${csp}`);
  }
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), `script-src allows no inline script: ${csp}`);
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'no-referrer');
  assert.equal(headers['x-powered-by'], undefined);
  // The page rendered under that CSP (a blocked script would be a console error and fail here).
  await page.locator('main').first().waitFor({ state: 'attached' });
  assert.equal(new URL(page.url()).href, url('/landing'));
});

browserTest(
  'the landing page arrives prerendered, inert until the app takes over',
  async (page) => {
    const res = await page.goto('/landing');
    const html = (await res?.text()) ?? '';
    // Painted from HTML before the JavaScript runs: the search hero is in the document itself.
    assert.match(html, /<div id="root" inert>.*What are you looking for\?/s);
    assert.ok(
      !/<div id="root" inert>[\s\S]*?<script/.test(html),
      'no script in the prerendered page',
    );
    // Then the app renders over it and lifts inert: the page is usable.
    const role = page.getByRole('searchbox', { name: 'Role' });
    await role.fill('coach');
    assert.equal(await role.inputValue(), 'coach');
    assert.equal(await page.locator('#root').getAttribute('inert'), null);
    assert.equal(
      await page.locator('h1').count(),
      1,
      'one page, not the prerendered one beside it',
    );
  },
);

browserTest(
  'the prerendered job search paints its loading state at the right sizes before the app runs',
  async (page) => {
    // The app's scripts never arrive (a slow phone before they do): the page stays as painted
    // from HTML and CSS alone, without style attributes (the CSP).
    await page.route('**/static/js/**', (route) => route.abort('aborted'));
    await page.goto('/jobsearch');
    await page.getByRole('heading', { name: 'Roles for you' }).waitFor();
    assert.equal(
      await page.locator('#root').getAttribute('inert'),
      '',
      'still the prerendered page',
    );
    // The busy Search now button's spinner keeps its 18 px instead of filling the button. Its
    // layout size (offsetWidth/Height): the spinning ring's bounding box grows to 18 * sqrt(2)
    // at 45 degrees.
    const spinners = await page.evaluate(() =>
      [...document.querySelectorAll('#root [class*="spinner_spinner"]')].map((el) => [
        /** @type {HTMLElement} */ (el).offsetWidth,
        /** @type {HTMLElement} */ (el).offsetHeight,
      ]),
    );
    assert.ok(spinners.length > 0, 'the loading state shows a spinner');
    for (const [w, h] of spinners) assert.ok(w <= 24 && h <= 24, `spinner ${w}x${h}`);
    // The placeholder cards' bars pulse together as one animation per loading region, not one
    // each: every running animation is main-thread work on every frame of a slow phone (the
    // bars, one animation each, made the loading page's frames 10-40 ms long on the Lighthouse host).
    const { bars, animations } = await page.evaluate(() => ({
      bars: document.querySelectorAll('#root [class*="skeleton_skeleton"]').length,
      animations: document
        .getAnimations()
        .map((a) => /** @type {Element} */ (a.effect?.target)?.className),
    }));
    assert.ok(bars >= 40, `the loading list shows its placeholder bars (${bars})`);
    assert.ok(
      animations.length <= 4,
      `${animations.length} running animations (${[...new Set(animations)].join('; ')})`,
    );
  },
);

browserTest(
  'a page loaded on demand is styled by the style sheets index.html links, loaded once',
  async (page) => {
    await page.goto('/landing');
    await page.getByRole('searchbox', { name: 'Role' }).waitFor({ state: 'visible' });
    const before = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]:not([data-later])')].map((l) =>
        l.getAttribute('href'),
      ),
    );
    assert.equal(before.length, 1, `index.html links one first style sheet: ${before.join(', ')}`);
    // The later pages' sheet (build/later-css.ts) blocks nothing and applies once the page has
    // loaded; it holds the pages no first visit lands on, e.g. /savedjobs.
    await page.waitForFunction(() => document.querySelector('link[data-later]')?.media === 'all');
    const laterRules = await page.evaluate(
      () =>
        [...(document.querySelector('link[data-later]')?.sheet?.cssRules ?? [])].filter((r) =>
          r.cssText.includes('.saved-jobs-page_'),
        ).length,
    );
    assert.ok(laterRules > 0, "the later sheet has the saved jobs page's rules");
    // It comes first in <head>, before any script: the inline start-up script waits for it, so
    // the page is never laid out unstyled (build/style-sheet-first.ts).
    const headOrder = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="stylesheet"], script')].map((e) => e.tagName),
    );
    assert.equal(headOrder[0], 'LINK', `the style sheet precedes the scripts: ${headOrder}`);
    // /signin is not a first-visit page of this document: its chunk loads on the click, and no
    // style sheet with it (decision 009: the app has one).
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL((u) => u.pathname === '/signin');
    const email = page.getByRole('textbox', { name: /email/i });
    await email.waitFor({ state: 'visible' });
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]:not([data-later])')].map((l) =>
        l.getAttribute('href'),
      ),
    );
    assert.deepEqual(sheets, before, 'no style sheet was added');
    // Its rules apply: the sheet has the sign-in form's rules, and the form's layout is not the
    // browser's.
    const authRules = await page.evaluate(
      () =>
        [...document.styleSheets]
          .flatMap((s) => [...s.cssRules])
          .filter((r) => r.cssText.includes('.auth-form_')).length,
    );
    assert.ok(authRules > 0, "the sign-in form's rules are in the style sheet");
    const display = await page.evaluate(
      () => getComputedStyle(document.querySelector('form') ?? document.body).display,
    );
    assert.notEqual(display, 'block', 'the sign-in form is laid out by its CSS module');
  },
);

browserTest(
  'a signed-in visitor is not offered Sign in / Sign up by the prerendered page',
  async (page) => {
    // The stored session is written before any of the page's scripts run. (Writing it from a
    // first, loaded page raced that page's app: its first API call with the made-up token got a
    // 401 and signed out, clearing the storage again, when the next navigation came late.)
    await page.addInitScript(() => {
      localStorage.setItem('token', JSON.stringify('a-stored-token'));
      localStorage.setItem('user', JSON.stringify({ id: 1, role: 'ROLE_COACH' }));
    });
    // Hold the app's entry: the page stays the prerendered, signed-out one the server sent.
    await page.route('**/static/js/index-*.js', () => new Promise(() => {}));
    await page.goto('/landing', { waitUntil: 'domcontentloaded' });
    await page.locator('#root[inert]').waitFor({ state: 'attached' });
    const signIn = page.locator('#root[inert] a[href="/signin/"]').first();
    await signIn.waitFor({ state: 'attached' });
    // DOMContentLoaded does not wait for the style sheet; the first paint does (render-blocking),
    // so what a visitor sees is the page with its sheet applied.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet !== null),
    );
    assert.equal(await signIn.isVisible(), false, 'Sign in is hidden for a stored session');
    assert.equal(await page.locator('h1').first().isVisible(), true, 'the page itself shows');
  },
);
