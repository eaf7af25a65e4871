// The accessibility audit of every screen (issue 7): axe-core on each screen of lib/screens.mjs,
// signed out, signed in as a coach and as an organisation (one test file each per colour scheme); extra UI (menus, listboxes,
// validation messages, the narrow drawer) is audited too. Every screen is checked before the
// test fails, and the failure lists all serious and critical violations by screen.
import assert from 'node:assert/strict';
import { browserTest, checkA11y } from './browser.mjs';
import { seedStorage } from './journey.mjs';
import { prepareScreens, showScreen } from './screens.mjs';

async function audit(page, screens, label, found) {
  for (const screen of screens) {
    const where = `${screen.name} (${label})`;
    try {
      await showScreen(page, screen);
    } catch (err) {
      found.push(`${where}: did not load: ${err.message.split('\n')[0]}`);
      continue;
    }
    // Each check is recorded on its own, so one violation does not hide the next.
    await checkA11y(page, { label: where }).catch((err) => found.push(err.message));
    if (screen.open) {
      try {
        await screen.open(page);
        await checkA11y(page, { label: `${where}, opened` });
      } catch (err) {
        found.push(`${where}, opened: ${err.message}`);
      }
    }
  }
}

/** Declare the signed-out audit for `colorScheme` ('light' | 'dark'). */
export function declarePublicA11yTest(colorScheme) {
  browserTest(
    `accessibility of every screen, signed out, ${colorScheme}`,
    async (page) => {
      const { publicScreens } = await prepareScreens();
      const found = [];
      await audit(page, publicScreens, `signed out, ${colorScheme}`, found);
      // The narrow header's drawer.
      await page.setViewportSize({ width: 375, height: 812 });
      try {
        await page.goto('/landing');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await checkA11y(page, { label: `drawer at 375 px, ${colorScheme}` });
      } catch (err) {
        found.push(`drawer: ${err.message}`);
      }
      assert.equal(found.length, 0, `\n${found.join('\n')}`);
    },
    { colorScheme, testTimeout: 170_000 },
  );
}

/** Declare the signed-in audit for `colorScheme` ('light' | 'dark'). */
export function declareSignedInA11yTest(colorScheme) {
  browserTest(
    `accessibility of every screen, signed in, ${colorScheme}`,
    async (page) => {
      const { signedInScreens, storage } = await prepareScreens();
      await seedStorage(page, storage);
      const found = [];
      await audit(page, signedInScreens, `signed in, ${colorScheme}`, found);
      assert.equal(found.length, 0, `\n${found.join('\n')}`);
    },
    { colorScheme, testTimeout: 170_000 },
  );
}

/** Declare the audit of the organisation screens for `colorScheme` ('light' | 'dark'). */
export function declareOrgA11yTest(colorScheme) {
  browserTest(
    `accessibility of every organisation screen, ${colorScheme}`,
    async (page) => {
      const { orgScreens, orgStorage } = await prepareScreens();
      await seedStorage(page, orgStorage);
      const found = [];
      await audit(page, orgScreens, `organisation, ${colorScheme}`, found);
      assert.equal(found.length, 0, `\n${found.join('\n')}`);
    },
    { colorScheme, testTimeout: 170_000 },
  );
}
