// Applies the stored mode (localStorage 'mode': {"theme": "light"|"dark"|null, "color": ...})
// to <html> before first paint, so there is no flash of the wrong theme. Same rules as
// src/state/mode.ts: no theme -> no data-theme (tokens.css follows prefers-color-scheme).
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
})();
