// Why: a first visit downloads a few larger chunks, which gzip better than many small ones, and
// which modules go together follows from the pages that import them, not from their paths.
// The plan names each chunk by the pages it serves (src/shared/first-visit-pages.ts, and the
// pages src/app/routes.tsx loads); the modules follow from the import graph, by static imports (a
// dynamic import starts a part of its own). The entry's chunk comes first: what the entry imports,
// and what every one of the budgeted first-visit pages imports (one request fewer on each, and a
// large file compresses better than a small one). Then each plan entry, in order, takes what it
// claims and is not taken yet.
import path from 'node:path';
import {
  type ChunkingContext,
  type CodeSplittingGroup,
  type ModuleInfo,
  RUNTIME_MODULE_ID,
} from 'rolldown';
import { FIRST_VISIT_PAGES, type FirstVisitPath } from '../src/shared/first-visit-pages.ts';

export type ChunkPlan =
  /** What these first-visit pages all import and the other budgeted ones do not. */
  | { name: string; sharedBy: readonly FirstVisitPath[] }
  /** The page, with what it imports and no other first-visit page does. */
  | { name: string; page: FirstVisitPath }
  /** What the page imports and some other page of the routes does too (the page keeps the rest). */
  | { name: string; sharedFrom: FirstVisitPath }
  /**
   * A module that a first-visit page (or the entry) imports on demand, with what no first-visit
   * page imports.
   */
  | { name: string; onDemand: string };

type Options = {
  root: string;
  /** The app's entry (index.html) and the module whose dynamic imports are the routes' pages. */
  entry: string;
  routes: string;
  /** The first-visit pages whose download is budgeted (`npm run size`). */
  budgeted: readonly FirstVisitPath[];
  plan: readonly ChunkPlan[];
};

/**
 * The entry's group, then a group per chunk of the plan, in its order (a group takes its modules'
 * dependencies with it: a later group would lose them to an earlier one).
 */
export function firstVisitChunks(options: Options): CodeSplittingGroup[] {
  const { root, entry, routes, budgeted, plan } = options;
  const abs = (file: string) => path.resolve(root, file);
  const source = (page: FirstVisitPath) => {
    const found = FIRST_VISIT_PAGES.find((p) => p.path === page);
    if (!found) throw new Error(`chunk plan: ${page} is not a first-visit page`);
    return abs(found.source);
  };
  // The chunking pass hands out the same ModuleInfo objects for its whole run: one plan per pass.
  const passes = new WeakMap<ModuleInfo, Map<string, string>>();

  function chunkOf(ctx: ChunkingContext): Map<string, string> {
    const entryInfo = ctx.getModuleInfo(abs(entry));
    if (!entryInfo) throw new Error(`chunk plan: no module ${entry}`);
    const known = passes.get(entryInfo);
    if (known) return known;

    const closures = new Map<string, Set<string>>();
    /**
     * `id` and every module it imports statically, directly or not; not through a barrel (a
     * module of re-exports only): the bundler takes from it only what its importer names, which
     * the graph does not say, and a group takes the modules its modules really use with it.
     */
    const closure = (id: string) => {
      let seen = closures.get(id);
      if (seen) return seen;
      seen = new Set<string>();
      const stack = [id];
      while (stack.length) {
        const next = stack.pop() as string;
        if (seen.has(next)) continue;
        seen.add(next);
        const info = ctx.getModuleInfo(next);
        if (info && (next === id || !isBarrel(info))) stack.push(...info.importedIds);
      }
      closures.set(id, seen);
      return seen;
    };
    const reachedBy = (ids: readonly string[]) => {
      const out = new Set<string>();
      for (const id of ids) for (const m of closure(id)) out.add(m);
      return out;
    };
    /** What each of `ids` imports. */
    const sharedBy = (ids: readonly string[]) => {
      const [first, ...rest] = ids.map(closure);
      return [...first].filter((id) => rest.every((c) => c.has(id)));
    };
    const firstVisit = FIRST_VISIT_PAGES.map((p) => abs(p.source));
    const routePages = [...(ctx.getModuleInfo(abs(routes))?.dynamicallyImportedIds ?? [])];
    if (!firstVisit.every((p) => routePages.includes(p)))
      throw new Error(`chunk plan: a first-visit page is not among ${routes}'s pages`);
    const budget = budgeted.map(source);

    const out = new Map<string, string>();
    const claim = (name: string, ids: Iterable<string>) => {
      for (const id of ids) if (!out.has(id)) out.set(id, name);
    };
    claim(ENTRY_CHUNK, [RUNTIME_MODULE_ID, ...closure(abs(entry))]);
    claim(ENTRY_CHUNK, sharedBy(budget));
    /** Every module a first-visit page imports statically. */
    const pages = reachedBy(firstVisit);
    for (const chunk of plan) {
      if ('sharedBy' in chunk) {
        const ids = chunk.sharedBy.map(source);
        const others = reachedBy(budget.filter((p) => !ids.includes(p)));
        claim(
          chunk.name,
          sharedBy(ids).filter((id) => !others.has(id)),
        );
      } else if ('page' in chunk) {
        const page = source(chunk.page);
        const others = reachedBy(firstVisit.filter((p) => p !== page));
        claim(
          chunk.name,
          [...closure(page)].filter((id) => !others.has(id)),
        );
      } else if ('sharedFrom' in chunk) {
        const page = source(chunk.sharedFrom);
        const others = reachedBy(routePages.filter((p) => p !== page));
        claim(
          chunk.name,
          [...closure(page)].filter((id) => others.has(id)),
        );
      } else {
        const part = abs(chunk.onDemand);
        const importers = [...pages, ...closure(abs(entry))];
        if (!importers.some((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds.includes(part)))
          throw new Error(`chunk plan: no first-visit page imports ${chunk.onDemand} on demand`);
        claim(
          chunk.name,
          [...closure(part)].filter((id) => !pages.has(id)),
        );
      }
    }
    passes.set(entryInfo, out);
    return out;
  }

  const group = (name: string, priority: number): CodeSplittingGroup => ({
    name: (id: string, ctx: ChunkingContext) => (chunkOf(ctx).get(id) === name ? name : null),
    debugName: name,
    priority,
  });
  return [group(ENTRY_CHUNK, 2), ...plan.map((chunk) => group(chunk.name, 1))];
}

/** Whether the module's code is re-exports only (`export * from` and `export { a } from`). */
function isBarrel(info: ModuleInfo): boolean {
  const code = info.code?.replace(/export\s*(?:\*|\{[^}]*\})\s*from\s*(["'])[^"']+\1;?/g, '');
  return code !== undefined && code.trim() === '' && info.importedIds.length > 0;
}

/** The name of the entry's group: the group holding the entry module is the entry's chunk. */
const ENTRY_CHUNK = 'app';
