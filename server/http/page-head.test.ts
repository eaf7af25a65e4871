// The served head of /jobdetails, /org and the account pages (issue 28, API.md
// "Discoverability"): parsed as a browser would before any script runs (happy-dom's DOMParser).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, type JobInput, setJobOpen } from '../db/queries/jobs';
import { roleDates } from '../db/queries/lifecycle';
import { replaceOrgLogo } from '../db/queries/organisations';
import { createTestContext, type TestContext, testJob } from '../test-utils';

const PUBLIC = 'http://localhost:3000';
const SITE_DESCRIPTION = 'Touchline: the job board for sports organisations.';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="${SITE_DESCRIPTION}"
    />
    <title>Touchline</title>
    <script>document.documentElement.dataset.x=''</script>
    <script type="module" crossorigin src="/static/js/app-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// Text no role may break out of: a script end, quotes, a comment start, an RTL override, emoji.
const NASTY =
  'Keeper</script><script>alert(1)</script> "q" \'a\' <!-- x \u202Eevil\u202C ⚽️🏉 & co';

let s: TestContext;
let dist: string;
let openId: number;
let closedId: number;
let plainId: number;
let payKnown: boolean;

type Doc = ReturnType<typeof parse>;
const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
const meta = (doc: Doc, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
async function page(path: string) {
  const res = await s.request(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { html, doc: parse(html) };
}
const ldScripts = (doc: Doc) => [...doc.querySelectorAll('script[type="application/ld+json"]')];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'touchline-head-'));
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'static/js/app-abc.js'), '');
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'static/js/app-abc.js', isEntry: true },
      'src/pages/job-details/job-details-page.tsx': { file: 'static/js/details-1.js' },
      'src/pages/signin/signin-page.tsx': { file: 'static/js/signin-1.js' },
    }),
  );
  writeFileSync(
    join(dist, 'prerender.json'),
    JSON.stringify({ '/jobdetails': '<main></main>', '/signin': '<main><h1>Sign in</h1></main>' }),
  );
  s = await createTestContext({ config: { distDir: dist }, seed: true });
  // Organisation 1: a website and a PNG logo; organisation 2 neither.
  await s.db.q
    .updateTable('organisations')
    .set({ website: 'https://harbour.example/club', name: 'Harbour "FC" <Sydney>' })
    .where('id', '=', 1)
    .execute();
  await s.db.q
    .updateTable('organisations')
    .set({ website: '', about: `  ${'Community   club.\n'.repeat(20)}` })
    .where('id', '=', 2)
    .execute();
  // (a user to own the file: a new organisation's)
  const owner = await s.registerOrg();
  await replaceOrgLogo(s.db, 1, {
    ownerId: owner.id,
    originalName: 'logo.png',
    bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    contentType: 'image/png',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const pay = { pay: { payMin: 85000, payMax: 95000, payPeriod: 'YEAR', plusSuper: true } };
  openId = await createJob(
    s.db,
    testJob(NASTY, {
      roleType: 'Full time',
      description: `<p>${'Lead our keepers &amp; juniors. '.repeat(8)}</p><p>Emoji ⚽️ and \u202Ertl</p>`,
      dates: roleDates('NSW', '2026-12-31', null),
      ...(pay as Partial<JobInput>),
    }),
  );
  closedId = await createJob(
    s.db,
    testJob('Closed coach', { dates: roleDates('NSW', '2026-12-31', null) }),
  );
  await setJobOpen(s.db, closedId, false);
  const perth = await s.db.q
    .selectFrom('cities as c')
    .innerJoin('states as st', 'st.id', 'c.state_id')
    .select('c.id')
    .where('st.code', '=', 'WA')
    .executeTakeFirstOrThrow();
  plainId = await createJob(
    s.db,
    testJob('Volunteer helper', {
      orgId: 2,
      cityId: perth.id,
      roleType: 'Volunteer',
      dates: roleDates('WA', '2026-06-30', null),
    }),
  );
  const job = (await (await s.request(`/api/job/job_detail/${openId}`)).json()).jobDetails[0];
  payKnown = 'payMin' in job;
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a role's served head", () => {
  it('an open role: title, description, canonical, Open Graph, Twitter card and one JobPosting', async () => {
    const { html, doc } = await page(`/jobdetails?jobId=${openId}`);
    const api = (await (await s.request(`/api/job/job_detail/${openId}`)).json()).jobDetails[0];
    expect(doc.title).toBe(`${NASTY} · Harbour "FC" <Sydney> · Touchline`);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    const description = meta(doc, 'description') ?? '';
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^Lead our keepers & juniors\. Lead/);
    // cut at a word, an ellipsis marking the cut
    const full = `${'Lead our keepers & juniors. '.repeat(8)}Emoji`;
    expect(description).toMatch(/\S…$/);
    expect(full.startsWith(description.slice(0, -1))).toBe(true);
    expect(full[description.length - 1]).toBe(' ');
    // the index's own description stays for the app to put back on other pages
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('data-site')).toBe(
      SITE_DESCRIPTION,
    );
    const url = `${PUBLIC}/jobdetails?jobId=${openId}`;
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(meta(doc, 'og:title')).toBe(doc.title);
    expect(meta(doc, 'og:description')).toBe(description);
    expect(meta(doc, 'og:url')).toBe(url);
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'og:image')).toBe(`${PUBLIC}/api/org/logo/1`);
    expect(meta(doc, 'twitter:card')).toBe('summary');
    expect(meta(doc, 'robots')).toBeUndefined();
    // nothing of the role's text is markup: one script end per script, no stray comment
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<!-- x');
    expect(doc.querySelectorAll('script')).toHaveLength(html.match(/<\/script>/g)?.length ?? 0);
    const scripts = ldScripts(doc);
    expect(scripts).toHaveLength(1);
    const text = scripts[0].textContent ?? '';
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const posting = JSON.parse(text);
    const { baseSalary, ...rest } = posting;
    expect(rest).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: NASTY,
      description: api.description,
      datePosted: api.datePosted,
      validThrough: '2026-12-31T23:59:59+11:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbour "FC" <Sydney>',
        sameAs: 'https://harbour.example/club',
        logo: `${PUBLIC}/api/org/logo/1`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: api.location.split(', ')[0],
          addressRegion: api.location.split(', ')[1],
          addressCountry: 'AU',
        },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Touchline', value: openId },
    });
    expect(posting.description).toContain('\u202Ertl');
    expect(posting.description).toContain('⚽️');
    // structured pay (migration 009) once roles store it
    expect(baseSalary).toEqual(
      payKnown
        ? {
            '@type': 'MonetaryAmount',
            currency: 'AUD',
            value: {
              '@type': 'QuantitativeValue',
              minValue: 85000,
              maxValue: 95000,
              unitText: 'YEAR',
            },
          }
        : undefined,
    );
    // the app's data block is still there, once
    expect(doc.querySelectorAll('#first-data')).toHaveLength(1);
  });

  it('a closed role keeps its head but has no JobPosting', async () => {
    const { doc } = await page(`/jobdetails?jobId=${closedId}`);
    expect(doc.title).toBe('Closed coach · Harbour "FC" <Sydney> · Touchline');
    expect(meta(doc, 'description')).toBe('Goalkeeping.');
    expect(meta(doc, 'og:url')).toBe(`${PUBLIC}/jobdetails?jobId=${closedId}`);
    expect(ldScripts(doc)).toHaveLength(0);
    expect(doc.querySelectorAll('#first-data')).toHaveLength(1);
  });

  it("an organisation whose last user deleted their account: /org has the site's head (issue 31)", async () => {
    await s.db.q
      .updateTable('organisations')
      .set({ deleted_at: '2026-03-01T09:00:00.000Z' })
      .where('id', '=', 2)
      .execute();
    try {
      const { doc } = await page('/org?orgId=2');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(doc.title).toBe('Touchline');
      expect((await s.request('/api/org/getOrgPageDetails?orgid=2')).status).toBe(404);
    } finally {
      await s.db.q
        .updateTable('organisations')
        .set({ deleted_at: null })
        .where('id', '=', 2)
        .execute();
    }
  });

  it('a role of an organisation without website or logo: its /org page, the default card', async () => {
    const { doc } = await page(`/jobdetails?jobId=${plainId}`);
    expect(meta(doc, 'og:image')).toBe(`${PUBLIC}/touchline-card.png`);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    const posting = JSON.parse(ldScripts(doc)[0].textContent ?? '');
    expect(posting.employmentType).toBe('VOLUNTEER');
    expect(posting.validThrough).toBe('2026-06-30T23:59:59+08:00');
    expect(posting.hiringOrganization.sameAs).toBe(`${PUBLIC}/org?orgId=2`);
    expect(posting.hiringOrganization.logo).toBeUndefined();
    expect(posting.baseSalary).toBeUndefined();
  });

  it('a bad, huge or unknown id: the plain page, no JSON-LD, no 500', async () => {
    for (const id of ['abc', '0', '-1', '99999999', '999999999999999', '9'.repeat(40), '1e3']) {
      const { doc } = await page(`/jobdetails?jobId=${id}`);
      expect(doc.title, id).toBe('Touchline');
      expect(meta(doc, 'description'), id).toBe(SITE_DESCRIPTION);
      expect(ldScripts(doc), id).toHaveLength(0);
      expect(doc.querySelector('link[rel="canonical"]'), id).toBeNull();
    }
  });
});

