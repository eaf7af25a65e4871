// The one way a screen loads data (issue 25). `load` runs on mount and again when `deps` change
// or on retry(), with a signal that aborts on unmount and when a newer load starts, so a stale
// answer is never shown. A null `load` is 'idle' (nothing to load: no id, not signed in). The
// last answer stays while the next one loads and after a failure. An answer arrives in a
// transition (rendered in slices: a long list on a first-visit page stays responsive).
import { startTransition, useEffect, useReducer, useState } from 'react';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export type LoadState<T> =
  | { status: 'idle' | 'loading'; data?: T; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

export type Load<T> = LoadState<T> & {
  retry: () => void;
  /** Changes the loaded answer in place (after a save) without loading again; only once loaded. */
  update: (change: (data: T) => T) => void;
};

export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
): Load<T> {
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const [state, setState] = useState<LoadState<T>>({ status: load ? 'loading' : 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `load` depends on
  useEffect(() => {
    if (!load) return setState({ status: 'idle' });
    const controller = new AbortController();
    const { signal } = controller;
    setState((s) => ({ status: 'loading', data: s.data }));
    load(signal).then(
      (data) => {
        if (!signal.aborted) startTransition(() => setState({ status: 'success', data }));
      },
      (error: unknown) => {
        if (!signal.aborted) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  return {
    ...state,
    retry,
    update: (change) => setState((s) => ({ ...s, data: change(s.data as T) })),
  };
}
