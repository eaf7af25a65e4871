import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstVisitChunks } from './build/chunk-groups.ts';
import { cssModuleClassesInPlace, cssModulesKept, scopedClassName } from './build/css-modules.ts';
import { inlineThemeInit } from './build/inline-theme-init.ts';
import { laterCss } from './build/later-css.ts';
import { pageManifestKeys } from './build/page-manifest-keys.ts';
import { plainDynamicImports } from './build/plain-dynamic-imports.ts';
import { reactProductionFiles } from './build/react-production-files.ts';
import { styleSheetFirst } from './build/style-sheet-first.ts';

// One config for the app build and both test environments (app: happy-dom, server: node).
// Built files go under static/js and static/css on the app's own origin (SPEC 7, base path '/').
// The build's plugins are in build/, each with the reason it exists.

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
    reactProductionFiles(),
    cssModuleClassesInPlace(),
    cssModulesKept(),
    react(),
    inlineThemeInit(),
    styleSheetFirst(),
    laterCss(scopedClassName),
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
      // Imported constants written in place of their names: every user-facing text is one
      // constant in src/shared/texts (issue 25), and a text read as a name costs its
      // declaration, the name at each use and, across chunks, an export (-0.7 KB gz on each
      // first visit against 'smart'). CSS modules' classes are written in place before it
      // (build/css-modules.ts): imported as namespaces, 'all' inlined them, left the modules
      // unused and dropped them with their rules (a 3.9 KB style sheet instead of 55 KB).
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        // Seven hash characters (42 bits: plenty to tell one build's file from another's) rather
        // than eight: the entry names some 30 chunks, and a hash does not compress. Not six:
        // Rolldown needs seven once a build has more than 64 chunks.
        entryFileNames: 'static/js/[name]-[hash:7].js',
        // Lazy chunks by their hash alone: the entry's import() strings name every page's chunk,
        // and a name beside its hash cost the first visit about 0.2 KB gz. Nothing looks a chunk
        // up by its file name: the server's preload links and `npm run size` go by the manifest,
        // which keeps each chunk's name and source (the entry keeps its name: tests hold it).
        chunkFileNames: 'static/js/[hash:7].js',
        // Few, larger first-visit chunks: every small chunk gzips on its own (its own header and
        // an empty dictionary). The plan names chunks by the pages they serve
        // (build/chunk-groups.ts); other modules keep Rolldown's automatic chunks.
        codeSplitting: {
          groups: firstVisitChunks({
            root: fileURLToPath(new URL('.', import.meta.url)),
            entry: 'index.html',
            routes: 'src/app/routes.tsx',
            // The entry's chunk carries what it imports (React, router, state, shell) and what
            // these pages all import.
            budgeted: ['/landing', '/jobsearch', '/jobdetails'],
            plan: [
              // The search hero and the job list.
              { name: 'search', sharedBy: ['/landing', '/jobsearch'] },
              // The page's own modules (its Paginator is a chunk of its own, loaded with the page
              // and shown with the results).
              { name: 'job-search-page', page: '/jobsearch' },
              // The job's view, which apply, success and the job editor's preview show too.
              { name: 'job-details-view', sharedFrom: '/jobdetails' },
              // The search hero's Autocomplete with its combobox behaviour, loaded when a field
              // is about to be used: one request (the two modules were two in a row).
              { name: 'combobox', onDemand: 'src/components/ui/autocomplete/autocomplete.tsx' },
              // The Filters panel with its TagSelect, loaded when the panel is about to open.
              { name: 'tag-select', onDemand: 'src/components/search-hero/search-filters.tsx' },
              // The header with its theme controls, their actions and icons, requested as the
              // entry runs (deferred-header.tsx): one request, not a chain of three.
              { name: 'header', onDemand: 'src/components/layout/header/header.tsx' },
            ],
          }),
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
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/mocks/**/*.test.{ts,tsx}',
          ],
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
