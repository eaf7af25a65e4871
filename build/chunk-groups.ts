// Why: a first visit downloads a few larger chunks, which gzip better than many small ones, and
// which modules go together follows from the pages that import them, not from their paths.
// The plan names each chunk by the pages it serves (src/shared/first-visit-pages.ts, and the
// pages src/app/routes.tsx loads); the modules follow from the import graph: a module is in the
// first plan entry that claims it, by its static imports (a dynamic import starts a part of its
// own). What the entry imports statically is the entry's chunk (vite.config.ts) and no plan's.
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { FIRST_VISIT_PAGES, type FirstVisitPath } from '../src/shared/first-visit-pages.ts';

export type ChunkPlan =
  /** What every one of these first-visit pages imports. */
  | { name: string; sharedBy: readonly FirstVisitPath[] }
  /** The page, with what it imports and no other first-visit page does. */
  | { name: string; page: FirstVisitPath }
  /** What the page imports and some other page of the routes does too (the page keeps the rest). */
  | { name: string; sharedFrom: FirstVisitPath }
  /** A module that a first-visit page imports on demand, with what no first-visit page imports. */
  | { name: string; onDemand: string };

type Options = {
  root: string;
  /** The app's entry module and the module whose dynamic imports are the routes' pages. */
  entry: string;
  routes: string;
  plan: readonly ChunkPlan[];
};

/**
 * A code-splitting group per chunk of the plan, in its order (a group takes its modules'
 * dependencies with it: a later group would lose them to an earlier one).
 */
export function firstVisitChunks({ root, entry, routes, plan }: Options): CodeSplittingGroup[] {
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
    /** `id` and every module it imports statically, directly or not. */
    const closure = (id: string) => {
      let seen = closures.get(id);
      if (seen) return seen;
      seen = new Set<string>();
      const stack = [id];
      while (stack.length) {
        const next = stack.pop() as string;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      closures.set(id, seen);
      return seen;
    };
    const reachedBy = (ids: readonly string[]) => {
      const out = new Set<string>();
      for (const id of ids) for (const m of closure(id)) out.add(m);
      return out;
    };
    const inEntry = closure(abs(entry));
    const firstVisit = FIRST_VISIT_PAGES.map((p) => abs(p.source));
    const routePages = [...(ctx.getModuleInfo(abs(routes))?.dynamicallyImportedIds ?? [])];
    if (!firstVisit.every((p) => routePages.includes(p)))
      throw new Error(`chunk plan: a first-visit page is not among ${routes}'s pages`);

    /** Every module a first-visit page imports statically. */
    const pages = reachedBy(firstVisit);
    const out = new Map<string, string>();
    const claim = (name: string, ids: Iterable<string>) => {
      for (const id of ids) if (!inEntry.has(id) && !out.has(id)) out.set(id, name);
    };
    for (const chunk of plan) {
      if ('sharedBy' in chunk) {
        const [first, ...rest] = chunk.sharedBy.map((p) => closure(source(p)));
        claim(
          chunk.name,
          [...first].filter((id) => rest.every((c) => c.has(id))),
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
        if (![...pages].some((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds.includes(part)))
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

  return plan.map((chunk) => ({
    name: (id: string, ctx: ChunkingContext) =>
      chunkOf(ctx).get(id) === chunk.name ? chunk.name : null,
    debugName: chunk.name,
    priority: 1,
  }));
}
