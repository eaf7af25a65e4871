// Why: the stored theme must apply before the first paint, without one more request for a file.
// src/theme-init.js runs before first paint: it applies the stored theme (no flash of the wrong
// one) and, on a prerendered page, starts the app once the page has painted. The build puts it
// into index.html inline and minified (a file would be one more request before the first paint);
// the server allows it by its hash in the CSP (server/http/static.ts, API.md). The dev server
// serves it as a file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';

export function inlineThemeInit(): Plugin {
  const file = fileURLToPath(new URL('../src/theme-init.js', import.meta.url));
  const tag = '<script src="/src/theme-init.js"></script>';
  return {
    name: 'touchline-inline-theme-init',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(tag)) throw new Error(`index.html lacks ${tag}`);
        const { code } = minifySync('theme-init.js', readFileSync(file, 'utf8'));
        return html.replace(tag, () => `<script>${code.trim()}</script>`);
      },
    },
  };
}
