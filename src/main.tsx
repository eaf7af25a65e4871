import '../styles/reset.css';
import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { primeFirstScreen } from './app/first-load';
import { preloadPage } from './lib/lazy';
import { restoreAuth } from './state/auth';
import { restoreMode } from './state/mode';
import { followOtherTabs } from './state/tabs';
// The lists' rows per page: the job search and jobs applied pages share it (a chunk of its own
// would cost /jobsearch more than it costs the entry).
import './state/paging';

restoreAuth();
restoreMode();
followOtherTabs();
primeFirstScreen(window.location.pathname, window.location.search);

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  if (root.hasChildNodes()) {
    // The server sent the page prerendered (inert, scripts/prerender.mjs): load the page's chunk
    // (already preloaded by index.html) before the first render, so that render replaces the
    // prerendered page with the same page at once, with no loading state in between; App lifts
    // `inert`.
    void preloadPage(window.location.pathname).then(() =>
      // A transition: React renders in slices of a few ms, yielding to the browser between them.
      startTransition(() => reactRoot.render(app)),
    );
  } else {
    reactRoot.render(app);
  }
}
