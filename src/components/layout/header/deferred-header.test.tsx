import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The header the server prerendered, as the first render finds it in #root.
const PRERENDERED = '<div class="inner"><a href="/signin/">Sign in</a></div>';

function RealHeader() {
  return <header className="real">Real header</header>;
}

async function freshDeferredHeader(
  header: () => Promise<never> | { Header: () => React.ReactNode },
) {
  vi.resetModules();
  vi.doMock('./header', header);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div><header class="prerendered">${PRERENDERED}</header></div>`;
  document.body.append(root);
  return (await import('./deferred-header')).DeferredHeader;
}

afterEach(() => {
  vi.doUnmock('./header');
  document.getElementById('root')?.remove();
});

describe('DeferredHeader', () => {
  it('keeps the prerendered header, inert and busy, until its chunk arrives', async () => {
    const DeferredHeader = await freshDeferredHeader(() => new Promise(() => undefined));
    const { container } = render(<DeferredHeader />);
    const header = container.querySelector('header');
    expect(header?.className).toBe('prerendered');
    expect(header?.innerHTML).toBe(PRERENDERED);
    expect(header?.hasAttribute('inert')).toBe(true);
    expect(header?.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps it usable (its links plain links) when the chunk cannot load', async () => {
    const DeferredHeader = await freshDeferredHeader(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { container } = render(<DeferredHeader />);
    await waitFor(() => expect(container.querySelector('header[inert]')).toBeNull());
    const header = container.querySelector('header');
    expect(header?.innerHTML).toBe(PRERENDERED);
    expect(header?.hasAttribute('aria-busy')).toBe(false);
  });

  it('renders the header itself once its chunk is in', async () => {
    const DeferredHeader = await freshDeferredHeader(() => ({ Header: RealHeader }));
    const { container } = render(<DeferredHeader />);
    await waitFor(() => expect(container.querySelector('header')?.className).toBe('real'));
    expect(container.querySelector('header[inert]')).toBeNull();
  });
});
