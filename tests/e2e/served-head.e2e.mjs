// A shared role's link as a link preview or a crawler reads it (issue 28): with JavaScript off,
// the served page has the role's own title, description, Open Graph and one JobPosting.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jobPageDescription, jobPageName } from '../../src/shared/page-head.ts';
import { BRAND } from '../../src/shared/texts/shell.ts';
import { api } from './lib/api.mjs';
import { BASE_URL, newPage } from './lib/browser.mjs';
import { someJob } from './lib/journey.mjs';

test('a role with JavaScript disabled: its title, description and JSON-LD', async () => {
  const { id } = await someJob();
  const job = (await api(`/api/job/job_detail/${id}`, { expectStatus: 200 })).body.jobDetails[0];
  assert.equal(job.open, true);
  const noJs = await newPage({ contextOptions: { javaScriptEnabled: false } });
  try {
    const p = noJs.page;
    await p.goto(`/jobdetails?jobId=${id}`);
    assert.equal(await p.title(), `${jobPageName(job)} · ${BRAND}`);
    const content = (selector) => p.locator(selector).getAttribute('content');
    assert.equal(await content('meta[name="description"]'), jobPageDescription(job));
    assert.equal(await content('meta[property="og:title"]'), await p.title());
    assert.equal(await content('meta[property="og:url"]'), `${BASE_URL}/jobdetails?jobId=${id}`);
    assert.match((await content('meta[property="og:image"]')) ?? '', /^https?:\/\//);
    assert.equal(
      await p.locator('link[rel="canonical"]').getAttribute('href'),
      `${BASE_URL}/jobdetails?jobId=${id}`,
    );
    const scripts = p.locator('script[type="application/ld+json"]');
    assert.equal(await scripts.count(), 1);
    const posting = JSON.parse(await scripts.textContent());
    assert.equal(posting['@type'], 'JobPosting');
    assert.equal(posting.title, job.name);
    assert.equal(posting.description, job.description);
    assert.equal(posting.hiringOrganization.name, job.organisation);
    assert.equal(posting.identifier.value, id);
    assert.match(
      posting.validThrough,
      new RegExp(`^${job.closingDate}T23:59:59[+-]\\d\\d:\\d\\d$`),
    );
    // The prerendered page's HTML is there too (no script ran to make it).
    assert.equal(await p.locator('#root[inert]').count(), 1);
    // With JavaScript off Chromium refuses the page's module preloads (reported as 'csp'):
    // nothing else may fail.
    assert.deepEqual(
      noJs.problems().filter((line) => !/^failed request: GET \S+\.js: csp$/.test(line)),
      [],
    );
  } finally {
    await noJs.close();
  }
});
