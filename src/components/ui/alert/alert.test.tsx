import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors assertively with role alert', () => {
    render(<Alert severity="error">Something went wrong</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses role status for success', () => {
    render(<Alert severity="success">Saved</Alert>);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
