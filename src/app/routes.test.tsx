import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/render';

describe('routes', () => {
  it('redirects / to /landing', async () => {
    const { location } = renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing' })).toBeTruthy();
    expect(location.href).toBe('/landing');
  });
});
