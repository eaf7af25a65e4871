// Why: with the style sheet after the start-up script, Chromium laid the page out unstyled first.
// The style sheet goes first in <head>, before the inline start-up script (the build's order puts
// Vite's <link rel="stylesheet"> last). With the sheet after the script, the parser went on into
// <body> while the sheet was on its way, and Chromium computed style and layout for the unstyled
// page, then again once the sheet came: traces of /landing showed four layout passes before the
// first paint instead of two or three (docs/benchmarks.md). A script after a pending style sheet
// waits for it, so the body is parsed with its styles known; the script still runs before the
// first paint, as it must (the stored theme).
import type { Plugin } from 'vite';

export function styleSheetFirst(): Plugin {
  return {
    name: 'touchline-style-sheet-first',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The later sheet (build/later-css.ts, media="print") blocks nothing and stays last.
        const links = html.match(/[ \t]*<link rel="stylesheet"(?![^>]*data-later)[^>]*>\n?/g) ?? [];
        if (links.length !== 1)
          throw new Error(`index.html: ${links.length} style sheets, not one`);
        if (!html.includes('</title>')) throw new Error('index.html lacks <title>');
        return html
          .replace(links[0], '')
          .replace('</title>', () => `</title>\n    ${links[0].trim()}`);
      },
    },
  };
}
