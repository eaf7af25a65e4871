// A page's main load as a request state ('loading' | 'success' | 'error') with a retry.
import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'success'; data: T }
  | { status: 'error'; data: T | null; error: unknown };

export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): [Load<T>, () => void, (update: (data: T) => T) => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the dependencies
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (fn: (data: T) => T) =>
      setState((s) => (s.status === 'success' ? { status: 'success', data: fn(s.data) } : s)),
    [],
  );
  return [state, retry, update];
}
