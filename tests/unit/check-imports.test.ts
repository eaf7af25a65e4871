// scripts/check-imports.mjs (npm run check) over small trees written for each case.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/check-imports.mjs';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/check-imports.mjs');
const roots: string[] = [];

/** A tree of `files` (path -> source) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-imports-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Imports that keep every rule: down the floors, zod in shared, SQL in db, lazy pages in app. */
const CLEAN = {
  'src/shared/messages.ts': "import * as z from 'zod/mini';\nexport const M = z.string();\n",
  'src/config/paths.ts': "export const paths = { home: '/' };\n",
  'src/lib/lazy.ts': "import { M } from '../shared/messages';\nexport const x = M;\n",
  'src/api/client.ts': "import type { M } from '../shared/messages';\nexport type C = typeof M;\n",
  'src/components/card.tsx':
    "import { paths } from '../config/paths';\nimport { x } from '../lib/lazy';\nexport { paths, x };\n",
  'src/pages/home/home-page.tsx':
    "import { paths } from '../../config/paths';\nimport './home.module.css';\nimport { Part } from './part';\nexport default { paths, Part };\n",
  'src/pages/home/part.tsx':
    "import { paths } from '../../config/paths';\nexport const Part = paths;\n",
  'src/pages/home/home.module.css': '.a {}\n',
  'src/app/routes.tsx':
    "import { x } from '../lib/lazy';\nexport const Home = () => import('../pages/home/home-page');\nexport { x };\n",
  'src/main.tsx': "import { Home } from './app/routes';\nvoid Home;\n",
  'server/db/connect.ts':
    "import { Kysely } from 'kysely';\nimport pg from 'pg';\nexport { Kysely, pg };\n",
  'server/db/queries/jobs.ts':
    "import type { Kysely } from 'kysely';\nexport type Q = Kysely<object>;\n",
  'server/routes/jobs.ts': "import type { Q } from '../db/queries/jobs';\nexport type R = Q;\n",
  'server/app.ts':
    "import type { R } from './routes/jobs';\nimport { M } from '../src/shared/messages';\nexport type A = R;\nexport { M };\n",
  // Tests and scripts may reach anywhere.
  'src/components/card.test.tsx': "import { Home } from '../app/routes';\nvoid Home;\n",
  'server/scripts/load.ts': "import { sql } from 'kysely';\nimport '../routes/jobs';\nvoid sql;\n",
};

