// Why: with no preload lists and one style sheet, Vite's preload helper would load nothing, yet
// it and its wrappers would sit in the entry of every first visit.
// Dynamic imports become plain `import()`: Vite wraps each in `__vitePreload(() => import(...),
// deps)` with a list of the files it needs, and bundles the helper that loads them. With no
// preload lists (`modulePreload: false`) and one style sheet (`cssCodeSplit: false`) there is
// nothing for the helper to load. Runs on the rendered chunks, before minification and hashes.
import type { Plugin } from 'vite';

/** The helper's definition as Rolldown renders it, that definition emptied, and a string only the
 * helper's code contains. */
const HELPER = 'var __vitePreload = function preload(';
const NO_HELPER = 'var __vitePreload = void 0 && function preload(';
const HELPER_MARK = 'vite:preloadError';

export function plainDynamicImports(): Plugin {
  return {
    name: 'touchline-plain-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    renderChunk(code, chunk) {
      // `__vitePreload(() => import("./page.js"), __VITE_PRELOAD__)` becomes
      // `(() => import("./page.js"))()`: every call names its marker once, as its last argument.
      let out = code.replaceAll('__vitePreload(', '(').replaceAll(', __VITE_PRELOAD__)', ')()');
      if (out.includes('__VITE_PRELOAD__'))
        this.error(`plainDynamicImports: unexpected preload call in ${chunk.fileName}`);
      // The helper itself is then unused, but was bundled before this rewrite, and the entry may
      // still export it to chunks that import it without using it: its definition becomes
      // `void 0`, and the minifier drops what only it used. Only that one statement changes (the
      // helper's part of the chunk can hold other modules' statements).
      out = out.replace(HELPER, NO_HELPER);
      if ((chunk.viteMetadata?.importedCss.size ?? 0) > 0)
        this.error(`${chunk.fileName} imports CSS of its own: the app has one style sheet`);
      return out === code ? null : { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes(HELPER_MARK))
          this.error(`plainDynamicImports: Vite's preload helper left in ${chunk.fileName}`);
      }
    },
  };
}
