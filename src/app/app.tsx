// The layout: skip link, header (loaded as the app starts), main (focus moves to the page's h1
// after navigation: focus-heading.ts, loaded on the first one), footer (loaded after the first
// render) and the snackbar host. The router (browser or memory location) is provided by the caller.
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { DeferredFooter } from '../components/layout/footer/deferred-footer';
import { DeferredHeader } from '../components/layout/header/deferred-header';
import { SnackbarHost } from '../components/layout/snackbar-host/snackbar-host';
// Direct file imports keep unused primitives (and their CSS) out of the first-visit bundle.
import { Spinner } from '../components/ui/spinner/spinner';
import { LOADING, SKIP_TO_CONTENT } from '../shared/texts/shell';
import styles from './app.module.css';
import { RouteErrorBoundary } from './error-boundary';
import { AppRoutes } from './routes';
import { useSessionCheck } from './session';

/**
 * After a navigation (not the first render), focus the new page's h1 once it is rendered. The
 * code doing it (focus-heading.ts) loads on the first navigation: the first render needs none.
 */
function useFocusHeadingOnNavigate(location: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const abort = new AbortController();
    import('./focus-heading').then(
      (m) => m.focusHeading(abort.signal),
      () => undefined,
    );
    return () => abort.abort();
  }, [location]);
}

export function App() {
  const [location] = useLocation();
  // The prerendered page the server sent was inert until now (src/main.tsx).
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  useSessionCheck();
  useFocusHeadingOnNavigate(location);

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {SKIP_TO_CONTENT}
      </a>
      <DeferredHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary resetKey={location}>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner label={LOADING} />
              </div>
            }
          >
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <DeferredFooter />
      <SnackbarHost />
    </div>
  );
}
