// The Filters panel's code (search-filters.tsx: the Collapse and the Interests TagSelect) loads on
// demand; until it is in, the Filters button's aria-controls names the panel's placeholder.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, tags } from '../../../tests/mocks';
import { MESSAGES } from '../../shared/messages';
import { SearchHero } from './search-hero';
import type { SearchLookups } from './use-search-lookups';

// The panel's module arrives when the test lets it.
const gate = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { arrived, open };
});
vi.mock('./search-filters', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

const lookups: SearchLookups = {
  data: { orgTypes: ['School'], locations: ['Sydney'] },
  status: 'success',
  retry: () => undefined,
  update: () => undefined,
};

const toggle = () => screen.getByRole('button', { name: MESSAGES.filters });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls') ?? '')!;

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('SearchHero Filters panel', () => {
  it('with interests in the URL: open at once, loading until its code arrives, no animation', async () => {
    window.history.replaceState(null, '', '/landing?interests=Cricket,Netball');
    render(<SearchHero lookups={lookups} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(panel().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('combobox', { name: MESSAGES.interests })).toBeNull();

    gate.open();
    expect(await screen.findByRole('combobox', { name: MESSAGES.interests })).toBeTruthy();
    expect(panel().getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('button', { name: 'Remove Cricket' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Netball' })).toBeTruthy();
  });

  it('closed at first: aria-controls names a hidden element; a click animates it open over 400 ms', async () => {
    render(<SearchHero lookups={lookups} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull(); // nothing is loading
    expect(screen.queryByRole('combobox', { name: MESSAGES.interests })).toBeNull();

    vi.useFakeTimers();
    act(() => fireEvent.click(toggle()));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await act(async () => undefined);
    expect(panel().getAttribute('data-state')).toBe('opening');
    expect(panel().hidden).toBe(false);
    act(() => vi.advanceTimersByTime(400));
    expect(panel().getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('combobox', { name: MESSAGES.interests })).toBeTruthy();

    act(() => fireEvent.click(toggle()));
    expect(panel().getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(400));
    expect(panel().hidden).toBe(true);
  });

  it('asks for the interest tags only when the panel loads, and offers them', async () => {
    const seen = recordRequests('/api/user/taglist');
    const user = userEvent.setup();
    render(<SearchHero lookups={lookups} />);
    await act(async () => undefined);
    expect(seen).toHaveLength(0);
    await user.click(toggle());
    const field = await screen.findByRole('combobox', { name: MESSAGES.interests });
    expect(seen).toHaveLength(1);
    await user.click(field);
    expect(await screen.findByRole('option', { name: tags[0] })).toBeTruthy();
  });
});
