import { act, render, screen } from '@testing-library/react';
import { proxy } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { useSnapshot } from './use-snapshot';

const state = proxy({ count: 0, user: { name: 'Ann' } });
const seen: object[] = [];

function View() {
  const snap = useSnapshot(state);
  seen.push(snap);
  return (
    <p>
      {snap.count} {snap.user.name}
    </p>
  );
}

describe('useSnapshot', () => {
  it('renders the current state and re-renders when the proxy changes, nested values included', async () => {
    const { rerender } = render(<View />);
    expect(screen.getByText('0 Ann')).toBeTruthy();
    rerender(<View />);
    // Unchanged state gives the same snapshot object (no render loop, no needless work).
    expect(seen[seen.length - 1]).toBe(seen[0]);
    await act(async () => {
      state.count = 2;
      state.user.name = 'Bo';
    });
    expect(screen.getByText('2 Bo')).toBeTruthy();
    expect(seen[seen.length - 1]).not.toBe(seen[0]);
  });
});
