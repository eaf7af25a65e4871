import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('is a labelled native select', async () => {
    const onChange = vi.fn();
    render(<Select label="Sport" options={['Football', 'Rugby']} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sport' });
    await userEvent.selectOptions(select, 'Rugby');
    expect((select as HTMLSelectElement).value).toBe('Rugby');
    expect(onChange).toHaveBeenCalledOnce();
  });
});
