// Visitor page journeys (SPEC 2): job details -> organisation page -> back, the error pages and
// their BACK button, the theme toggle and the narrow-screen drawer. Each test has its own fresh context and
// its own fresh coach account (SPEC 6: visitors need none, but the journeys must not share state).
import assert from 'node:assert/strict';
import { ERROR_SCREENS, MESSAGES } from '../../src/shared/messages.ts';
import { VIDEO_TEXTS } from '../../src/shared/texts/video.ts';
import { api, signUpCoach } from './lib/api.mjs';
import { browserTest } from './lib/browser.mjs';
import { pageColours, waitForPath, waitForSettled } from './lib/journey.mjs';

const results = (page) => page.getByRole('region', { name: MESSAGES.rolesForYou });
const cardLinks = (page) => results(page).getByRole('heading', { level: 3 }).getByRole('link');
const range = (page) =>
  page.getByRole('navigation', { name: 'Pages of roles' }).getByRole('status');

async function _rangeParts(page) {
  const text = (await range(page).textContent()) ?? '';
  const m = /^(\d+)–(\d+) of (\d+)$/.exec(text.trim());
  assert.ok(m, `range text "${text}"`);
  return { from: Number(m[1]), to: Number(m[2]), total: Number(m[3]) };
}

/** An element's box on the page (not the viewport: focus may scroll it). */
const pageBox = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  });

browserTest('job details -> organisation page -> back', async (page) => {
  await signUpCoach();
  // Issue 28: the video host is asked for nothing until its play button is pressed.
  const videoHost = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('youtube-nocookie.com')) videoHost.push(r.url());
  });
  await page.goto('/jobsearch');
  await waitForSettled(page);
  const link = cardLinks(page).first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  const detailsUrl = await waitForPath(page, '/jobdetails');
  const jobId = detailsUrl.searchParams.get('jobId');
  assert.match(jobId ?? '', /^\d+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const job = (await api(`/api/job/job_detail/${jobId}`, { expectStatus: 200 })).body.jobDetails[0];
  await page.getByText(MESSAGES.aboutTheRole, { exact: true }).waitFor();
  await page.getByText(/^Viewed By \d+$/).waitFor();
  await page.getByRole('heading', { name: MESSAGES.interested }).waitFor();
  const apply = page.getByRole('link', { name: MESSAGES.applyNow });
  assert.equal(await apply.getAttribute('href'), `/apply/${jobId}`);

  await page.getByRole('link', { name: job.organisation, exact: true }).click();
  await waitForPath(page, '/org', { orgId: job.org_id });
  await page.getByRole('heading', { level: 1, name: job.organisation }).waitFor();
  await page.getByRole('heading', { name: MESSAGES.trustedBy }).waitFor();
  const play = page.getByRole('button', { name: VIDEO_TEXTS.playFor(job.organisation) });
  await play.waitFor();
  await waitForSettled(page);
  assert.equal(await page.locator('iframe').count(), 0);
  assert.deepEqual(videoHost, [], 'no request to the video host before the press');
  const poster = play.locator('img');
  assert.equal(await poster.getAttribute('alt'), '');
  assert.ok(await poster.evaluate((img) => img.complete && img.naturalWidth > 0), 'poster loads');
  const box = await pageBox(play);
  const requested = page.waitForRequest((r) => r.url().includes('youtube-nocookie.com/embed/'));
  await play.focus();
  await page.keyboard.press('Enter');
  const frame = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
  await frame.waitFor();
  assert.match((await frame.getAttribute('src')) ?? '', /[?&]autoplay=1(&|$)/);
  assert.equal(await frame.getAttribute('title'), VIDEO_TEXTS.frameTitle(job.organisation));
  assert.ok(await frame.evaluate((el) => document.activeElement === el), 'focus on the player');
  assert.deepEqual(await pageBox(frame), box, "the player takes the facade's box");
  await requested;
  assert.ok(videoHost.length > 0, 'the player is requested after the press');

  await page.goBack();
  await waitForPath(page, '/jobdetails', { jobId });
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.goBack();
  await waitForPath(page, '/jobsearch');
  await page.getByRole('heading', { name: MESSAGES.rolesForYou }).waitFor();

  // A missing orgId goes back one step (SPEC 2).
  await page.goto('/org');
  await page.waitForURL((u) => u.pathname !== '/org');
});

