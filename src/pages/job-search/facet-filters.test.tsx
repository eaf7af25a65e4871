// The coaching-context facets (issue 29): /jobsearch's Filters panel with each value's count
// (GET /api/job/facets, tests/mocks/handlers/facets.ts), disabled zeros, a choice searching at
// once (results, counts, URL), the keyboard, 'Clear filters', a URL's unknown or repeated values,
// axe in both themes; the alert and the feed carry the facets; the landing page's Sport field.
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jobs, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { AGE_GROUPS, type CoachingContext } from '../../shared/facets';
import { MESSAGES } from '../../shared/messages';
import { ALERT_TEXTS } from '../../shared/texts/alerts';
import {
  AGE_GROUPS_LABEL,
  LEVEL,
  SPORT,
  TIMES_LABEL,
  TRAINING_DAYS,
} from '../../shared/texts/coaching';
import { FACET_TEXTS as T } from '../../shared/texts/facets';
import { FEED_TEXTS } from '../../shared/texts/feeds';
import { setTheme } from '../../state/mode-actions';

const wait = { timeout: 10_000 };
type Role = (typeof jobs)[number] & CoachingContext;
/** The mock's open roles, with their coaching context (tests/mocks/fixtures.ts). */
const open = (jobs as Role[]).filter((j) => j.open);

const results = () => screen.getByRole('region', { name: MESSAGES.rolesForYou });
const filtersToggle = () => screen.getByRole('button', { name: new RegExp(MESSAGES.filters) });
const group = (name: string) => screen.findByRole('group', { name }, wait);
const box = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The count shown for `value` in a group once the counts are in: 'Netball (7)' -> 7. */
async function countOf(groupName: string, value: string) {
  const g = await group(groupName);
  const re = new RegExp(`^${value} \\((\\d+)\\)$`);
  const option = await within(g).findByRole('checkbox', { name: re }, wait);
  return Number(re.exec(option.closest('label')?.textContent ?? '')?.[1]);
}
const roleCount = (n: number) => `${n} ${n === 1 ? 'role' : 'roles'}`;
async function settled() {
  await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'), wait);
}

