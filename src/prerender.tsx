// Build-time only (scripts/prerender.mjs, through Vite's SSR loader; never in the browser
// bundle): the first visit's pages rendered to HTML in their loading state (no data, signed
// out, default theme), which the server puts in index.html so a cheap phone paints the page
// from HTML and CSS before the JavaScript has run (decision 009). The app renders over it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';

/** The markup of the app at `path` (+ `search`, without '?'), once every lazy part is loaded. */
export async function renderPage(path: string, search: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <App />
      </Router>
    </StrictMode>,
  );
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}
