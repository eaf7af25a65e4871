// The WAI-ARIA Authoring Practices patterns driven by the keyboard alone in a real browser (the
// unit tests run them in happy-dom, which has no layout or real focus order): the narrow header's
// drawer (modal dialog: focus inside, Tab wraps, Escape closes and gives focus back), the account
// menu (menu button: arrows, Home, End, Escape), the profile tabs (arrows and activation) and the
// accent colour popover (a radio group: arrows choose, Escape closes and gives focus back), and the
// role editor's formatting toolbar (APG toolbar: one Tab stop, arrows, Home, End).
import assert from 'node:assert/strict';
import { MESSAGES } from '../../src/shared/messages.ts';
import { signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import {
  accountMenu,
  describeFocus,
  seedStorage,
  signInWithStorage,
  signUpOrgApi,
  waitForSettled,
} from './lib/journey.mjs';

const focusInside = (page, selector) =>
  page.evaluate(
    (s) => Boolean(document.querySelector(s)?.contains(document.activeElement)),
    selector,
  );

browserTest('the narrow drawer keeps focus inside and gives it back', async (page) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/landing');
  await page.getByRole('heading', { level: 1, name: MESSAGES.searchHeading }).waitFor();
  await waitForSettled(page);
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  assert.ok(await focusInside(page, '[role="dialog"]'), 'focus moved into the drawer');
  // Tab and Shift+Tab go round inside it, never to the page behind.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await focusInside(page, '[role="dialog"]'), `Tab ${i + 1} stays inside`);
  }
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await focusInside(page, '[role="dialog"]'), `Shift+Tab ${i + 1} stays inside`);
  }
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  assert.equal(await opener.evaluate((el) => el === document.activeElement), true);
});

browserTest('the account menu and the profile tabs work from the keyboard', async (page) => {
  const coach = await signUpCoach();
  await signInWithStorage(page, coach);
  await page.goto('/landing');
  await page.getByRole('heading', { level: 1, name: MESSAGES.searchHeading }).waitFor();
  await waitForSettled(page);

  // Menu button: Enter opens on the first item; arrows wrap; Home and End; Escape closes.
  const trigger = accountMenu(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  assert.equal(await describeFocus(page), 'menuitem: Profile');
  await page.keyboard.press('ArrowDown');
  assert.equal(await describeFocus(page), 'menuitem: Change password');
  await page.keyboard.press('End');
  assert.equal(await describeFocus(page), 'menuitem: Logout');
  await page.keyboard.press('ArrowDown');
  assert.equal(await describeFocus(page), 'menuitem: Profile', 'ArrowDown wraps to the first');
  await page.keyboard.press('ArrowUp');
  assert.equal(await describeFocus(page), 'menuitem: Logout', 'ArrowUp wraps to the last');
  await page.keyboard.press('Home');
  assert.equal(await describeFocus(page), 'menuitem: Profile');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  assert.equal(await trigger.evaluate((el) => el === document.activeElement), true);

  // Enter on an item follows it.
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menu').waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/profile');
  await page.getByRole('heading', { level: 1, name: MESSAGES.userDetails }).waitFor();
  await waitForSettled(page);

  // Tabs: the selected tab is the one Tab stop; arrows move and select; Home and End.
  const profile = page.getByRole('tab', { name: 'Profile' });
  const interests = page.getByRole('tab', { name: MESSAGES.interests });
  await profile.focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await interests.getAttribute('aria-selected'), 'true');
  assert.equal(await interests.evaluate((el) => el === document.activeElement), true);
  await page.getByRole('tabpanel', { name: MESSAGES.interests }).waitFor();
  await page.keyboard.press('Home');
  assert.equal(await profile.getAttribute('aria-selected'), 'true');
  await page.keyboard.press('End');
  assert.equal(await interests.getAttribute('aria-selected'), 'true');
  assert.equal(await profile.getAttribute('tabindex'), '-1', 'one Tab stop in the tab list');
});

browserTest('the accent colour is chosen from the keyboard', async (page) => {
  await page.goto('/landing');
  await page.getByRole('heading', { level: 1, name: MESSAGES.searchHeading }).waitFor();
  await waitForSettled(page);
  const trigger = page.getByRole('button', { name: /^Accent colour: / });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const group = page.getByRole('group', { name: 'Accent colour' });
  await group.waitFor();
  const radios = group.getByRole('radio');
  assert.equal(await radios.count(), 6);
  assert.equal(await describeFocus(page), 'input: Default');
  await page.keyboard.press('ArrowDown');
  // The next colour is chosen at once and applied to the page.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.color), 'teal');
  await page.keyboard.press('Escape');
  await group.waitFor({ state: 'hidden' });
  assert.equal(await trigger.evaluate((el) => el === document.activeElement), true);
  assert.equal(await trigger.getAttribute('aria-label'), 'Accent colour: Teal');
  assert.equal(await page.getByRole('radio').count(), 0, 'the palette is closed');
});

browserTest("the role editor's toolbar works from the keyboard", async (page) => {
  const org = await signUpOrgApi();
  await seedStorage(page, org.storage);
  await page.goto('/employer/jobs/new');
  await page.getByRole('heading', { level: 1, name: 'Post a role' }).waitFor();
  await waitForSettled(page);

  // Type in the description, then Shift+Tab to the toolbar: one Tab stop, arrows move (APG
  // toolbar), Enter presses.
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Coach the under 12s');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await describeFocus(page), 'button: Bold', 'the toolbar starts on Bold');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await describeFocus(page), 'button: Bulleted list');
  await page.keyboard.press('End');
  assert.equal(await describeFocus(page), 'button: Link');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await describeFocus(page), 'button: Link', 'ArrowLeft wraps from the first');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await describeFocus(page), 'button: Bulleted list');
  await page.keyboard.press('Enter');
  await description.locator('ul > li', { hasText: 'Coach the under 12s' }).waitFor();
  const bulleted = page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Bulleted list' });
  assert.equal(await bulleted.getAttribute('aria-pressed'), 'true');
  // Typing goes on in the text, and the toolbar remembers its place for the next Shift+Tab.
  assert.match(await describeFocus(page), /^textbox: /);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await describeFocus(page), 'button: Bulleted list');
});
