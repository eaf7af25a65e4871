// A closed role's page (issue 27): why it closed, no Apply (not even for a coach), and up to 3
// similar open roles linking to their pages; an open role's closing and respond-by dates. Issue
// 30: a closed role still lists its requirements, with no "Your credentials" panel.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closedJobs, jobs, mockJson, recordRequests, similarTo } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';
import { FIT_PANEL_TEXTS as F } from '../../shared/texts/credential-fit';
import { REQUIREMENT_NAMES as R } from '../../shared/texts/credentials';
import { COACH_LIFECYCLE_TEXTS as T } from '../../shared/texts/lifecycle';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const [expired, filled, withdrawn] = closedJobs;

afterEach(() => {
  vi.useRealTimers();
});

describe('a closed role', { timeout: 20_000 }, () => {
  it.each([
    ['expired', expired, 'This role closed on 12 Nov 2026'],
    ['filled', filled, 'This role has been filled'],
    ['withdrawn', withdrawn, 'This role was withdrawn'],
  ])('%s: says so, with no Apply and no save toggle', async (_, job, text) => {
    const checks = recordRequests(`/api/job-apply/job_applied/${job.id}`);
    renderApp({ route: `/jobdetails?jobId=${job.id}`, user: 'coach' });
    await h1(job.name);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText(T.closedNote)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.searchRoles }).getAttribute('href')).toBe(
      '/jobsearch',
    );
    expect(screen.queryByRole('link', { name: MESSAGES.applyNow })).toBeNull();
    expect(screen.queryByRole('region', { name: MESSAGES.interested })).toBeNull();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).queryByText(/^Closes/)).toBeNull();
    // Nothing to apply for: the applied check is never asked.
    expect(checks).toHaveLength(0);
  });

  it('lists similar open roles, each linking to its page', async () => {
    const similar = similarTo(filled);
    expect(similar.length).toBeGreaterThan(0);
    renderApp({ route: `/jobdetails?jobId=${filled.id}` });
    await h1(filled.name);
    const section = await screen.findByRole('region', { name: T.similarRoles });
    const links = within(section)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/jobdetails'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      similar.map((j) => `/jobdetails?jobId=${j.id}`),
    );
    expect(links.map((a) => a.textContent)).toEqual(similar.map((j) => j.name));
  });

  it('at most 3 similar roles; none and no section when the server sends none', async () => {
    mockJson('get', '/api/job/job_detail/:id', { jobDetails: [{ ...withdrawn }], similar: [] });
    renderApp({ route: `/jobdetails?jobId=${withdrawn.id}` });
    await h1(withdrawn.name);
    expect(await screen.findByText('This role was withdrawn')).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.similarRoles })).toBeNull();
    expect(screen.queryByRole('heading', { name: T.similarRoles })).toBeNull();
  });
});

describe('a closed role with requirements (issue 30)', { timeout: 20_000 }, () => {
  const requirements = {
    wwcc: true,
    policeCheck: false,
    firstAid: true,
    cpr: false,
    accreditation: 'Development' as const,
    startDate: null,
  };

  it.each([
    ['a coach', 'coach' as const],
    ['an organisation', 'org' as const],
    ['a visitor', undefined],
  ])('lists them for %s, with no fit panel', async (_, user) => {
    const similar = similarTo(expired);
    mockJson('get', '/api/job/job_detail/:id', {
      jobDetails: [{ ...expired, requirements }],
      similar,
    });
    const fits = recordRequests(`/api/job/fit/${expired.id}`);
    renderApp({ route: `/jobdetails?jobId=${expired.id}`, user });
    await h1(expired.name);
    const section = await screen.findByRole('region', { name: F.requirements });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([R.wwcc, R.firstAid, F.accreditationAtLeast('Development')]);
    expect(screen.queryByRole('region', { name: F.yourCredentials })).toBeNull();
    expect(fits).toHaveLength(0);
    if (user !== 'org' && similar.length > 0) {
      expect(screen.getByRole('region', { name: T.similarRoles })).toBeTruthy();
    }
  });

  it('none listed when the role set none', async () => {
    renderApp({ route: `/jobdetails?jobId=${withdrawn.id}`, user: 'coach' });
    await h1(withdrawn.name);
    expect(await screen.findByText('This role was withdrawn')).toBeTruthy();
    expect(screen.queryByRole('region', { name: F.requirements })).toBeNull();
  });
});

describe('an open role', { timeout: 20_000 }, () => {
  it('says when it closes and by when its organisation responds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T01:00:00Z'));
    const job = jobs[0]; // closes 2027-02-01, responds by 2027-02-15
    renderApp({ route: `/jobdetails?jobId=${job.id}` });
    await h1(job.name);
    expect(screen.getByText('Closes 1 Feb')).toBeTruthy();
    expect(screen.getByText('Responds by 15 Feb')).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.applyNow })).toBeTruthy();
  });

  it('no respond-by line when the organisation promised none', async () => {
    const job = jobs[2]; // respondBy null
    expect(job.respondBy).toBeNull();
    renderApp({ route: `/jobdetails?jobId=${job.id}` });
    await h1(job.name);
    expect(screen.queryByText(/^Responds by/)).toBeNull();
  });
});
