// `npm run check` (after tsc and Biome): the import graph keeps the floors of shared/STYLE.md.
//
// Browser (src/): shared -> config, lib, api, state -> components -> pages -> app, one way; a
// page never imports another page's folder; src/shared imports only zod and itself. Server
// (server/): nothing imports a route but app.ts (so a route never imports another route); db/
// (every SQL statement) imports none of routes, middleware, http, work or the search; the SQL
// packages (kysely, better-sqlite3, pg) are imported only in db/. Everywhere: no import cycle.
// Every kind of import counts: static, `import type` (a type cycle is still a knot a reader must
// untie) and dynamic `import()` (a lazy chunk that imports its loader back). Tests, test helpers
// and scripts are not checked (they may reach anywhere).
// Exits 1 listing each import that breaks a rule (file -> import: rule) and each cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = /(\.test\.(ts|tsx)$|(^|\/)test-utils\.ts$|(^|\/)testing\/|(^|\/)scripts\/|\.d\.ts$)/;
const SQL_PACKAGES = /^(kysely|better-sqlite3|pg)(\/|$)/;

/** The source files under `dir`, as paths relative to `root` with '/' separators. */
function files(root, dir) {
  const out = [];
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return out; // a tree without this folder
  }
  for (const e of entries) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...files(root, p));
    else if (SOURCE.test(e.name) && !SKIP.test(p)) out.push(p);
  }
  return out;
}

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A relative specifier's file (relative to `root`), or null when it names none. */
function resolve(root, from, spec) {
  const base = path.join(root, path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (isFile(c)) return path.relative(root, c).split(path.sep).join('/');
  }
  return null;
}

/** Every import of a file: static, type-only, export-from and dynamic (TypeScript's scanner). */
function specifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** A browser file's floor: 0 shared, 1 config/lib/api/state, 2 components, 3 pages, 4 app. */
function clientFloor(file) {
  const top = file.split('/')[1];
  if (top === 'shared') return 0;
  if (['config', 'lib', 'api', 'state'].includes(top)) return 1;
  if (top === 'components') return 2;
  if (top === 'pages') return 3;
  return 4; // app/, main.tsx, prerender.tsx, theme-init.js
}

/** Why the import of package `spec` by `a` breaks a rule, or null. */
function packageRule(a, spec) {
  if (a.startsWith('src/shared/') && !/^zod(\/|$)/.test(spec)) {
    return 'src/shared imports only zod and itself';
  }
  if (SQL_PACKAGES.test(spec) && !a.startsWith('server/db/')) {
    return 'SQL packages are imported only in server/db';
  }
  return null;
}

/** Why the import of file `b` by file `a` breaks a rule, or null. */
function fileRule(a, b) {
  if (a.startsWith('src/') && b.startsWith('server/')) return 'the app imports the server';
  if (a.startsWith('src/shared/') && !b.startsWith('src/shared/')) {
    return 'src/shared imports only zod and itself';
  }
  if (a.startsWith('src/') && b.startsWith('src/')) {
    if (clientFloor(a) < clientFloor(b)) return 'imports a floor above its own';
    const pa = a.match(/^src\/pages\/([^/]+)\//)?.[1];
    const pb = b.match(/^src\/pages\/([^/]+)\//)?.[1];
    if (pa && pb && pa !== pb) return 'a page imports another page';
  }
  if (a.startsWith('server/')) {
    // server/routes/admin.ts is the /api/admin hub: it puts requireAdmin before its topic
    // files' routes (admin-*.ts, issue 32), the one route allowed to import routes.
    const adminTopic =
      a === 'server/routes/admin.ts' && /^server\/routes\/admin-[\w-]+\.ts$/.test(b);
    if (b.startsWith('server/routes/') && a !== 'server/app.ts' && !adminTopic) {
      return a.startsWith('server/routes/') ? 'a route imports another route' : 'imports a route';
    }
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

/** The strongly connected components of more than one file (Tarjan), each sorted. */
function knots(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  function strong(v) {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
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
      if (component.length > 1) out.push(component.sort());
    }
  }
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return out;
}

/** A shortest cycle through the first file of a knot: [a, b, ..., a]. */
function cycleOf(graph, knot) {
  const inKnot = new Set(knot);
  const start = knot[0];
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)) {
      if (w === start) {
        const path = [start];
        for (let u = v; u !== null; u = parent.get(u)) path.unshift(u);
        return path;
      }
      if (inKnot.has(w) && !parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...knot, start]; // not reached: every file of a knot lies on a cycle
}

/**
 * The problems of the tree at `root` (src/ and server/): each import against a rule, as
 * 'file -> import: rule', and each import cycle, as 'cycle: a -> b -> a'.
 */
export function checkImports(root) {
  const all = [...files(root, 'src'), ...files(root, 'server')].sort();
  const graph = new Map(all.map((f) => [f, new Set()]));
  const problems = [];
  for (const a of all) {
    for (const spec of specifiers(readFileSync(path.join(root, a), 'utf8'))) {
      if (!spec.startsWith('.')) {
        const why = packageRule(a, spec);
        if (why) problems.push(`${a} -> ${spec}: ${why}`);
        continue;
      }
      const b = resolve(root, a, spec);
      if (!b) continue; // not a file of the tree (tsc reports a missing one)
      const why = fileRule(a, b);
      if (why) problems.push(`${a} -> ${b}: ${why}`);
      if (graph.has(b) && b !== a) graph.get(a).add(b);
    }
  }
  for (const knot of knots(graph)) {
    const cycle = cycleOf(graph, knot);
    const more =
      knot.length + 1 > cycle.length ? ` (a knot of ${knot.length} files: ${knot.join(', ')})` : '';
    problems.push(`cycle: ${cycle.join(' -> ')}${more}`);
  }
  return { files: all.length, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root =
    at > 0
      ? path.resolve(process.argv[at + 1])
      : path.resolve(fileURLToPath(import.meta.url), '../..');
  const { files: count, problems } = checkImports(root);
  if (problems.length) {
    console.error(`check-imports: ${problems.length} problem(s) with shared/STYLE.md's floors:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`check-imports: ${count} files, the floors hold and no import cycles`);
}
