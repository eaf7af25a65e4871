// Visitor search journeys (SPEC 2): the landing search hero, paging and rows per page, and a
// keyboard-only search. Each test has its own fresh context and
// its own fresh coach account (SPEC 6: visitors need none, but the journeys must not share state).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST } from '../../scripts/lib/app.mjs';
import { MESSAGES } from '../../src/shared/messages.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import { chooseOption, describeFocus, waitForPath, waitForSettled } from './lib/journey.mjs';

const results = (page) => page.getByRole('region', { name: MESSAGES.rolesForYou });
const cardLinks = (page) => results(page).getByRole('heading', { level: 3 }).getByRole('link');
const range = (page) =>
  page.getByRole('navigation', { name: 'Pages of roles' }).getByRole('status');

/**
 * Waits until the list shows rows `from`-`to` and has settled. After a page or size change the
 * new list renders as a transition: right after the URL changes, the old list (or none) can
 * still be on screen with nothing busy yet, so the test waits for the state it expects.
 */
async function waitForRange(page, from, to) {
  await page.waitForFunction(
    ([f, t]) => {
      const nav = document.querySelector('nav[aria-label="Pages of roles"]');
      const text = nav?.querySelector('[role="status"]')?.textContent?.trim() ?? '';
      return text.startsWith(`${f}–${t} of `) && !document.querySelector('[aria-busy="true"]');
    },
    [from, to],
    { timeout: 15_000 },
  );
}

async function rangeParts(page) {
  const text = (await range(page).textContent()) ?? '';
  const m = /^(\d+)–(\d+) of (\d+)$/.exec(text.trim());
  assert.ok(m, `range text "${text}"`);
  return { from: Number(m[1]), to: Number(m[2]), total: Number(m[3]) };
}

browserTest(
  'landing hero search: keyword, organisation type, location and interests',
  async (page) => {
    await signUpCoach(); // a fresh user per journey; this one searches signed out
    const query = {
      jobtitle: 'coach',
      orgtype: 'Community club',
      location: 'Sydney',
      interests: 'Netball',
    };
    const expected = await api(
      `/api/job/list?title=${encodeURIComponent(query.jobtitle)}&orgtype=${encodeURIComponent(query.orgtype)}&location=${query.location}&interests=${query.interests}&page=1&postPerPage=25`,
      { expectStatus: 200 },
    );
    assert.ok(expected.body.length > 0, 'the seed has matching roles for the search');

    await page.goto('/landing');
    await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();
    const role = page.getByRole('searchbox', { name: 'Role' });
    assert.equal(await role.getAttribute('placeholder'), MESSAGES.searchRolePlaceholder);
    await role.fill(query.jobtitle);
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Organisation Type' }),
      query.orgtype,
    );
    await chooseOption(page, page.getByRole('combobox', { name: 'Location' }), query.location);
    const filters = page.getByRole('button', { name: MESSAGES.filters });
    assert.equal(await filters.getAttribute('aria-expanded'), 'false');
    await filters.click();
    assert.equal(await filters.getAttribute('aria-expanded'), 'true');
    const interests = page.getByRole('combobox', { name: MESSAGES.interests });
    await chooseOption(page, interests, query.interests);
    await page.getByRole('button', { name: `Remove ${query.interests}` }).waitFor();
    await interests.press('Escape');
    await page.getByRole('button', { name: MESSAGES.searchNow }).click();

    const url = await waitForPath(page, '/jobsearch', query);
    assert.deepEqual([...url.searchParams.keys()].sort(), Object.keys(query).sort());
    await waitForSettled(page);
    await results(page)
      .getByText(`${expected.body.length} ${expected.body.length === 1 ? 'role' : 'roles'}`, {
        exact: true,
      })
      .waitFor();
    assert.deepEqual(
      await cardLinks(page).allTextContents(),
      expected.body.list.map((j) => j.name),
    );
    // The hero is prefilled from the URL.
    assert.equal(await role.inputValue(), query.jobtitle);
    assert.equal(
      await page.getByRole('combobox', { name: 'Organisation Type' }).inputValue(),
      query.orgtype,
    );
    assert.equal(
      await page.getByRole('combobox', { name: 'Location' }).inputValue(),
      query.location,
    );
    // Every card shows 'Date Posted {date}'.
    const cards = results(page).getByRole('article');
    for (const card of await cards.all()) {
      await card.getByText(/^Date Posted /).waitFor();
    }
  },
);