describe('check-imports', () => {
  it('passes a tree whose imports keep the floors', () => {
    const { files, problems } = checkImports(tree(CLEAN));
    expect(problems).toEqual([]);
    expect(files).toBe(13);
  });

  it('lists an import against the floors: file -> import and the rule', () => {
    const root = tree({
      ...CLEAN,
      'src/components/card.tsx': "import { Home } from '../app/routes';\nexport { Home };\n",
      'src/lib/lazy.ts': "export type { C } from '../api/client';\nexport const x = 1;\n",
      'src/api/client.ts':
        "import type { Part } from '../pages/home/part';\nexport type C = typeof Part;\n",
    });
    expect(checkImports(root).problems).toEqual([
      'src/api/client.ts -> src/pages/home/part.tsx: imports a floor above its own',
      'src/components/card.tsx -> src/app/routes.tsx: imports a floor above its own',
    ]);
  });

  it('refuses a page importing another page, and shared importing anything but zod and itself', () => {
    const root = tree({
      ...CLEAN,
      'src/pages/about/about-page.tsx':
        "import { Part } from '../home/part';\nexport default Part;\n",
      'src/shared/messages.ts':
        "import * as z from 'zod/mini';\nimport { useState } from 'react';\nimport { paths } from '../config/paths';\nexport const M = z.string();\nexport { paths, useState };\n",
    });
    expect(checkImports(root).problems).toEqual([
      'src/pages/about/about-page.tsx -> src/pages/home/part.tsx: a page imports another page',
      'src/shared/messages.ts -> react: src/shared imports only zod and itself',
      'src/shared/messages.ts -> src/config/paths.ts: src/shared imports only zod and itself',
    ]);
  });

  it('refuses a route importing another route, and SQL packages outside server/db', () => {
    const root = tree({
      ...CLEAN,
      'server/routes/apply.ts': "import type { R } from './jobs';\nexport type S = R;\n",
      'server/lib/report.ts':
        "import { sql } from 'kysely';\nimport Sqlite from 'better-sqlite3';\nexport { sql, Sqlite };\n",
    });
    expect(checkImports(root).problems).toEqual([
      'server/lib/report.ts -> kysely: SQL packages are imported only in server/db',
      'server/lib/report.ts -> better-sqlite3: SQL packages are imported only in server/db',
      'server/routes/apply.ts -> server/routes/jobs.ts: a route imports another route',
    ]);
  });

  it('reports a cycle, whether its imports are static, type-only or dynamic', () => {
    const root = tree({
      ...CLEAN,
      // job-list-load and use-search-lookups: a hook one way, a type the other.
      'src/components/job/job-list-load.tsx':
        "import type { LookupStatus } from '../search-hero/use-search-lookups';\nexport const useLoad = (s: LookupStatus) => s;\n",
      'src/components/search-hero/use-search-lookups.ts':
        "import { useLoad } from '../job/job-list-load';\nexport type LookupStatus = string;\nexport { useLoad };\n",
      // A lazy part that imports its loader back.
      'src/api/xsrf.ts': "import { reset } from './client';\nexport { reset };\n",
      'src/api/client.ts':
        "export const reset = () => undefined;\nexport const send = () => import('./xsrf');\n",
    });
    expect(checkImports(root).problems).toEqual([
      'cycle: src/api/client.ts -> src/api/xsrf.ts -> src/api/client.ts',
      'cycle: src/components/job/job-list-load.tsx -> src/components/search-hero/use-search-lookups.ts -> src/components/job/job-list-load.tsx',
    ]);
  });

  it('names the files of a knot bigger than the cycle it shows', () => {
    const root = tree({
      ...CLEAN,
      'server/types.ts': "import type { R } from './http/ready';\nexport type T = R;\n",
      'server/http/ready.ts':
        "import { c } from '../middleware/xsrf';\nexport type R = 1;\nexport { c };\n",
      'server/middleware/xsrf.ts': "import type { T } from '../types';\nexport const c = 1 as T;\n",
      'server/work/runner.ts': "import type { T } from '../types';\nexport type W = T;\n",
      'server/lib/clock.ts': "import type { W } from '../work/runner';\nexport type K = W;\n",
      'server/app.ts':
        "import type { W } from './work/runner';\nimport type { T } from './types';\nexport type A = [W, T];\n",
    });
    const problems = checkImports(root).problems;
    expect(problems).toEqual([
      'cycle: server/http/ready.ts -> server/middleware/xsrf.ts -> server/types.ts -> server/http/ready.ts',
    ]);
    const withRunner = checkImports(
      tree({
        ...CLEAN,
        'server/types.ts':
          "import type { R } from './http/ready';\nimport type { W } from './work/runner';\nexport type T = [R, W];\n",
        'server/http/ready.ts':
          "import type { T } from '../types';\nexport type R = 1;\nexport type U = T;\n",
        'server/work/runner.ts': "import type { T } from '../types';\nexport type W = T;\n",
      }),
    ).problems;
    expect(withRunner).toEqual([
      'cycle: server/http/ready.ts -> server/types.ts -> server/http/ready.ts (a knot of 3 files: server/http/ready.ts, server/types.ts, server/work/runner.ts)',
    ]);
  });

  // A node process of its own (TypeScript's scanner loads in it): seconds on a busy machine.
  it('as a command, exits 1 listing the problems', { timeout: 60_000 }, () => {
    const bad = tree({
      ...CLEAN,
      'src/components/card.tsx': "import { Home } from '../app/routes';\nexport { Home };\n",
    });
    const failed = spawnSync(process.execPath, [SCRIPT, '--root', bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      'src/components/card.tsx -> src/app/routes.tsx: imports a floor above its own',
    );
  });
});
