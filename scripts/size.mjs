// `npm run size`: the JavaScript and CSS a first visit downloads, per route, gzip -9.
// For each route: the scripts of dist/index.html (the entry with its static imports, its inline
// script from src/theme-init.js, and classic scripts if any), plus the route's lazy page chunk
// with its static imports, plus the style sheets index.html links and the CSS those chunks
// import (from the Vite manifest; none while the app has one style sheet). Fails
// (exit 1) over budget, or when sanitize-html or full zod (zod/v4/classic) is in any
// first-visit chunk. Usage: node scripts/size.mjs [--no-build]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT } from './lib/app.mjs';

const KB = 1024; // budgets and the table use KB = 1024 bytes
const BUDGET = { js: 83 * KB, css: 10 * KB };
const ROUTES = [
  { route: '/landing', page: 'src/pages/landing/landing-page.tsx' },
  { route: '/jobsearch', page: 'src/pages/job-search/job-search-page.tsx' },
  { route: '/jobdetails', page: 'src/pages/job-details/job-details-page.tsx' },
];
/** Modules that must never reach a first visit (checked by module id after a build). */
const FORBIDDEN_MODULES = [
  { name: 'sanitize-html', re: /[\\/]node_modules[\\/](sanitize-html|htmlparser2|postcss)[\\/]/ },
  { name: 'full zod (zod/v4/classic)', re: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/ },
];
/**
 * The same check on the built text, which also works with --no-build. Markers found by building
 * a one-line app with each library: sanitize-html keeps its name and option names; full zod's
 * classic API registers its classes under names without the core's `$` prefix (`ZodError`,
 * `ZodType`), which zod/mini and zod/v4/core never do.
 */
const FORBIDDEN_TEXT = [
  { name: 'sanitize-html', re: /sanitize-html|nonTextTags|allowedSchemesAppliedToAttributes/ },
  { name: 'full zod (zod/v4/classic)', re: /[`"'](ZodError|ZodType)[`"']/ },
];
const MODULES_FILE = path.join(ROOT, '.tmp', 'size-modules.json');

const noBuild = process.argv.includes('--no-build');
const started = Date.now();

if (!noBuild) {
  const { build } = await import('vite');
  const chunkModules = {};
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [
      {
        name: 'touchline-size-modules',
        generateBundle(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk') chunkModules[chunk.fileName] = chunk.moduleIds ?? [];
          }
        },
      },
    ],
  });
  mkdirSync(path.dirname(MODULES_FILE), { recursive: true });
  writeFileSync(MODULES_FILE, JSON.stringify(chunkModules));
  // The rest of the full build (`npm run build`), so that dist/ can be served as it is.
  const { prerenderPages } = await import('./prerender.mjs');
  await prerenderPages();
  const { compressDist } = await import('./compress.mjs');
  await compressDist(DIST);
  console.log(`size: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const manifestPath = path.join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `size: ${path.relative(ROOT, manifestPath)} is missing. Build first, and make sure vite.config.ts sets build.manifest: true.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunkModules =
  existsSync(MODULES_FILE) && !noBuild ? JSON.parse(readFileSync(MODULES_FILE, 'utf8')) : null;

const entryKey =
  Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].src === 'index.html') ??
  Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('size: the manifest has no entry chunk');
  process.exit(1);
}

