// Applies the stored mode (localStorage 'mode': {"theme": "light"|"dark"|null, "color": ...})
// to <html> before first paint, so there is no flash of the wrong theme. Same rules as
// src/state/mode.ts: no theme -> no data-theme (tokens.css follows prefers-color-scheme).
// Then, on a prerendered page (server/http/static.ts names its entry `link[data-entry]`), starts
// the app after the first paint: the page shows before the browser spends time on the script.
(() => {
  const colors = ['teal', 'blue', 'violet', 'orange', 'green'];
  const root = document.documentElement;
  try {
    const mode = JSON.parse(localStorage.getItem('mode') || 'null');
    if (mode && (mode.theme === 'light' || mode.theme === 'dark')) {
      root.setAttribute('data-theme', mode.theme);
    }
    if (mode && colors.indexOf(mode.color) !== -1) root.setAttribute('data-color', mode.color);
  } catch {
    // Storage unavailable or malformed: the default theme applies.
  }

  let started = false;
  const start = () => {
    const link = document.querySelector('link[data-entry]');
    if (started || !link) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = link.href;
    document.head.appendChild(script);
  };
  // Once the page has painted (the first-contentful-paint entry, or the next frame where paint
  // timing is not reported); a hidden tab paints nothing, so it starts once parsed or hidden.
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  document.addEventListener('DOMContentLoaded', () => {
    if (document.hidden) start();
  });
  document.addEventListener('visibilitychange', start);
})();
