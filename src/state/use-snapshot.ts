// The React binding of the stores: valtio's vanilla proxies read through useSyncExternalStore.
// valtio's own useSnapshot tracks which properties a render read (proxy-compare, which the first
// visit would carry: docs/benchmarks.md); these stores are small and change rarely, so
// re-rendering the few subscribers on any change costs nothing and keeps the first visit lean
// (issue 8).
import { useCallback, useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';

/** An immutable snapshot of a valtio proxy; the component re-renders when the proxy changes. */
export function useSnapshot<T extends object>(state: T): Snapshot<T> {
  const subscribeTo = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = useCallback(() => snapshot(state), [state]);
  return useSyncExternalStore(subscribeTo, read, read);
}
