import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../checkbox/checkbox';
import { PasswordField } from '../password-field/password-field';
import { Select } from '../select/select';
import { TextArea, TextField } from './text-field';

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

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.type(input, 'secret!1');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe('secret!1');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(input.type).toBe('password');
  });
});

describe('Checkbox', () => {
  it('toggles with Space and reports errors', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="I agree"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          error={checked ? undefined : 'You must agree'}
        />
      );
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree',
    );
    box.focus();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});

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
