// The job card's closing line (issue 27), on /jobsearch with the clock fixed: the date, then in
// the role's last three days a count of days from the role's today in its state's time zone.
// Its coaching context line (issue 29), shown short and heard in words, and none for older roles.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, mockJson, summary } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { API_SUCCESS } from '../../shared/texts/browse';

const results = () => screen.getByRole('region', { name: 'Roles for you' });

/** /jobsearch listing these roles (closing date and place); resolves the summaries shown. */
async function cards(roles: { closingDate: string; location: string; open?: boolean }[]) {
  const list = roles.map((r, i) => ({
    ...summary(jobs[i]),
    closingDate: r.closingDate,
    location: r.location,
    open: r.open ?? true,
    closedReason: r.open === false ? 'expired' : null,
  }));
  mockJson('get', '/api/job/list', { message: API_SUCCESS, list, length: list.length });
  renderApp({ route: '/jobsearch' });
  await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'), {
    timeout: 10_000,
  });
  return list;
}

/** The card of the job named `name`. */
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('job card: when a role closes', { timeout: 20_000 }, () => {
  it("'Closes 13 Dec', then 'Closes in 2 days', 'Closes in 1 day' and 'Closes today'", async () => {
    // 12:00 on 10 Dec in Sydney (UTC+11 in summer).
    vi.setSystemTime(new Date('2026-12-10T01:00:00Z'));
    const roles = ['2026-12-13', '2026-12-12', '2026-12-11', '2026-12-10', '2027-01-05'];
    const shown = await cards(
      roles.map((closingDate) => ({ closingDate, location: 'Sydney, NSW' })),
    );
    const words = [
      'Closes 13 Dec',
      'Closes in 2 days',
      'Closes in 1 day',
      'Closes today',
      'Closes 5 Jan',
    ];
    shown.forEach((job, i) => {
      expect(within(card(job.name)).getByText(words[i])).toBeTruthy();
    });
  });

  it("counts from the role's own today: Perth is still on the day before Sydney", async () => {
    // 01:30 on 11 Dec in Sydney, 22:30 on 10 Dec in Perth (UTC+8, no daylight saving).
    vi.setSystemTime(new Date('2026-12-10T14:30:00Z'));
    const [sydney, perth, brisbane] = await cards([
      { closingDate: '2026-12-11', location: 'Sydney, NSW' },
      { closingDate: '2026-12-11', location: 'Perth, WA' },
      // 00:30 on 11 Dec in Brisbane (UTC+10 all year): its last day.
      { closingDate: '2026-12-11', location: 'Brisbane, QLD' },
    ]);
    expect(within(card(sydney.name)).getByText('Closes today')).toBeTruthy();
    expect(within(card(perth.name)).getByText('Closes in 1 day')).toBeTruthy();
    expect(within(card(brisbane.name)).getByText('Closes today')).toBeTruthy();
  });

  it('a closed role shows a Closed badge instead, and a past date no closing line', async () => {
    vi.setSystemTime(new Date('2026-12-10T01:00:00Z'));
    const [closed, past] = await cards([
      { closingDate: '2026-12-01', location: 'Sydney, NSW', open: false },
      { closingDate: '2026-12-09', location: 'Sydney, NSW' },
    ]);
    expect(within(card(closed.name)).getByText('Closed')).toBeTruthy();
    expect(within(card(closed.name)).queryByText(/^Closes/)).toBeNull();
    expect(within(card(past.name)).queryByText(/^Closes|^Closed$/)).toBeNull();
  });
});

/** A summary as the API gave it before issue 29: no coaching context fields. */
function withoutContext(job: Record<string, unknown>) {
  const bare = { ...job };
  for (const key of ['sportType', 'ageGroups', 'gender', 'level', 'pay', 'days', 'times']) {
    delete bare[key];
  }
  return bare;
}

describe("job card: the role's coaching context (issue 29)", { timeout: 20_000 }, () => {
  /** /jobsearch listing two roles: one with a context, one posted before it (none). */
  async function twoCards(old: Record<string, unknown>) {
    vi.setSystemTime(new Date('2026-12-10T01:00:00Z'));
    const list = [
      {
        ...summary(jobs[0]),
        name: 'Junior Netball Coach',
        sportType: 'Netball',
        ageGroups: ['Under 12', 'Under 13', 'Under 14'],
        gender: 'Girls / Women',
        level: 'Community',
        pay: 'Volunteer',
        days: ['Tue', 'Thu'],
        times: ['Evenings'],
      },
      { ...withoutContext(summary(jobs[1])), name: 'Older Role', ...old },
    ];
    mockJson('get', '/api/job/list', { message: API_SUCCESS, list, length: list.length });
    renderApp({ route: '/jobsearch' });
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'), {
      timeout: 10_000,
    });
  }

  it('shows the compact line under the name, and screen readers hear it in words', async () => {
    await twoCards({});
    const article = card('Junior Netball Coach');
    const shown = within(article).getByText(
      'Netball · U12\u2013U14 girls · Community · Volunteer · Tue, Thu evenings',
    );
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    const spoken = within(article).getByText(
      'Netball · Under 12 to Under 14, girls or women · Community · Volunteer · Tuesday and Thursday, evenings',
    );
    expect(spoken.className).toBe('visually-hidden');
    // Right under the name's heading.
    expect(article.querySelector('h3')?.nextElementSibling?.contains(shown)).toBe(true);
  });

  it.each([
    ['left out', {}],
    [
      'null and []',
      { sportType: null, ageGroups: [], gender: null, level: null, pay: null, days: [], times: [] },
    ],
  ])('an older role (context %s) has no line at all, never "undefined"', async (_, old) => {
    await twoCards(old);
    const article = card('Older Role');
    expect(article.textContent).not.toMatch(/undefined|null/);
    // The organisation comes right under the name.
    expect(article.querySelector('h3')?.nextElementSibling?.textContent).toBe(jobs[1].organisation);
  });
});