describe("an organisation's served head", () => {
  it('title, description from its about text, canonical, Open Graph; no JSON-LD', async () => {
    const { doc } = await page('/org?orgId=2');
    const name = (await (await s.request('/api/org/getOrgPageDetails?orgid=2')).json()).orgData
      .name;
    expect(doc.title).toBe(`${name} · Touchline`);
    const description = meta(doc, 'description') ?? '';
    expect(description).toMatch(/^Community club\. Community club\./);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/ Community…$/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC}/org?orgId=2`,
    );
    expect(meta(doc, 'og:title')).toBe(doc.title);
    expect(meta(doc, 'og:url')).toBe(`${PUBLIC}/org?orgId=2`);
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'og:image')).toBe(`${PUBLIC}/touchline-card.png`);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(ldScripts(doc)).toHaveLength(0);
    // attributes decode back to the organisation's name
    const org1 = (await page('/org?orgId=1')).doc;
    expect(org1.title).toBe('Harbour "FC" <Sydney> · Touchline');
    expect(meta(org1, 'og:image')).toBe(`${PUBLIC}/api/org/logo/1`);
  });

  it('an unknown or bad organisation: the plain page', async () => {
    for (const id of ['999999', 'x', '']) {
      const { doc } = await page(`/org?orgId=${id}`);
      expect(doc.title, id).toBe('Touchline');
      expect(doc.querySelector('meta[property="og:title"]'), id).toBeNull();
    }
  });
});

describe('noindex', () => {
  it('account and form pages carry robots noindex; public pages do not', async () => {
    for (const path of [
      '/signin',
      '/signin/',
      '/signup',
      '/forgot-password',
      '/reset-password?resetPasswordToken=abc',
      '/profile',
      '/changepassword',
      '/jobsapplied',
      '/savedjobs',
      '/alerts',
      '/alerts/confirm?token=x',
      '/account',
      '/apply/12',
      '/employer',
      '/employer/jobs/3/applicants',
      '/admin',
      '/admin/users',
    ]) {
      const { doc } = await page(path);
      expect(meta(doc, 'robots'), path).toBe('noindex');
      expect(doc.querySelectorAll('meta[name="robots"]'), path).toHaveLength(1);
    }
    // the prerendered sign-in page keeps its content
    expect((await page('/signin')).html).toContain('<h1>Sign in</h1>');
    for (const path of [
      '/landing',
      '/jobsearch',
      `/jobdetails?jobId=${openId}`,
      '/org?orgId=1',
      '/organisations',
    ]) {
      expect(meta((await page(path)).doc, 'robots'), path).toBeUndefined();
    }
  });
});
