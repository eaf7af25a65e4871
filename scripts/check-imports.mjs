// `npm run check` (with tsc and Biome): the import graph keeps the floors of shared/STYLE.md.
//
// Browser (src/): shared -> config, lib, api, state -> components -> pages -> app, one way; a
// page never imports another page. Server (server/): a route never imports another route;
// nothing imports a route but app.ts; db/ (every SQL statement) imports none of routes,
// middleware, http, work or the search; middleware and lib import no route. Everywhere: no
// cycle of runtime imports (`import type` is not one), and src/shared imports nothing of the
// app's. Tests, scripts and the server's own scripts are not checked (they may reach anywhere).
// Exits 1 listing each import that breaks a rule.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/app.mjs';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = /(\.test\.(ts|tsx)$|[\\/]test-utils\.ts$|[\\/]testing[\\/]|[\\/]scripts[\\/])/;

function files(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (SOURCE.test(e.name) && !SKIP.test(p)) out.push(p);
  }
  return out;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The runtime and type-only imports of a file, resolved to files of the project. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4];
    if (!spec?.startsWith('.')) continue;
    const typeOnly = Boolean(m[2]);
    const target = resolve(path.resolve(path.dirname(file), spec));
    if (target) out.push({ target, typeOnly, spec });
  }
  return out;
}

function resolve(base) {
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {
      // next candidate
    }
  }
  return null;
}

const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');

/** A browser file's floor: 0 shared, 1 config/lib/api/state, 2 components, 3 pages, 4 app. */
function clientFloor(r) {
  const top = r.split('/')[1];
  if (top === 'shared') return 0;
  if (['config', 'lib', 'api', 'state'].includes(top)) return 1;
  if (top === 'components') return 2;
  if (top === 'pages') return 3;
  return 4; // app/, main.tsx, prerender.tsx, theme-init.js
}

function breaks(from, to) {
  const a = rel(from);
  const b = rel(to);
  if (a.startsWith('src/') && b.startsWith('server/')) return 'the app imports the server';
  if (a.startsWith('src/shared/') && !b.startsWith('src/shared/')) {
    return 'src/shared imports outside src/shared';
  }
  if (a.startsWith('src/') && b.startsWith('src/')) {
    if (clientFloor(a) < clientFloor(b)) return 'imports a floor above its own';
    const pa = a.match(/^src\/pages\/([^/]+)\//)?.[1];
    const pb = b.match(/^src\/pages\/([^/]+)\//)?.[1];
    if (pa && pb && pa !== pb) return 'a page imports another page';
  }
  if (a.startsWith('server/')) {
    if (b.startsWith('server/routes/') && a !== 'server/app.ts') return 'imports a route';
    if (b.startsWith('src/') && !b.startsWith('src/shared/')) return 'the server imports the app';
    if (a.startsWith('server/db/')) {
      if (/^server\/(routes|middleware|http|work)\//.test(b) || /^server\/lib\/search/.test(b)) {
        return 'db/ imports a floor above it';
      }
      if (b === 'server/app.ts' || b === 'server/index.ts') return 'db/ imports the app';
    }
  }
  return null;
}

const all = [...files(path.join(ROOT, 'src')), ...files(path.join(ROOT, 'server'))];
const graph = new Map();
const problems = [];
for (const f of all) {
  const imports = importsOf(f);
  graph.set(
    f,
    imports.filter((i) => !i.typeOnly).map((i) => i.target),
  );
  for (const i of imports) {
    const why = breaks(f, i.target);
    if (why) problems.push(`${rel(f)} -> ${rel(i.target)}: ${why}`);
  }
}

// Cycles of runtime imports (Tarjan's strongly connected components).
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) {
      problems.push(`cycle: ${component.map(rel).sort().join(' <-> ')}`);
    }
  }
}
for (const v of graph.keys()) if (!idx.has(v)) strong(v);

if (problems.length) {
  console.error(`check-imports: ${problems.length} import(s) against shared/STYLE.md's floors:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`check-imports: ${all.length} files, the floors hold and no import cycles`);
