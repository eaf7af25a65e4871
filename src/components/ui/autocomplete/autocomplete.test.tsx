import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Autocomplete } from './autocomplete';

const SPORTS = ['Football', 'Rugby Union', 'Rugby League', 'Tennis', 'Basketball'];

function Harness({
  initial = '',
  onValueChange = vi.fn(),
  error,
}: {
  initial?: string;
  onValueChange?: (v: string) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="filters">
      <Autocomplete
        label="Sport"
        name="sport"
        options={SPORTS}
        value={value}
        error={error}
        onValueChange={(v) => {
          onValueChange(v);
          setValue(v);
        }}
      />
      <button type="button">Next</button>
      <p data-testid="value">{value}</p>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Sport' }) as HTMLInputElement;
const visibleOptions = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Autocomplete', () => {
  it('is a labelled combobox with a listbox it controls', async () => {
    const user = userEvent.setup();
    render(<Harness error="Pick a sport" />);
    const box = input();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pick a sport',
    );
    await user.click(box);
    const listbox = screen.getByRole('listbox', { name: 'Sport' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(visibleOptions()).toEqual(SPORTS);
  });

  it('filters by case-insensitive substring and selects with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.type(input(), 'RUG');
    expect(visibleOptions()).toEqual(['Rugby Union', 'Rugby League']);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const league = screen.getByRole('option', { name: 'Rugby League' });
    expect(input().getAttribute('aria-activedescendant')).toBe(league.id);
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Rugby Union' }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Rugby League');
    expect(input().value).toBe('Rugby League');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((document.querySelector('input[name="sport"]') as HTMLInputElement).value).toBe(
      'Rugby League',
    );
  });

  it('marks the committed option as selected and opens on it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Tennis" />);
    expect(input().value).toBe('Tennis');
    input().focus();
    await user.keyboard('{ArrowDown}');
    const tennis = screen.getByRole('option', { name: 'Tennis' });
    expect(tennis.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Football' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(input().getAttribute('aria-activedescendant')).toBe(tennis.id);
    await user.keyboard('{ArrowUp}');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Rugby League' }).id,
    );
  });

  it('Escape closes the list, a second Escape clears the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness initial="Tennis" onValueChange={onValueChange} />);
    input().focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().value).toBe('Tennis');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(input().value).toBe('');
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('restores the committed value when focus leaves with text that is not an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness initial="Football" onValueChange={onValueChange} />);
    await user.clear(input());
    await user.type(input(), 'Cricket');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No options');
    await user.tab();
    expect(input().value).toBe('Football');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('Football');
  });

  it('commits an exact (case-insensitive) match on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.type(input(), 'tennis');
    await user.tab();
    expect(onValueChange).toHaveBeenCalledWith('Tennis');
    expect(input().value).toBe('Tennis');
  });

  it('selects an option by click and clears with the named clear button', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Basketball' }));
    expect(onValueChange).toHaveBeenLastCalledWith('Basketball');
    expect(input().value).toBe('Basketball');
    await user.click(screen.getByRole('button', { name: 'Clear Sport' }));
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
  });

  it('shows a loading status instead of options while loading', async () => {
    const user = userEvent.setup();
    render(<Autocomplete label="City" options={[]} value="" onValueChange={vi.fn()} loading />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
