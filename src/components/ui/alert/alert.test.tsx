import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors assertively with role alert', () => {
    render(<Alert severity="error">Something went wrong</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses role status for success and info', () => {
    render(
      <>
        <Alert severity="success">Saved</Alert>
        <Alert severity="info">Heads up</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((e) => e.textContent)).toEqual(['Saved', 'Heads up']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
