// Why: the app's one style sheet (decision 009) blocks every first paint, and each page added
// since grew it towards the first visit's 10 KB CSS budget. The CSS modules of the pages no
// first visit lands on (account, profile, employer screens...) go to a second sheet instead,
// linked `media="print"` (fetched at low priority, blocking nothing) and switched to all media
// by src/theme-init.js once the page has loaded, before anyone can open such a page in the app.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_VISIT_PAGES } from '../src/shared/first-visit-pages.ts';

const PAGES_DIR = path.resolve('src/pages');
/** Page folders whose CSS stays in the first sheet: the first-visit pages and the error pages. */
const FIRST_SHEET_PAGES = new Set([
  ...FIRST_VISIT_PAGES.map((p) => p.source.split('/')[2]),
  'error',
]);

/** Whether a CSS module belongs to the later sheet: a page's own, of a page not landed on first. */
export function isLaterCss(file: string): boolean {
  const rel = path.relative(PAGES_DIR, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  return !FIRST_SHEET_PAGES.has(rel.split(path.sep)[0]);
}

/**
 * The later sheet's CSS modules, as build/css-modules.ts met them (it leaves their imports out
 * of the JS and names their classes in place).
 */
export const laterSheets = new Set<string>();

/**
 * A CSS module's rules with its classes named as the build names them (`scoped`): the later
 * sheet's modules use no :global, composes, @keyframes or nesting; the build refuses them.
 */
export function scopeCssModule(
  css: string,
  file: string,
  scoped: (local: string, file: string) => string,
): string {
  if (/:global|composes\s*:|@keyframes|@import|&/.test(css))
    throw new Error(
      `${file}: a later sheet's module may not use :global, composes, @keyframes, @import or nesting`,
    );
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Selectors are what stands before each `{`; declarations (values like 0.5rem) are left alone.
  return plain
    .replace(
      /([^{}]*)\{/g,
      (_all, selector: string) =>
        `${selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_m, local: string) => `.${scoped(local, file)}`)}{`,
    )
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const LATER_NAME = 'later.css';

export function laterCss(scoped: (local: string, file: string) => string): Plugin {
  return {
    name: 'touchline-later-css',
    apply: 'build',
    renderStart() {
      const files = [...laterSheets].sort();
      const source = files
        .map(
          (f) =>
            `/* ${path.relative(process.cwd(), f)} */\n${scopeCssModule(readFileSync(f, 'utf8'), f, scoped)}`,
        )
        .join('\n');
      this.emitFile({ type: 'asset', name: LATER_NAME, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (f) =>
            f.type === 'asset' &&
            ((f as { names?: string[] }).names?.includes(LATER_NAME) || f.name === LATER_NAME),
        );
        if (!asset) throw new Error('later-css: the later sheet was not emitted');
        return html.replace(
          '</head>',
          () =>
            `  <link rel="stylesheet" crossorigin href="/${asset.fileName}" media="print" data-later>\n  </head>`,
        );
      },
    },
  };
}