browserTest('job search paging and rows per page', async (page) => {
  await signUpCoach();
  await page.goto('/jobsearch');
  await page.getByRole('heading', { name: MESSAGES.rolesForYou }).waitFor();
  await waitForSettled(page);
  const size = page.getByLabel(MESSAGES.rowsPerPage);
  assert.equal(await size.inputValue(), '25');
  assert.deepEqual(await size.locator('option').allTextContents(), ['10', '25', '50']);
  let r = await rangeParts(page);
  assert.equal(r.from, 1);
  assert.equal(r.to, 25);
  assert.ok(r.total > 100, `enough seeded roles to page through (${r.total})`);
  assert.equal(await cardLinks(page).count(), 25);
  const firstPage = await cardLinks(page).allTextContents();
  const previous = page.getByRole('button', { name: 'Previous page' });
  assert.equal(await previous.isDisabled(), true);

  await page.getByRole('button', { name: 'Next page' }).click();
  await waitForPath(page, '/jobsearch', { page: 2 });
  await waitForRange(page, 26, 50);
  r = await rangeParts(page);
  assert.deepEqual([r.from, r.to], [26, 50]);
  assert.equal(await cardLinks(page).count(), 25);
  const secondPage = await cardLinks(page).allTextContents();
  assert.notDeepEqual(secondPage, firstPage);

  // Changing the page size keeps the current page (SPEC 2).
  await size.selectOption('10');
  await waitForPath(page, '/jobsearch', { page: 2, size: 10 });
  await waitForRange(page, 11, 20);
  r = await rangeParts(page);
  assert.deepEqual([r.from, r.to], [11, 20]);
  assert.equal(await cardLinks(page).count(), 10);

  await size.selectOption('50');
  await waitForPath(page, '/jobsearch', { page: 2, size: 50 });
  await waitForRange(page, 51, Math.min(100, r.total));
  r = await rangeParts(page);
  assert.deepEqual([r.from, r.to], [51, Math.min(100, r.total)]);
  assert.equal(await cardLinks(page).count(), Math.min(100, r.total) - 50);

  await previous.click();
  await waitForPath(page, '/jobsearch', { size: 50 });
  assert.equal(new URL(page.url()).searchParams.get('page') ?? '1', '1');
  await waitForRange(page, 1, 50);
  r = await rangeParts(page);
  assert.deepEqual([r.from, r.to], [1, 50]);

  // The page and size survive a reload (they live in the URL).
  await page.reload();
  await waitForRange(page, 1, 50);
  assert.equal(await size.inputValue(), '50');
  assert.equal(await cardLinks(page).count(), 50);
});