describe('job search: coaching-context facets', { timeout: 30_000 }, () => {
  it('shows each value with its count, and values with none disabled', async () => {
    const seen = recordRequests('/api/job/facets');
    renderApp({ route: '/jobsearch?sportType=Netball' });
    // A URL with a facet opens Filters at once, and counts it.
    await group(SPORT);
    expect(filtersToggle().getAttribute('aria-expanded')).toBe('true');
    // The sports leave out their own filter: every open netball role, and the others' too.
    const netball = open.filter((j) => j.sportType === 'Netball').length;
    expect(netball).toBeGreaterThan(0);
    expect(await countOf(SPORT, 'Netball')).toBe(netball);
    expect(box(`Netball (${netball})`).checked).toBe(true);
    const football = open.filter((j) => j.sportType === 'Football').length;
    expect(box(`Football (${football})`).checked).toBe(false);
    // The other facets count netball roles only; a level no netball role has is 0, disabled.
    const community = open.filter((j) => j.sportType === 'Netball' && j.level === 'Community');
    expect(await countOf(LEVEL, 'Community')).toBe(community.length);
    expect(box('National league (0)').disabled).toBe(true);
    expect(new URL(seen[0].url, 'http://x').searchParams.get('sportType')).toBe('Netball');
    // Training days in words.
    const days = await group(TRAINING_DAYS);
    expect(within(days).getAllByRole('checkbox')[0].closest('label')?.textContent).toMatch(
      /^Monday/,
    );
  });

  it('long lists show the values with the most roles until "Show all N"', async () => {
    const { user } = renderApp({ route: '/jobsearch?ageGroup=Masters' });
    const ages = await group(AGE_GROUPS_LABEL);
    await countOf(AGE_GROUPS_LABEL, 'Open');
    // The six with the most roles, in the list's order, and the chosen one.
    const counts = new Map<string, number>();
    for (const j of open)
      for (const a of j.ageGroups ?? []) counts.set(a, (counts.get(a) ?? 0) + 1);
    const top = AGE_GROUPS.map((a) => [a, counts.get(a) ?? 0] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    await waitFor(() => expect(within(ages).getAllByRole('checkbox')).toHaveLength(7));
    for (const [value, n] of top) expect(box(`${value} (${n})`)).toBeTruthy();
    expect(within(ages).queryByRole('checkbox', { name: /^Under 6 / })).toBeNull();
    expect(box('Masters (0)').checked).toBe(true);
    const more = within(ages).getByRole('button', { name: T.showAll(15) });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(ages).getAllByRole('checkbox')).toHaveLength(15);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe(T.showFewer);
  });

  it('choosing a value searches at once: the results, the counts and the URL follow', async () => {
    const lists = recordRequests('/api/job/list');
    const { user, location } = renderApp({ route: '/jobsearch?jobtitle=coach' });
    await user.click(
      await screen.findByRole('button', { name: new RegExp(MESSAGES.filters) }, wait),
    );
    const evenings = open.filter((j) => j.times?.includes('Evenings'));
    await user.click(
      await within(await group(TIMES_LABEL)).findByRole('checkbox', { name: /^Evenings \(/ }, wait),
    );
    await waitFor(() => expect(location.href).toBe('/jobsearch?jobtitle=coach&times=Evenings'));
    expect(location.history).toHaveLength(1);
    const matching = evenings.filter((j) => /coach/i.test(j.name) || /coach/i.test(j.organisation));
    expect(await within(results()).findByText(roleCount(matching.length), {}, wait)).toBeTruthy();
    expect(new URL(lists.at(-1)!.url, 'http://x').searchParams.get('times')).toBe('Evenings');
    // No evening role is professional (they train in the daytime): 0, disabled.
    await waitFor(() => expect(box('Professional (0)').disabled).toBe(true));
    const community = matching.filter((j) => j.level === 'Community').length;
    expect(await countOf(LEVEL, 'Community')).toBe(community);
    // A second value of the same facet: OR.
    await user.click(box(/^Mornings \(/));
    await waitFor(() =>
      expect(location.href).toBe('/jobsearch?jobtitle=coach&times=Mornings,Evenings'),
    );
  });

  it('works from the keyboard: Tab to a value, Space chooses it, focus stays', async () => {
    const { user, location } = renderApp({ route: '/jobsearch?days=Mon' });
    const days = await group(TRAINING_DAYS);
    const monday = await within(days).findByRole('checkbox', { name: /^Monday \(/ }, wait);
    act(() => monday.focus());
    await user.tab();
    const tuesday = within(days).getByRole('checkbox', { name: /^Tuesday/ });
    expect(document.activeElement).toBe(tuesday);
    await user.keyboard(' ');
    await waitFor(() => expect(location.href).toBe('/jobsearch?days=Mon,Tue'));
    await settled();
    expect(document.activeElement).toBe(tuesday);
    expect((tuesday as HTMLInputElement).checked).toBe(true);
    await user.keyboard(' ');
    await waitFor(() => expect(location.href).toBe('/jobsearch?days=Mon'));
  });

  it('"Clear filters" clears every filter at once and keeps the keywords', async () => {
    const { user, location } = renderApp({
      route:
        '/jobsearch?jobtitle=coach&interests=Netball&minPay=1000&sportType=Netball&times=Evenings&state=VIC',
    });
    await group(SPORT);
    await user.click(screen.getByRole('button', { name: T.clear }));
    await waitFor(() => expect(location.href).toBe('/jobsearch?jobtitle=coach'));
    await settled();
    // Nothing in the panel stays chosen (a cleared sport may leave the short list of the most
    // frequent values, so the panel is asked, not Netball's box).
    const panel = document.getElementById(filtersToggle().getAttribute('aria-controls') ?? '')!;
    await waitFor(
      () => expect(within(panel).queryAllByRole('checkbox', { checked: true })).toEqual([]),
      wait,
    );
    expect(screen.queryByRole('checkbox', { name: /^Netball/, checked: true })).toBeNull();
  });

  it("drops a URL's unknown values and takes a repeated parameter's first, with no error", async () => {
    const { location } = renderApp({
      route: '/jobsearch?times=evenings,Nightly&times=Mornings&sportType=Quidditch',
    });
    await waitFor(() => expect(location.href).toBe('/jobsearch?times=Evenings'), wait);
    const evenings = open.filter((j) => j.times?.includes('Evenings')).length;
    expect(await within(results()).findByText(roleCount(evenings), {}, wait)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.errorFetchingJobs)).toBeNull();
  });

  it('the opened panel passes axe in both themes (contrast: the e2e run)', async () => {
    renderApp({ route: '/jobsearch?sportType=Netball&orgtype=School' });
    await countOf(SPORT, 'Netball');
    const panel = document.getElementById(filtersToggle().getAttribute('aria-controls') ?? '')!;
    for (const theme of ['dark', 'light'] as const) {
      act(() => setTheme(theme));
      expect(document.documentElement.getAttribute('data-theme')).toBe(theme);
      const result = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.passes.length).toBeGreaterThan(5);
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  it("the alert and the feed carry the search's facets", async () => {
    const posts = recordRequests('/api/alerts');
    const { user } = renderApp({
      route: '/jobsearch?jobtitle=coach&sportType=Netball&times=Evenings',
      user: 'coach',
    });
    const feed = await screen.findByRole('link', { name: FEED_TEXTS.link }, wait);
    expect(feed.getAttribute('href')).toBe(
      '/feeds/jobs.xml?title=coach&sportType=Netball&times=Evenings',
    );
    await user.click(screen.getByRole('button', { name: ALERT_TEXTS.getAlerts }));
    const dialog = await screen.findByRole('dialog', { name: ALERT_TEXTS.dialogTitle }, wait);
    expect(within(dialog).getByText('Coach roles, Netball, Evenings')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: ALERT_TEXTS.create }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await posts[0].json()).toEqual({
      query: {
        title: 'coach',
        orgtype: '',
        location: '',
        interests: [],
        sportType: ['Netball'],
        times: ['Evenings'],
      },
      frequency: 'daily',
    });
  });
});

describe("the landing page's Sport field", { timeout: 30_000 }, () => {
  it('offers the sports and sends sportType to /jobsearch', async () => {
    const { user, location } = renderApp({ route: '/landing' });
    // The org types load (the browse links appear), and the sports with them.
    await screen.findByRole('link', { name: 'Professional Club' }, wait);
    await user.click(screen.getByRole('combobox', { name: SPORT }));
    await user.click(await screen.findByRole('option', { name: 'Netball' }, wait));
    await user.click(screen.getByRole('button', { name: MESSAGES.searchNow }));
    await waitFor(() => expect(location.href).toBe('/jobsearch?sportType=Netball'), wait);
    expect(location.history).toEqual([location.href]);
    // /jobsearch's Filters panel shows the choice.
    const sports = await group(SPORT);
    const netball = within(sports).getByRole('checkbox', { name: /^Netball/ }) as HTMLInputElement;
    expect(netball.checked).toBe(true);
  });
});
