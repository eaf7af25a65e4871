import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its name and value, clamped to 0-100', () => {
    const { rerender } = render(<ProgressBar label="Uploading CV" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading CV' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    rerender(<ProgressBar label="Uploading CV" value={140} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });

  it('is indeterminate without aria-valuenow when value is null', () => {
    render(<ProgressBar label="Loading" value={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('data-state')).toBe('indeterminate');
  });
});
