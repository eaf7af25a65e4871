import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Collapse } from './collapse';

function Harness({ initial = false }: { initial?: boolean }) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="filters"
        onClick={() => setOpen(!open)}
      >
        Filters
      </button>
      <Collapse open={open} id="filters">
        <button type="button">Inside</button>
      </Collapse>
      <button type="button">After</button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Collapse', () => {
  it('keeps closed content hidden and out of the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    const region = document.getElementById('filters')!;
    expect(region.hidden).toBe(true);
    expect(region.hasAttribute('inert')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('opens over 400 ms and closes again, hiding the content at the end', async () => {
    vi.useFakeTimers();
    const user = { click: async (el: Element) => act(() => fireEvent.click(el)) };
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById('filters')!;
    expect(region.hidden).toBe(false);
    expect(region.getAttribute('data-state')).toBe('opening');
    act(() => vi.advanceTimersByTime(400));
    expect(region.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();

    await user.click(trigger);
    expect(region.hasAttribute('inert')).toBe(true);
    expect(region.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(399));
    expect(region.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(region.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
  });

  it('switches instantly under prefers-reduced-motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      ...original(q),
      matches: q.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(document.getElementById('filters')!.getAttribute('data-state')).toBe('open');
      expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('starts open when open is true', () => {
    render(<Harness initial />);
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
  });

  it('with appear, animates open over 400 ms when mounted open', () => {
    vi.useFakeTimers();
    render(
      <Collapse open appear id="filters">
        <button type="button">Inside</button>
      </Collapse>,
    );
    const region = document.getElementById('filters')!;
    expect(region.hidden).toBe(false);
    expect(region.getAttribute('data-state')).toBe('opening');
    expect(region.style.transition).toBe('height 400ms ease');
    expect(region.style.overflow).toBe('clip');
    act(() => vi.advanceTimersByTime(399));
    expect(region.getAttribute('data-state')).toBe('opening');
    act(() => vi.advanceTimersByTime(1));
    expect(region.getAttribute('data-state')).toBe('open');
    expect(region.style.height).toBe('');
    expect(region.style.overflow).toBe(''); // at rest: focus rings and popups are not clipped
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
  });

  it('with appear, a Collapse mounted closed stays hidden without animating', () => {
    render(
      <Collapse open={false} appear id="filters">
        <button type="button">Inside</button>
      </Collapse>,
    );
    const region = document.getElementById('filters')!;
    expect(region.hidden).toBe(true);
    expect(region.getAttribute('data-state')).toBe('closed');
  });
});
