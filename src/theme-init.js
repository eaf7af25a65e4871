// Runs before first paint, inline in index.html (the build inlines it; the CSP allows it by its
// hash). 1. Applies the stored mode (localStorage 'mode': {"theme": "light"|"dark"|null,
// "color": ...}) to <html>, so there is no flash of the wrong theme; same rules as
// src/state/mode.ts: no theme -> no data-theme (tokens.css follows prefers-color-scheme); and
// marks a stored session (data-session). 2. On a prerendered page (server/http/static.ts names
// its entry `link[data-entry]`), starts the app once the page has painted: the page shows
// before the browser spends time on the script.
(() => {
  const root = document.documentElement;
  try {
    const mode = JSON.parse(localStorage.getItem('mode')) || {};
    if (/^(light|dark)$/.test(mode.theme)) root.dataset.theme = mode.theme;
    if (/^(teal|blue|violet|orange|green)$/.test(mode.color)) root.dataset.color = mode.color;
    // A stored session: the prerendered (signed-out) header hides its Sign in / Sign up until
    // the app has rendered the account menu (header.module.css).
    if (localStorage.getItem('token') && localStorage.getItem('user')) root.dataset.session = '';
  } catch {
    // Storage unavailable or malformed: the default theme applies.
  }

  const start = () => {
    const link = document.querySelector('link[data-entry]');
    if (!link) return; // not a prerendered page, or started already
    link.removeAttribute('data-entry');
    const script = document.createElement('script');
    script.type = 'module';
    script.src = link.href;
    document.head.append(script);
  };
  // A hidden tab paints nothing: it starts when shown, or after 3 s at the latest (as would a
  // browser that reported no paint).
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
  // After the first contentful paint. Every browser the build targets reports paint timing
  // (vite.config.ts: Vite's default, baseline widely available).
  // The later pages' style sheet (build/later-css.ts: media="print", blocking nothing) applies
  // once the page has loaded.
  addEventListener('load', () => {
    const later = document.querySelector('link[data-later]');
    if (later) later.media = 'all';
  });
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint')[0]) start();
  }).observe({ type: 'paint', buffered: true });
})();
