import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled, typeable and forwards its ref', async () => {
    const onChange = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Email" name="email" onChange={onChange} ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'a@b.co');
    expect((input as HTMLInputElement).value).toBe('a@b.co');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error under the field and describes the input with it', () => {
    render(<TextField label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it', 'Enter a valid email']);
  });

  it('gives two fields distinct ids', () => {
    render(
      <>
        <TextField label="A" />
        <TextField label="B" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'B' }).id,
    );
  });
});

describe('TextArea', () => {
  it('is labelled and carries the error', () => {
    render(<TextArea label="Cover letter" error="Required" />);
    const area = screen.getByRole('textbox', { name: 'Cover letter' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required').id).toBe(area.getAttribute('aria-describedby'));
  });
});
