import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad } from './use-load';

/** A loader whose answers the test settles by hand, recording each call's signal. */
function controlledLoader<T>() {
  const calls: {
    key: unknown;
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const loaderFor = (key: unknown) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, loaderFor };
}

describe('useLoad', () => {
  it('is loading, then shows the answer', async () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { result } = renderHook(() => useLoad(loaderFor('a'), []));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve('answer'));
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe('answer');
  });

  it('is idle without a loader, and loads once it has one', async () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ id }) => useLoad(id ? loaderFor(id) : null, [id]), {
      initialProps: { id: '' },
    });
    expect(result.current.status).toBe('idle');
    expect(calls).toHaveLength(0);
    rerender({ id: 'x' });
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]?.resolve('x'));
    expect(result.current.data).toBe('x');
  });

  it('aborts the load on unmount', () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { unmount } = renderHook(() => useLoad(loaderFor('a'), []));
    expect(calls[0]?.signal.aborted).toBe(false);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('aborts the load when its dependencies change, and loads again', () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { rerender } = renderHook(({ id }) => useLoad(loaderFor(id), [id]), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'a' });
    expect(calls).toHaveLength(1);
    rerender({ id: 'b' });
    expect(calls.map((c) => [c.key, c.signal.aborted])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('ignores a stale answer that arrives after a newer load started', async () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ id }) => useLoad(loaderFor(id), [id]), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => calls[1]?.resolve('answer b'));
    await act(async () => calls[0]?.resolve('answer a'));
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe('answer b');
    // A stale failure is ignored too.
    rerender({ id: 'c' });
    rerender({ id: 'd' });
    await act(async () => calls[2]?.reject(new Error('stale')));
    expect(result.current.status).toBe('loading');
  });

  it('keeps the last answer while loading and after a failure, with the error', async () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ id }) => useLoad(loaderFor(id), [id]), {
      initialProps: { id: 'a' },
    });
    await act(async () => calls[0]?.resolve('answer a'));
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: 'answer a' });
    const failure = new Error('offline');
    await act(async () => calls[1]?.reject(failure));
    expect(result.current).toMatchObject({ status: 'error', data: 'answer a', error: failure });
  });

  it('retries: loads again with a fresh signal after a failure', async () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { result } = renderHook(() => useLoad(loaderFor('a'), []));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => calls[1]?.resolve('second try'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('second try');
    expect(result.current.error).toBeUndefined();
  });

  it('a retry while loading aborts the load in flight', () => {
    const { calls, loaderFor } = controlledLoader<string>();
    const { result } = renderHook(() => useLoad(loaderFor('a'), []));
    act(() => result.current.retry());
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, false]);
  });

  it('updates a loaded answer in place without loading again', async () => {
    const { calls, loaderFor } = controlledLoader<number[]>();
    const { result } = renderHook(() => useLoad(loaderFor('a'), []));
    await act(async () => calls[0]?.resolve([1, 2]));
    act(() => result.current.update((list) => [...list, 3]));
    expect(result.current).toMatchObject({ status: 'success', data: [1, 2, 3] });
    expect(calls).toHaveLength(1);
  });
});
