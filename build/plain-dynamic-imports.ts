// Why: with no preload lists and one style sheet, Vite's preload helper would load nothing, yet
// it and its wrappers would sit in the entry of every first visit.
// Dynamic imports become plain `import()`: Vite wraps each in `__vitePreload(() => import(...),
// deps)` with a list of the files it needs, and bundles the helper that loads them. With no
// preload lists (`modulePreload: false`) and one style sheet (`cssCodeSplit: false`) there is
// nothing for the helper to load. Runs on the rendered chunks, before their hashes are computed.
import type { Plugin } from 'vite';

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
        throw new Error(`plainDynamicImports: unexpected preload call in ${chunk.fileName}`);
      // The helper itself is then unused, but was bundled before this rewrite: its module
      // (`// \0vite/preload-helper.js` up to the next module's comment) becomes one empty
      // binding, which the entry may still export to chunks that import it without using it.
      const helper = out.indexOf('// \\0vite/preload-helper.js\n');
      if (helper >= 0) {
        const end = out.indexOf('\n\n//', out.indexOf('var __vitePreload = ', helper));
        const rest = `${out.slice(0, helper)}var __vitePreload;\n${out.slice(end + 2)}`;
        if (end < 0 || /\b(preloadOnce|assetsURL|scriptRel|isCssPreloadUrl)\b/.test(rest)) {
          this.warn(
            `plainDynamicImports: Vite's preload helper in ${chunk.fileName} left in place`,
          );
        } else {
          out = rest;
        }
      }
      if ((chunk.viteMetadata?.importedCss.size ?? 0) > 0)
        this.error(`${chunk.fileName} imports CSS of its own: the app has one style sheet`);
      return out === code ? null : { code: out, map: null };
    },
  };
}
