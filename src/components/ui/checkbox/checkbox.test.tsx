import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

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

describe('Checkbox', () => {
  it('toggles with Space and reports errors', async () => {
    const user = userEvent.setup();
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
