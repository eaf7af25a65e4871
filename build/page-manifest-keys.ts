// Why: a page bundled into a named chunk has no manifest key of its own, and the server's preload
// tags and `npm run size` look pages up by their source.
// Vite's manifest names such a chunk `_<name>-<hash>.js`, not by its page's source. After the
// build, each page module (`src/pages/<page>/<page>-page.tsx`) inside a chunk without a key of
// its own gets one: a copy of that chunk's entry, marked as the dynamic entry it is.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function pageManifestKeys(): Plugin {
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
