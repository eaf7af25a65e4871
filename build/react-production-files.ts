// Why: React's packages are CommonJS behind index modules, which cost bytes on every first visit;
// the client build imports their production files directly, and our JSX through an ES module.
// Each of react, react/jsx-runtime, react-dom, react-dom/client and scheduler is an index module
// whose `module.exports = require('./cjs/<name>.production.js')` stays in the bundle as one more
// CommonJS wrapper (react-dom's two also carry a check for React DevTools that minification ran).
// The files are the same code the index modules pick when NODE_ENV is production. Imported from
// CommonJS, each of the many `jsx(...)` calls of our modules was written `(0,x.jsx)(...)`; from the
// ES module's binding it is `x(...)`. The tests and the prerender (Vite's dev and SSR loaders)
// keep the packages as published.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PRODUCTION_FILES: Record<string, string> = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};

/** The JSX runtime as an ES module with its three bindings (our modules import nothing else). */
const JSX_RUNTIME = '\0touchline:jsx-runtime';
const JSX_RUNTIME_CODE = `import * as runtime from 'react/jsx-runtime';
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
`;

export function reactProductionFiles(): Plugin {
  const require = createRequire(import.meta.url);
  const files = new Map<string, string>();
  for (const [specifier, file] of Object.entries(PRODUCTION_FILES)) {
    const pkg = path.dirname(require.resolve(`${file.split('/')[0]}/package.json`));
    const resolved = path.join(pkg, file.slice(file.indexOf('/') + 1));
    if (!existsSync(resolved)) throw new Error(`reactProductionFiles: ${file} is missing`);
    files.set(specifier, resolved);
  }
  return {
    name: 'touchline-react-production-files',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      const ours = importer && importer !== JSX_RUNTIME && !importer.includes('node_modules');
      if (source === 'react/jsx-runtime' && ours) return JSX_RUNTIME;
      return files.get(source) ?? null;
    },
    load: (id) => (id === JSX_RUNTIME ? JSX_RUNTIME_CODE : null),
  };
}
