import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagSelect } from './tag-select';

const INTERESTS = ['Coaching', 'Analytics', 'Fitness', 'Nutrition', 'Scouting', 'Youth'];

function Harness({
  initial = [] as string[],
  onValueChange = vi.fn(),
}: {
  initial?: string[];
  onValueChange?: (v: string[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TagSelect
      label="Interests"
      name="interests"
      options={INTERESTS}
      value={value}
      onValueChange={(v) => {
        onValueChange(v);
        setValue(v);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Interests' }) as HTMLInputElement;
const chipNames = () =>
  screen
    .queryAllByRole('button', { name: /^Remove / })
    .map((b) => b.getAttribute('aria-label')?.replace('Remove ', ''));

describe('TagSelect', () => {
  it('has a multiselectable listbox; choosing toggles and keeps the list open', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.type(input(), 'fit');
    const listbox = screen.getByRole('listbox', { name: 'Interests' });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['Fitness']);
    expect(input().value).toBe('');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Fitness' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Analytics' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Fitness', 'Analytics']);
    await user.click(screen.getByRole('option', { name: 'Fitness' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Analytics']);
    expect(chipNames()).toEqual(['Analytics']);
    expect(
      Array.from(document.querySelectorAll<HTMLInputElement>('input[name="interests"]')).map(
        (i) => i.value,
      ),
    ).toEqual(['Analytics']);
  });

  it("shows at most 3 chips, then '+k' described to assistive technology", () => {
    render(<Harness initial={['Coaching', 'Analytics', 'Fitness', 'Nutrition', 'Scouting']} />);
    expect(chipNames()).toEqual(['Coaching', 'Analytics', 'Fitness']);
    expect(screen.getByText('+2')).toBeTruthy();
    const description = input()
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toBe('2 more selected: Nutrition, Scouting');
  });

  it('removes a tag with its named chip button and the last with Backspace', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Harness initial={['Coaching', 'Analytics', 'Fitness']} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Analytics' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Coaching', 'Fitness']);
    expect(document.activeElement).toBe(input());
    await user.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith(['Coaching']);
    await user.type(input(), 'x');
    await user.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenCalledTimes(2);
    expect(chipNames()).toEqual(['Coaching']);
  });

  it('reaches chip buttons with the keyboard and removes with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Coaching', 'Youth']} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Coaching' }));
    await user.keyboard('{Enter}');
    expect(chipNames()).toEqual(['Youth']);
  });

  it('Escape closes the list, a second Escape clears the typed text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Youth']} />);
    await user.type(input(), 'coa');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Coaching']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().value).toBe('coa');
    await user.keyboard('{Escape}');
    expect(input().value).toBe('');
    expect(chipNames()).toEqual(['Youth']);
  });
});
