// The coaching-context facets (issue 29): a visitor filters /jobsearch by sport, age group and
// evenings in the Filters panel (each choice searching at once, with counts), the URL carries
// every filter, the opened panel passes axe in both schemes, a reload shows the same search, the
// panel fits 320 px, and the role's page shows its context.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  AGE_GROUPS_LABEL,
  COACHING_CONTEXT,
  SPORT,
  TIMES_LABEL,
} from '../../src/shared/texts/coaching.ts';
import { FACET_TEXTS } from '../../src/shared/texts/facets.ts';
import { browserTest, checkA11y } from './lib/browser.mjs';
import { postRoleApi, signUpOrgApi, waitForPath, waitForSettled } from './lib/journey.mjs';

const results = (page) => page.getByRole('region', { name: MESSAGES.rolesForYou });

/**
 * Checks the value of a facet group (its label starts with the value, then its count), showing
 * the whole list first when it is shortened ('Show all N').
 */
async function choose(page, group, value) {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  const box = fieldset.getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });
  // The counts first: the values show them once they are in.
  await fieldset
    .getByRole('checkbox', { name: /\(\d+\)$/ })
    .first()
    .waitFor();
  const more = fieldset.getByRole('button', { expanded: false });
  if ((await box.count()) === 0 && (await more.count()) > 0) await more.click();
  await box.check();
  assert.equal(await box.isChecked(), true);
}

browserTest(
  'filter by sport, age group and evenings, open a role and see its context',
  async (page) => {
    const org = await signUpOrgApi();
    // Letters only: a keyword that matches this role alone.
    const word = `Kestrel${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
    const { id, name } = await postRoleApi(org.storage.token, {
      name: `${word} Netball Coach`,
      sportType: 'Netball',
      ageGroups: ['Under 13', 'Under 14'],
      gender: 'Girls / Women',
      level: 'Community',
      pay: 'Volunteer',
      days: ['Tue', 'Thu'],
      times: ['Evenings'],
    });

    await page.goto(`/jobsearch?jobtitle=${word}`);
    await waitForSettled(page);
    await results(page).getByRole('link', { name }).waitFor();
    const filters = page.getByRole('button', { name: MESSAGES.filters, exact: true });
    await filters.click();
    assert.equal(await filters.getAttribute('aria-expanded'), 'true');

    // Each choice searches at once; the URL carries it.
    await choose(page, SPORT, 'Netball');
    await waitForPath(page, '/jobsearch', { jobtitle: word, sportType: 'Netball' });
    // The age groups: 15, shortened to those with the most roles ('Show all 15').
    const ages = page.getByRole('group', { name: AGE_GROUPS_LABEL, exact: true });
    await ages.getByRole('button', { name: FACET_TEXTS.showAll(15) }).waitFor();
    await choose(page, AGE_GROUPS_LABEL, 'Under 14');
    await waitForPath(page, '/jobsearch', { sportType: 'Netball', ageGroup: 'Under 14' });
    await choose(page, TIMES_LABEL, 'Evenings');
    const url = await waitForPath(page, '/jobsearch', {
      jobtitle: word,
      sportType: 'Netball',
      ageGroup: 'Under 14',
      times: 'Evenings',
    });
    await waitForSettled(page);
    await results(page).getByRole('link', { name }).waitFor();
    await results(page).getByText('1 role', { exact: true }).waitFor();
    // The counts follow: this role is the only one, so its sport counts 1 and Mornings 0.
    await page
      .getByRole('group', { name: SPORT, exact: true })
      .getByRole('checkbox', { name: 'Netball (1)' })
      .waitFor();
    const mornings = page
      .getByRole('group', { name: TIMES_LABEL, exact: true })
      .getByRole('checkbox', { name: 'Mornings (0)' });
    assert.equal(await mornings.isDisabled(), true);

    // The opened panel passes axe, contrast included, in both schemes.
    const panel = `[id="${await filters.getAttribute('aria-controls')}"]`;
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await checkA11y(page, { include: [panel], label: `the Filters panel, ${colorScheme}` });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // A shared link: the same search after a reload.
    await page.goto(url.href);
    await waitForSettled(page);
    await results(page).getByRole('link', { name }).waitFor();
    assert.equal(
      await page
        .getByRole('group', { name: TIMES_LABEL, exact: true })
        .getByRole('checkbox', { name: /^Evenings/ })
        .isChecked(),
      true,
    );

    // At 320 px the panel fits: nothing wider than the screen, each group one column.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.getByRole('button', { name: FACET_TEXTS.clear }).waitFor();
    const panelId = await filters.getAttribute('aria-controls');
    const fit = await page.evaluate((id) => {
      const panel = document.getElementById(id);
      return {
        right: panel.getBoundingClientRect().right,
        overflow: panel.scrollWidth - panel.clientWidth,
        width: document.documentElement.clientWidth,
        page: document.documentElement.scrollWidth,
      };
    }, panelId);
    // Nor the page: the cards' context lines (a spoken copy beside each) stay within it.
    assert.ok(
      fit.page <= fit.width,
      `the page is no wider than the screen: ${JSON.stringify(fit)}`,
    );
    assert.equal(fit.overflow, 0, 'nothing in the panel is wider than it at 320 px');
    assert.ok(fit.right <= fit.width, `the panel ends inside the screen: ${JSON.stringify(fit)}`);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The role's page shows its context, in words.
    await results(page).getByRole('link', { name }).click();
    await waitForPath(page, '/jobdetails', { jobId: id });
    const block = page.getByRole('region', { name: COACHING_CONTEXT });
    await block.waitFor();
    const text = (await block.textContent()) ?? '';
    for (const want of ['Netball', 'Under 13 to Under 14', 'Community', 'Volunteer', 'evenings']) {
      assert.ok(text.includes(want), `the context block names ${want}: ${text}`);
    }
  },
);