browserTest(
  'a shared job link shows the role from its own page, with no call for it, one view each',
  async (page) => {
    const job = (await api('/api/job/job_detail/5', { expectStatus: 200 })).body.jobDetails[0];
    const calls = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/job/job_detail/')) calls.push(r.url());
    });
    await page.goto('/jobdetails?jobId=5');
    await page.getByRole('heading', { level: 1, name: job.name }).waitFor();
    await page.getByText(`Viewed By ${job.views + 1}`, { exact: true }).waitFor();
    // the data block is gone once the app has taken it
    assert.equal(await page.locator('#first-data').count(), 0);
    await page.reload();
    await page.getByText(`Viewed By ${job.views + 2}`, { exact: true }).waitFor();
    assert.deepEqual(calls, [], 'the page carried the role: no request for it');
  },
);

for (const [path, screen] of [
  ['/401', ERROR_SCREENS.unauthorized],
  ['/403', ERROR_SCREENS.forbidden],
  ['/500', ERROR_SCREENS.error],
  ['/no-such-page', ERROR_SCREENS.notFound],
]) {
  browserTest(`error page ${path} shows its texts and BACK returns`, async (page) => {
    await signUpCoach();
    await page.goto('/jobsearch');
    await page.getByRole('heading', { name: MESSAGES.rolesForYou }).waitFor();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: screen.title, exact: true }).waitFor();
    await page.getByText(screen.message, { exact: true }).waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    // The error screen's own toggle starts at light.
    await page.getByRole('button', { name: 'Switch error screen to dark mode' }).waitFor();
    await page.getByRole('button', { name: MESSAGES.back, exact: true }).click();
    await waitForPath(page, '/jobsearch');
    await page.getByRole('heading', { name: MESSAGES.rolesForYou }).waitFor();
  });
}

browserTest('the theme toggle changes the page colours and survives a reload', async (page) => {
  await signUpCoach();
  await page.goto('/landing');
  await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();
  const light = await pageColours(page);
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  const dark = await pageColours(page);
  assert.notEqual(dark.background, light.background, 'the background changes');
  assert.notEqual(dark.color, light.color, 'the text colour changes');

  await page.reload();
  await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.deepEqual(await pageColours(page), dark);
  const back = page.getByRole('banner').getByRole('button', { name: 'Switch to light mode' });
  await back.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.deepEqual(await pageColours(page), light);
});

browserTest(
  'at 375 px the menu button opens the drawer with Sign in and Sign up',
  async (page) => {
    await signUpCoach();
    await page.goto('/landing');
    await page.getByRole('heading', { name: MESSAGES.searchHeading }).waitFor();
    const banner = page.getByRole('banner');
    assert.equal(
      await banner.getByRole('link', { name: 'Sign in' }).count(),
      0,
      'hidden when narrow',
    );
    const open = banner.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    await drawer.getByRole('link', { name: 'Sign up' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await open.click();
    await drawer.getByRole('link', { name: 'Sign in' }).click();
    await waitForPath(page, '/signin');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  },
  { viewport: { width: 375, height: 812 } },
);

browserTest("the landing page's organisation types open the matching search", async (page) => {
  // A type no test's organisation has (they sign up with the first type), so the list stays the
  // same while other files post roles.
  const types = (await api('/api/orgtype/list', { expectStatus: 200 })).body.list.map(
    (t) => t.type,
  );
  const type = types.find((t, i) => i > 0 && t === 'University') ?? types[1];
  await page.goto('/landing');
  await page.getByRole('heading', { level: 2, name: 'Browse by organisation type' }).waitFor();
  await waitForSettled(page);
  await page.getByRole('link', { name: type, exact: true }).click();
  await waitForPath(page, '/jobsearch', { orgtype: type });
  await page.getByRole('heading', { name: MESSAGES.rolesForYou }).waitFor();
  await waitForSettled(page);
  // The hero shows the filter, and the list is the server's list for it.
  assert.equal(await page.getByRole('combobox', { name: 'Organisation Type' }).inputValue(), type);
  const expected = await api(
    `/api/job/list?orgtype=${encodeURIComponent(type)}&page=1&postPerPage=25`,
    { expectStatus: 200 },
  );
  assert.ok(expected.body.length > 0, `the demo data has ${type} roles`);
  assert.deepEqual(
    (await cardLinks(page).allTextContents()).map((t) => t.trim()),
    expected.body.list.map((j) => j.name),
  );
});