browserTest('keyboard only: search and open a job with Tab, arrows and Enter', async (page) => {
  await signUpCoach();
  await page.goto('/landing');
  await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();
  await waitForSettled(page);

  /**
   * Press Tab until `locator` has focus (at most `max` times). After each Tab the page gets two
   * frames to settle: focusing a search field can swap its light stand-in for the real
   * combobox (src/components/search-hero/search-autocomplete.tsx), which keeps the focus.
   */
  const tabTo = async (locator, max = 60) => {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      if (await locator.evaluate((el) => el === document.activeElement)) return;
    }
    assert.fail(`Tab never reached ${locator} (focus on ${await describeFocus(page)})`);
  };

  await tabTo(page.getByRole('searchbox', { name: 'Role' }));
  await page.keyboard.type('coach');
  const orgtype = page.getByRole('combobox', { name: 'Organisation Type' });
  await tabTo(orgtype, 5);
  await page.keyboard.press('ArrowDown');
  assert.equal(await orgtype.getAttribute('aria-expanded'), 'true');
  // Arrow to 'Community club' and choose it with Enter.
  for (let i = 0; i < 20; i += 1) {
    const active = await orgtype.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent()) === 'Community club')
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  assert.equal(await orgtype.inputValue(), 'Community club');
  assert.equal(await orgtype.getAttribute('aria-expanded'), 'false');
  await tabTo(page.getByRole('button', { name: MESSAGES.searchNow }), 8);
  await page.keyboard.press('Enter');
  await waitForPath(page, '/jobsearch', { jobtitle: 'coach', orgtype: 'Community club' });
  await waitForSettled(page);

  const first = cardLinks(page).first();
  const name = (await first.textContent()) ?? '';
  await tabTo(first, 40);
  // The focused card is visibly marked (a focus ring on the link or, for the stretched link, on
  // its card).
  const ring = await first.evaluate((el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) {
        return `${node.tagName} outline ${s.outlineStyle} ${s.outlineWidth}`;
      }
    }
    return null;
  });
  assert.ok(ring, 'the focused job link or its card shows a focus ring');
  await page.keyboard.press('Enter');
  await waitForPath(page, '/jobdetails');
  await page.getByRole('heading', { level: 1, name }).waitFor();
});

browserTest(
  'Filters: tabbing into Interests while the panel opens does not scroll it',
  async (page) => {
    await page.goto('/landing');
    await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();
    await waitForSettled(page);
    const filters = page.getByRole('button', { name: MESSAGES.filters });
    // Focus loads the panel's code ahead (as hovering does: the 'tag-select' chunk of
    // vite.config.ts). The prerendered page is inert until the app has rendered over it: focus
    // until it holds, then wait for the chunk.
    const focusFilters = () =>
      page.waitForFunction((name) => {
        const button = [...document.querySelectorAll('button[aria-controls]')].find(
          (b) => b.textContent?.trim() === name,
        );
        button?.focus();
        return !!button && document.activeElement === button;
      }, MESSAGES.filters);
    await focusFilters();
    // Chunk files are named by their hash alone (vite.config.ts): the build's manifest names it.
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
    const chunk = Object.values(manifest).find((c) => c.name === 'tag-select').file;
    await page.waitForFunction(
      (file) =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.endsWith(`/${file}`) && e.responseEnd > 0),
      chunk,
    );
    const panelId = await filters.getAttribute('aria-controls');
    // In the page: every scroll of the panel, and the panel's state when Interests takes focus.
    await page.evaluate((id) => {
      const log = { scrolls: 0, stateAtFocus: null };
      window.__filtersLog = log;
      document.addEventListener('scroll', (e) => e.target.id === id && log.scrolls++, true);
      document.addEventListener('focusin', (e) => {
        if (e.target.getAttribute('role') === 'combobox' && e.target.closest(`[id="${id}"]`))
          log.stateAtFocus = document.getElementById(id).dataset.state;
      });
    }, panelId);
    // Open and Tab at once; on a machine too busy to Tab within the 400 ms opening, close and
    // try again.
    let log;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await page.evaluate(() => {
        window.__filtersLog.scrolls = 0;
        window.__filtersLog.stateAtFocus = null;
      });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.waitForTimeout(600); // the opening (400 ms) is over
      log = await page.evaluate(() => ({ ...window.__filtersLog }));
      if (log.stateAtFocus === 'opening') break;
      await focusFilters();
      await page.keyboard.press('Enter'); // close
      await page.waitForTimeout(600);
    }
    assert.equal(log.stateAtFocus, 'opening', 'Interests took focus while the panel opened');
    assert.equal(log.scrolls, 0, 'the opening panel never scrolled to the focused field');
    const interests = page.getByRole('combobox', { name: MESSAGES.interests });
    assert.ok(
      await interests.evaluate((el) => el === document.activeElement),
      'Interests has focus',
    );
    assert.equal(await page.locator(`[id="${panelId}"]`).getAttribute('data-state'), 'open');
  },
);