/** Chunk keys reachable from `key` through static imports (including itself). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const sizeCache = new Map();
function measure(file) {
  if (!sizeCache.has(file)) {
    const data = readFileSync(path.join(DIST, file));
    sizeCache.set(file, {
      raw: data.length,
      gz: gzipSync(data, { level: 9 }).length,
      text: data.toString('utf8'),
    });
  }
  return sizeCache.get(file);
}

const fmt = (n) => (n / KB).toFixed(1).padStart(7);

const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
/** Classic scripts index.html loads itself, if any: every first visit gets them. */
const classicScripts = [...indexHtml.matchAll(/<script\b([^>]*)>/gi)]
  .map((m) => m[1])
  .filter((attrs) => !/type=["']?module/i.test(attrs))
  .map((attrs) => /\bsrc=["']?\/?([^"' >]+)/i.exec(attrs)?.[1])
  .filter((src) => src && existsSync(path.join(DIST, src)));
/**
 * Style sheets index.html links for the first paint (the app's one style sheet: vite.config.ts,
 * cssCodeSplit); not the later pages' sheet, which blocks nothing (build/later-css.ts).
 */
const linkedSheets = [...indexHtml.matchAll(/<link\b([^>]*)>/gi)]
  .map((m) => m[1])
  .filter((attrs) => /\brel=["']?stylesheet/i.test(attrs) && !/\bdata-later\b/i.test(attrs))
  .map((attrs) => /\bhref=["']?\/?([^"' >]+)/i.exec(attrs)?.[1])
  .filter((href) => href && existsSync(path.join(DIST, href)));
/** Inline scripts of index.html (the theme and start-up script, src/theme-init.js). */
const INLINE = 'index.html (inline script)';
const inlineScript = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
  .map((m) => m[1])
  .join('\n');
if (inlineScript.trim()) {
  const data = Buffer.from(inlineScript);
  sizeCache.set(INLINE, {
    raw: data.length,
    gz: gzipSync(data, { level: 9 }).length,
    text: inlineScript,
  });
}
const entryKeys = staticClosure(entryKey);
let failed = false;
const problems = [];
const summary = [];

console.log(
  `\nFirst-visit download per route (gzip -9, KB = ${KB} bytes; budget JS ${BUDGET.js / KB} KB, CSS ${BUDGET.css / KB} KB)`,
);
for (const { route, page } of ROUTES) {
  const keys = new Set(entryKeys);
  let note = '';
  const pageKey = manifest[page]
    ? page
    : Object.keys(manifest).find(
        (k) => k.startsWith(`${path.dirname(page)}/`) && manifest[k].isDynamicEntry,
      );
  if (pageKey) {
    for (const k of staticClosure(pageKey)) keys.add(k);
  } else {
    const bundledIn = chunkModules
      ? Object.entries(chunkModules).find(([, ids]) => ids.some((id) => id.endsWith(page)))?.[0]
      : null;
    note = bundledIn
      ? `note: ${page} is not a lazy chunk (it is bundled into ${bundledIn})`
      : `note: no chunk for ${page} in this build (page not written yet?); measured the entry only`;
  }
  const rows = [];
  for (const key of keys) {
    const chunk = manifest[key];
    rows.push({ kind: 'js', file: chunk.file, key });
    for (const css of chunk.css ?? []) rows.push({ kind: 'css', file: css, key });
  }
  for (const file of classicScripts) rows.push({ kind: 'js', file, key: null });
  for (const file of linkedSheets) rows.push({ kind: 'css', file, key: null });
  if (sizeCache.has(INLINE)) rows.push({ kind: 'js', file: INLINE, key: null });
  const unique = [...new Map(rows.map((r) => [r.file, r])).values()];
  const totals = { js: { raw: 0, gz: 0 }, css: { raw: 0, gz: 0 } };
  console.log(`\n${route}`);
  console.log(
    `  ${'kind'.padEnd(4)} ${'raw KB'.padStart(7)} ${'gz KB'.padStart(7)}  file  (source)`,
  );
  for (const row of unique.sort(
    (a, b) => a.kind.localeCompare(b.kind) || measure(b.file).gz - measure(a.file).gz,
  )) {
    const m = measure(row.file);
    totals[row.kind].raw += m.raw;
    totals[row.kind].gz += m.gz;
    const src =
      row.key === null
        ? row.file === INLINE
          ? 'src/theme-init.js'
          : `index.html, ${row.kind === 'css' ? 'style sheet' : 'classic script'}`
        : (manifest[row.key].src ?? manifest[row.key].name ?? row.key);
    console.log(
      `  ${row.kind.padEnd(4)} ${fmt(m.raw)} ${fmt(m.gz)}  ${row.file}  (${row.kind === 'js' ? src : `from ${src}`})`,
    );
    for (const f of FORBIDDEN_TEXT) {
      if (row.kind === 'js' && f.re.test(m.text))
        problems.push(`${route}: ${row.file} contains ${f.name} (marker ${f.re})`);
    }
    if (row.kind === 'js' && chunkModules?.[row.file]) {
      for (const f of FORBIDDEN_MODULES) {
        const hit = chunkModules[row.file].find((id) => f.re.test(id));
        if (hit)
          problems.push(`${route}: ${row.file} bundles ${f.name} (${path.relative(ROOT, hit)})`);
      }
    }
  }
  const jsOk = totals.js.gz <= BUDGET.js;
  const cssOk = totals.css.gz <= BUDGET.css;
  console.log(
    `  total JS  ${fmt(totals.js.gz).trim()} KB gz (${totals.js.gz} B) / ${BUDGET.js / KB} KB  ${jsOk ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `  total CSS ${fmt(totals.css.gz).trim()} KB gz / ${BUDGET.css / KB} KB  ${cssOk ? 'ok' : 'OVER BUDGET'}`,
  );
  if (note) console.log(`  ${note}`);
  if (!jsOk)
    problems.push(
      `${route}: JS ${(totals.js.gz / KB).toFixed(1)} KB gz (${totals.js.gz} B) is over the ${BUDGET.js / KB} KB budget (${BUDGET.js} B)`,
    );
  if (!cssOk)
    problems.push(
      `${route}: CSS ${(totals.css.gz / KB).toFixed(1)} KB gz is over the ${BUDGET.css / KB} KB budget`,
    );
  summary.push(
    `${route} JS ${(totals.js.gz / KB).toFixed(1)} KB, CSS ${(totals.css.gz / KB).toFixed(1)} KB`,
  );
}

const uniqueProblems = [...new Set(problems)];
failed = uniqueProblems.length > 0;
console.log(`\nsize: ${summary.join('; ')} (gzip -9, KB = ${KB} B)`);
if (failed) {
  console.error(`size: FAILED\n  ${uniqueProblems.join('\n  ')}`);
  process.exit(1);
}
console.log('size: within budget; no sanitize-html or full zod in first-visit chunks');
