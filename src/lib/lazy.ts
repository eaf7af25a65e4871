// Lazy page chunks (SPEC 7/9): each page is its own chunk, loaded with a 120 s timeout. A load
// that fails is retried once at once; if it fails again the route's error boundary shows the
// fallback, whose retry button calls retryFailedChunks() to load afresh.
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/constants';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the application could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError;
}

type Module<P> = { default: ComponentType<P> };

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const failed = new Set<() => void>();

/** Forget every failed chunk so the next render loads it again. */
export function retryFailedChunks(): void {
  for (const reset of Array.from(failed)) reset();
  failed.clear();
}

/** A page component that loads `loader`'s chunk on first render. */
// biome-ignore lint/suspicious/noExplicitAny: page props vary; the component passes them through
export function lazyPage<P extends Record<string, any> = object>(
  loader: () => Promise<Module<P>>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const create = () => {
    current = lazy(() =>
      withTimeout(loader(), timeoutMs)
        .catch(() => withTimeout(loader(), timeoutMs))
        .catch((error: unknown) => {
          failed.add(create);
          throw new ChunkLoadError(error);
        }),
    );
  };
  create();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level
  function LazyPage(props: P) {
    // biome-ignore lint/suspicious/noExplicitAny: createElement's overloads do not narrow lazy props
    return createElement(current as ComponentType<any>, props);
  }
  return LazyPage;
}
