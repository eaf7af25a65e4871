import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HttpResponse,
  http,
  jobs,
  mockError,
  orgs,
  recordRequests,
  server,
} from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { VIDEO_HOST } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { VIDEO_TEXTS } from '../../shared/texts/video';

const org = orgs[0];
const orgJobs = jobs.filter((j) => j.org_id === org.id);

/** happy-dom loads iframes: answer the video host with an empty page. */
function allowVideoHost() {
  server.use(http.get(`${VIDEO_HOST}/*`, () => new HttpResponse('', { status: 200 })));
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

async function expectAlert(text: string) {
  const el = await screen.findByText(text, {}, { timeout: 10_000 });
  expect(el.closest('[role="alert"]')).not.toBeNull();
}

describe('organisation page', { timeout: 20_000 }, () => {
  it('shows the name as heading, its details, the video and the Trusted by strip', async () => {
    allowVideoHost();
    renderApp({ route: `/org?orgId=${org.id}` });
    await h1(org.name);
    await waitFor(() => expect(document.title).toBe(`${org.name} · Touchline`));
    expect(screen.getByText(`${org.orgType} · ${org.location}`)).toBeTruthy();
    expect(screen.getByText(org.about)).toBeTruthy();
    const website = screen.getByRole('link', { name: /Visit website/ });
    expect(website.getAttribute('href')).toBe('https://harbourfc.example/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');

    // The video, behind its facade until pressed (./org-video.test.tsx).
    expect(screen.getByRole('button', { name: VIDEO_TEXTS.playFor(org.name) })).toBeTruthy();

    const trusted = screen.getByRole('region', { name: MESSAGES.trustedBy });
    const logos = within(trusted).getAllByRole('img');
    expect(logos.length).toBeGreaterThanOrEqual(4);
    for (const logo of logos) {
      expect(logo.getAttribute('alt')).toBeTruthy();
      expect(logo.getAttribute('src')).toMatch(/^\/logos\/[a-z-]+\.svg$/);
      expect(logo.getAttribute('width')).toBe('160');
      expect(logo.getAttribute('height')).toBe('48');
      expect(logo.getAttribute('loading')).toBe('lazy');
    }
  });

  it("lists the organisation's open roles under the video", async () => {
    allowVideoHost();
    const seen = recordRequests('/api/job/list');
    renderApp({ route: `/org?orgId=${org.id}` });
    await h1(org.name);
    const roles = screen.getByRole('region', { name: `Open roles at ${org.name}` });
    await within(roles).findByText(`${orgJobs.length} roles`, {}, { timeout: 10_000 });
    const names = within(roles)
      .getAllByRole('listitem')
      .map((li) => within(li).getByRole('link').textContent);
    expect(names).toEqual(orgJobs.map((j) => j.name));
    expect(new URL(seen[0].url).searchParams.get('orgId')).toBe(String(org.id));
    expect(within(roles).getByRole('link', { name: orgJobs[0].name }).getAttribute('href')).toBe(
      `/jobdetails?jobId=${orgJobs[0].id}`,
    );
  });

  it('a failing roles list shows the jobs alert, the organisation stays', async () => {
    allowVideoHost();
    mockError('get', '/api/job/list', 500);
    renderApp({ route: `/org?orgId=${org.id}` });
    await h1(org.name);
    await expectAlert(MESSAGES.errorFetchingJobs);
  });
});

describe('organisation page: missing id, not found, failure', { timeout: 20_000 }, () => {
  it('orgId 0 goes back one step', async () => {
    const { location } = renderApp({ route: '/jobsearch?page=2' });
    await screen.findByRole('heading', { name: MESSAGES.rolesForYou }, { timeout: 10_000 });
    const details = recordRequests('/api/org/getOrgPageDetails');
    act(() => location.navigate('/org?orgId=0'));
    await waitFor(() => expect(location.href).toBe('/jobsearch?page=2'));
    expect(location.history).toEqual(['/jobsearch?page=2']);
    expect(details).toHaveLength(0);
  });

  it('a missing orgId with nothing to go back to goes to /landing', async () => {
    const details = recordRequests('/api/org/getOrgPageDetails');
    const { location } = renderApp({ route: '/org' });
    await waitFor(() => expect(location.href).toBe('/landing'));
    expect(details).toHaveLength(0);
  });

  it('an unknown organisation shows a not-found state', async () => {
    renderApp({ route: '/org?orgId=999' });
    await h1('Organisation not found');
    // SPEC 8: the server's 404 (message 'Error') gives 'Error fetching org details' too.
    await expectAlert(MESSAGES.errorFetchingOrgDetails);
    expect(screen.getByRole('link', { name: 'Search roles' }).getAttribute('href')).toBe(
      '/jobsearch',
    );
  });

  it('a failing organisation load shows the alert', async () => {
    mockError('get', '/api/org/getOrgPageDetails', 500);
    renderApp({ route: `/org?orgId=${org.id}` });
    await expectAlert(MESSAGES.errorFetchingOrgDetails);
  });
  it('shows its record of answering applicants by the promised date (issue 27)', async () => {
    allowVideoHost();
    renderApp({ route: `/org?orgId=${org.id}` });
    await h1(org.name);
    expect(screen.getByText('Answered 45 of 48 applicants by the promised date')).toBeTruthy();
  });

  it('no record line when it has none (fewer than 5 promises due)', async () => {
    allowVideoHost();
    const other = orgs[1];
    expect(other.responseRecord).toBeNull();
    renderApp({ route: `/org?orgId=${other.id}` });
    await h1(other.name);
    expect(screen.queryByText(/^Answered \d+ of \d+ applicants/)).toBeNull();
  });
});
