// Lazy page chunks (SPEC 7/9): each page is its own chunk, loaded with a 120 s timeout. A load
// that fails is retried once at once; if it fails again the route's error boundary shows the
// fallback, whose retry button calls retryFailedChunks() to load afresh.
import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';
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
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const failed = new Set<() => void>();

/** Forget every failed chunk so the next render loads it again. */
export function retryFailedChunks(): void {
  for (const reset of Array.from(failed)) reset();
  failed.clear();
}

/** A lazily loaded page: a component, plus `preload()` to fetch its chunk ahead of rendering. */
export type LazyPageComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page component that loads `loader`'s chunk on first render. Once the chunk is in (loaded by
 * a render or by `preload()`), it renders the page directly: a preloaded page never suspends, so
 * the first render over a prerendered page shows no loading state (src/main.tsx).
 */
// biome-ignore lint/suspicious/noExplicitAny: page props vary; the component passes them through
export function lazyPage<P extends Record<string, any> = object>(
  loader: () => Promise<Module<P>>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPageComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const load = () =>
    withTimeout(loader(), timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    });
  let current: LazyExoticComponent<ComponentType<P>>;
  const create = () => {
    current = lazy(() =>
      load()
        .catch(() => load())
        .catch((error: unknown) => {
          failed.add(create);
          throw new ChunkLoadError(error);
        }),
    );
  };
  create();
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level
  function LazyPage(props: P) {
    // Chosen once per mounted page, so a page rendered through the lazy wrapper is not remounted
    // when its chunk later arrives.
    const [component] = useState(() => loaded ?? current);
    // biome-ignore lint/suspicious/noExplicitAny: createElement's overloads do not narrow lazy props
    return createElement(component as ComponentType<any>, props);
  }
  LazyPage.preload = () =>
    load().then(
      () => undefined,
      () => undefined, // a failed preload changes nothing: the render loads (and reports) it
    );
  return LazyPage;
}

/**
 * The app's routes, each path with its page: src/app/routes.tsx sets them, so that what sits
 * below the app (a job card) can load a page's chunk without importing the routes.
 */
let pageRoutes: readonly (readonly [path: string, page: unknown, ...rest: unknown[]])[] = [];

export function setPageRoutes(routes: typeof pageRoutes): void {
  pageRoutes = routes;
}

/**
 * Loads the page of `pathname` (src/main.tsx: before the first render over a page the server
 * sent prerendered, src/shared/first-visit-pages.ts; a job card: ahead of its click), or nothing
 * when its page is not lazy. Never rejects: a failed load is left to the render.
 */
export function preloadPage(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pageRoutes.find(([route]) => route === path)?.[1];
  return (page as Partial<LazyPageComponent<object>> | undefined)?.preload?.() ?? Promise.resolve();
}
