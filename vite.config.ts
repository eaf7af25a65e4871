import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * public/theme-init.js is a classic script (it must run before first paint, and the CSP allows
 * no inline script), so Vite copies it as is: minify the copy, as the first visit downloads it.
 */
function minifyThemeInit(): Plugin {
  let outDir = 'dist';
  return {
    name: 'touchline-minify-theme-init',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const file = join(outDir, 'theme-init.js');
      const { code } = minifySync('theme-init.js', readFileSync(file, 'utf8'));
      writeFileSync(file, code);
    },
  };
}

/** Modules every first-visit page (landing, job search, job details) loads. */
const FIRST_VISIT_COMMON =
  /[\\/]src[\\/](api[\\/](client|jobs)\.ts|shared[\\/](schemas[\\/](jobs|shape)|texts[\\/](browse|api-success))\.ts|lib[\\/](format-date|search-params)\.ts|components[\\/]ui[\\/](skeleton|alert)[\\/])/;

/** Modules the landing and job search pages share (the search hero and the job list). */
const SEARCH_PAGES_COMMON =
  /[\\/]src[\\/](components[\\/](search-hero|job[\\/]job-(list|card)|ui[\\/](autocomplete|text-field|collapse)[\\/])|api[\\/]lookups\.ts|shared[\\/]schemas[\\/]lookups\.ts)/;

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

export default defineConfig({
  base: '/',
  plugins: [react(), minifyThemeInit()],
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: {
    alias: [
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
    rollupOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        // Few, larger first-visit chunks: every small chunk gzips on its own (its own header and
        // an empty dictionary), which cost the first visit several KB across ~25 chunks.
        // 'app': everything the entry loads statically (React, router, state, shell) in one
        // file; 'common': what all three first-visit pages (landing, job search, job details)
        // share; 'search': what landing and job search share. Other modules keep Rolldown's
        // automatic chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'common', test: FIRST_VISIT_COMMON, priority: 1 },
            { name: 'search', test: SEARCH_PAGES_COMMON, priority: 1 },
          ],
        },
        assetFileNames: (info) =>
          (info.names?.[0] ?? info.name ?? '').endsWith('.css')
            ? 'static/css/[name]-[hash][extname]'
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
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/server/**/*.test.ts',
          ],
          exclude: ['tests/security/slow/**', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
