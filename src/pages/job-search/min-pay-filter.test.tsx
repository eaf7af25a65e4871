// The job search's "Minimum pay" filter (issue 28): in the Filters panel, whole dollars a year,
// its hint, the URL's minPay and the API's.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobs, recordRequests } from '../../../tests/mocks';
import { renderApp } from '../../../tests/render';
import { MESSAGES } from '../../shared/messages';
import { payYearMax } from '../../shared/pay';
import { MIN_PAY_TEXTS as T } from '../../shared/texts/pay';
import { SEARCH_TEXTS } from '../../shared/texts/search';

const wait = { timeout: 10_000 };
const results = () => screen.getByRole('region', { name: MESSAGES.rolesForYou });
const minPayField = () =>
  screen.findByRole('textbox', { name: T.label }, wait) as Promise<HTMLInputElement>;

describe('job search: minimum pay', { timeout: 20_000 }, () => {
  it('a URL with minPay opens Filters with the amount and its hint, and asks the API for it', async () => {
    const seen = recordRequests('/api/job/list');
    renderApp({ route: '/jobsearch?minPay=80000' });
    const field = await minPayField();
    expect(field.value).toBe('80000');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    const hint = screen.getByText(T.hint);
    expect(field.getAttribute('aria-describedby')).toContain(hint.id);
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'), wait);
    expect(new URL(seen[0].url).searchParams.get('minPay')).toBe('80000');
    // The roles whose top of range a year is at least 80,000; those without one left out.
    const matching = jobs.filter(
      (j) => j.open !== false && (payYearMax(j as Parameters<typeof payYearMax>[0]) ?? -1) >= 80000,
    ).length;
    expect(matching).toBeGreaterThan(0);
    expect(within(results()).getByText(`${matching} roles`)).toBeTruthy();
    // The Filters button counts it.
    const toggle = screen.getByRole('button', { name: new RegExp(SEARCH_TEXTS.filters) });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps whole dollars only as typed and puts them in the URL on search', async () => {
    const seen = recordRequests('/api/job/list');
    const { user, location } = renderApp({ route: '/jobsearch' });
    await user.click(
      await screen.findByRole('button', { name: new RegExp(SEARCH_TEXTS.filters) }, wait),
    );
    const field = await minPayField();
    await user.type(field, '$70,000');
    expect(field.value).toBe('70000');
    await user.click(screen.getByRole('button', { name: SEARCH_TEXTS.searchNow }));
    await waitFor(() => expect(location.href).toBe('/jobsearch?minPay=70000'));
    await waitFor(() =>
      expect(seen.some((r) => new URL(r.url).searchParams.get('minPay') === '70000')).toBe(true),
    );
  });
});
