// The layout: skip link, header, main (focus moves to the page's h1 after navigation), footer and
// the snackbar host. The router (browser or memory location) is provided by the caller.
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Footer } from '../components/layout/footer/footer';
import { Header } from '../components/layout/header/header';
import { SnackbarHost } from '../components/layout/snackbar-host/snackbar-host';
// Direct file imports keep unused primitives (and their CSS) out of the first-visit bundle.
import { Spinner } from '../components/ui/spinner/spinner';
import styles from './app.module.css';
import { RouteErrorBoundary } from './error-boundary';
import { AppRoutes } from './routes';
import { useSessionCheck } from './session';

const FOCUS_WAIT_MS = 5000;

/** After a navigation (not the first render), focus the new page's h1 once it is rendered. */
function useFocusHeadingOnNavigate(main: React.RefObject<HTMLElement | null>, location: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const focusHeading = () => {
      // Skip an h1 that is not rendered (the previous page, hidden while the next one loads).
      const heading = Array.from(root.querySelectorAll<HTMLElement>('h1')).find(
        (h) => h.getClientRects().length > 0,
      );
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return document.activeElement === heading;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    const timer = setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location, main]);
}

export function App() {
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  // The prerendered page the server sent was inert until now (src/main.tsx).
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  useSessionCheck();
  useFocusHeadingOnNavigate(main, location);

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary resetKey={location}>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner label="Loading" />
              </div>
            }
          >
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <SnackbarHost />
    </div>
  );
}
