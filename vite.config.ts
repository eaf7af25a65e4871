import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * src/theme-init.js runs before first paint: it applies the stored theme (no flash of the wrong
 * one) and, on a prerendered page, starts the app once the page has painted. The build puts it
 * into index.html inline and minified (a file would be one more request before the first paint);
 * the server allows it by its hash in the CSP (server/http/static.ts, API.md). The dev server
 * serves it as a file.
 */
function inlineThemeInit(): Plugin {
  const file = fileURLToPath(new URL('./src/theme-init.js', import.meta.url));
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

/**
 * The style sheet first in <head>, before the inline start-up script (the build's order puts
 * Vite's <link rel="stylesheet"> last). With the sheet after the script, the parser went on into
 * <body> while the sheet was on its way, and Chromium computed style and layout for the unstyled
 * page, then again once the sheet came: traces of /landing showed four layout passes before the
 * first paint instead of two or three (issue 8, docs/benchmarks.md). A script after a pending
 * style sheet waits for it, so the body is parsed with its styles known; the script still runs
 * before the first paint, as it must (the stored theme).
 */
function styleSheetFirst(): Plugin {
  return {
    name: 'touchline-style-sheet-first',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
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

/**
 * Dynamic imports as plain `import()`: Vite wraps each in `__vitePreload(() => import(...), deps)`
 * with a list of the files it needs, and bundles the helper that loads them. With no preload
 * lists (`modulePreload: false`) and one style sheet (`cssCodeSplit: false`) there is nothing for
 * the helper to load, yet it and the wrappers would stay in the entry of every first visit
 * (issue 8). Runs on the rendered chunks, before their hashes are computed.
 */
function plainDynamicImports(): Plugin {
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

/**
 * Modules the landing and job search pages share (the search hero and the job list). Not the
 * Autocomplete's code: the hero loads it when a field is about to be used (issue 8), so only its
 * CSS module (the stand-in's look) is here. Nor the Filters panel (search-filters.tsx and the
 * Collapse): it loads when the panel first opens. Nor TextArea (text-area.tsx): no first visit
 * has one.
 */
const SEARCH_PAGES_COMMON =
  /[\\/]src[\\/](components[\\/](search-hero[\\/](?!search-filters)|job[\\/]job-(list|card)|ui[\\/]text-field[\\/](?!text-area)|ui[\\/]autocomplete[\\/]autocomplete\.module\.css)|api[\\/]lookups\.ts|shared[\\/](schemas[\\/]lookups|texts[\\/]search)\.ts)/;

/** The Autocomplete and the combobox behaviour it shares with TagSelect. */
const COMBOBOX =
  /[\\/]src[\\/]components[\\/]ui[\\/]autocomplete[\\/](autocomplete\.tsx|use-combobox\.ts)$/;

/**
 * CSS modules as namespaces in the build: `import styles from './x.module.css'` becomes
 * `import * as styles from ...`. Vite also exports each class as a named export, so the bundle
 * then keeps only the classes a chunk uses, each written as a plain string where it is used,
 * instead of an object naming every class of the sheet (about 0.2 KB gz on each first visit,
 * issue 8). The source keeps the default import, which the tests and vite/client's types read.
 * A class read as `styles['a-b']` has no named export: the build refuses it (name it aB).
 */
function cssModuleNamespaces(): Plugin {
  const importRE = /^import (\w+) from ('[^']+\.module\.css');$/gm;
  return {
    name: 'touchline-css-module-namespaces',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('.module.css')) return null;
      const out = code.replace(importRE, (_all, name: string, from: string) => {
        if (new RegExp(`\\b${name}\\[`).test(code))
          this.error(`${id}: ${name}[...] reads a CSS module class by a computed name`);
        return `import * as ${name} from ${from};`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Manifest keys for pages bundled by a chunk group (below: the job search page with the
 * Paginator). Vite's manifest names such a chunk `_<name>-<hash>.js`, not by its page's source,
 * so the server's preload tags (server/http/static.ts) and `npm run size` would not find the page.
 * After the build, each page module (`src/pages/<page>/<page>-page.tsx`) inside a chunk without
 * a key of its own gets one: a copy of that chunk's entry, marked as the dynamic entry it is.
 */
function pageManifestKeys(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'touchline-page-manifest-keys',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const file = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      let changed = false;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
        const key = Object.keys(manifest).find((k) => manifest[k].file === chunk.fileName);
        for (const id of chunk.moduleIds) {
          const src = path.relative(root, id).split(path.sep).join('/');
          if (key && !manifest[src] && /^src\/pages\/[^/]+\/[^/]+-page\.tsx$/.test(src)) {
            manifest[src] = { ...manifest[key], src, isDynamicEntry: true };
            changed = true;
          }
        }
      }
      if (changed) writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

// One config for the app build and both test environments (app: happy-dom, server: node).
// Built files go under static/js and static/css on the app's own origin (SPEC 7, base path '/').
/** CSS module file of each short class-name prefix, to refuse two modules sharing one. */
const cssModulePrefixes = new Map<string, string>();

/**
 * Class names of CSS modules: `<file>_<class>` (footer.module.css's .nav is `footer_nav`).
 * Readable in devtools and, unlike hashed names, compressible: the names are part of the JS of
 * every first visit (issue 8). File names of CSS modules are unique; the build fails otherwise.
 */
function scopedClassName(local: string, filename: string): string {
  const file = filename.split('?')[0];
  const prefix = (file.split(/[\\/]/).pop() ?? '').replace(/\.module\.css$/, '');
  const owner = cssModulePrefixes.get(prefix);
  if (owner && owner !== file)
    throw new Error(`Two CSS modules named ${prefix}: ${owner}, ${file}`);
  cssModulePrefixes.set(prefix, file);
  return `${prefix}_${local}`;
}

/** The server tests, on SQLite or (with TEST_DATABASE=postgres) on PostgreSQL. */
function serverProject(name: string, env: Record<string, string>, globalSetup: string[] = []) {
  return {
    extends: true as const,
    test: {
      name,
      environment: 'node',
      env,
      globalSetup,
      include: ['server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/server/**/*.test.ts'],
      exclude: ['tests/security/slow/**', 'node_modules/**'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [
    cssModuleNamespaces(),
    react(),
    inlineThemeInit(),
    styleSheetFirst(),
    plainDynamicImports(),
    pageManifestKeys(),
  ],
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: {
    alias: [
      // wouter's route parser: the subset of regexparam our routes use (src/lib/route-pattern.ts).
      {
        find: /^regexparam$/,
        replacement: fileURLToPath(new URL('./src/lib/route-pattern.ts', import.meta.url)),
      },
      // React 19 has useSyncExternalStore: wouter's shim import gets React's own (issue 8).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    // No dependency lists in the entry (they named every chunk of every page: ~1 KB gz on the
    // first visit). The server puts the first-visit pages' chunks in index.html as
    // modulepreload links instead (server/http/static.ts); other pages load theirs on demand.
    modulePreload: false,
    // One style sheet for the whole app (all of it is 8.5 KB gz, within the first visit's 10 KB
    // CSS budget), linked by index.html: a lazily loaded page never waits for its CSS, and the
    // entry carries no code to load style sheets per chunk (about 0.3 KB gz; decision 009).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // Seven hash characters (42 bits: plenty to tell one build's file from another's) rather
        // than eight: the entry names some 25 chunks, and a hash does not compress. Not six:
        // Rolldown needs seven once a build has more than 64 chunks.
        entryFileNames: 'static/js/[name]-[hash:7].js',
        chunkFileNames: 'static/js/[name]-[hash:7].js',
        // Few, larger first-visit chunks: every small chunk gzips on its own (its own header and
        // an empty dictionary), which cost the first visit several KB across ~25 chunks.
        // 'app': everything the entry loads statically (React, router, state, shell, and what
        // all three first-visit pages share: src/main.tsx) in one file; 'search': what landing
        // and job search share. Other modules keep Rolldown's automatic chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'search', test: SEARCH_PAGES_COMMON, priority: 1 },
            // The Paginator goes with the job search page: /jobsearch's first visit loads one
            // file less (about 0.2 KB gz); /jobsapplied, its only other user, loads that chunk.
            {
              name: 'job-search-page',
              test: /[\\/]src[\\/](pages[\\/]job-search[\\/]|components[\\/]ui[\\/]paginator[\\/])/,
              priority: 1,
            },
            // The Autocomplete with its combobox behaviour: one request when the search hero
            // loads it on demand (the two modules were two requests in a row).
            { name: 'combobox', test: COMBOBOX, priority: 1 },
            // The search hero's Filters panel with its TagSelect: one request when the panel is
            // about to open (the panel's module and the TagSelect were two requests in a row).
            {
              name: 'tag-select',
              test: /[\\/]src[\\/]components[\\/](ui[\\/](tag-select|collapse)[\\/]|search-hero[\\/]search-filters)/,
              priority: 1,
            },
            {
              name: 'job-details-view',
              test: /[\\/]src[\\/](components[\\/]job[\\/]job-details-view\.tsx|shared[\\/]texts[\\/]details\.ts|lib[\\/]rich-text\.ts|components[\\/]layout[\\/]rich-text[\\/]|api[\\/]job-detail\.ts|shared[\\/]schemas[\\/]job-detail\.ts)/,
              priority: 1,
            },
          ],
        },
        assetFileNames: (info) =>
          (info.names?.[0] ?? info.name ?? '').endsWith('.css')
            ? 'static/css/[name]-[hash:7][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // The slowest screen tests take about 2 s in CI beside the server suites (vitest's
          // default limit is 5 s): room for a slower machine, never a pass/fail on speed.
          testTimeout: 15_000,
        },
      },
      serverProject('server', {}),
      // The same server tests on PostgreSQL (TEST_DATABASE_URL, default the local `test`
      // database; each test database in a schema of its own). scripts/test.mjs runs this pass
      // when a server answers, and fails without one when CI=true.
      serverProject('server-pg', { TEST_DATABASE: 'postgres' }, ['tests/server/pg-setup.ts']),
    ],
  },
});
