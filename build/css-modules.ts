// Why: CSS modules' class names are part of every first visit's JS, so the build keeps them
// short, readable and only where they are used.
import type { Plugin } from 'vite';

/**
 * CSS modules as namespaces in the build: `import styles from './x.module.css'` becomes
 * `import * as styles from ...`. Vite also exports each class as a named export, so the bundle
 * then keeps only the classes a chunk uses, each written as a plain string where it is used,
 * instead of an object naming every class of the sheet. The source keeps the default import,
 * which the tests and vite/client's types read. A class read as `styles['a-b']` has no named
 * export: the build refuses it (name it aB).
 */
export function cssModuleNamespaces(): Plugin {
  const importRE = /^import (\w+) from ('[^']+\.module\.css');$/gm;
  return {
    name: 'touchline-css-module-namespaces',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('.module.css')) return null;
      const out = code.replace(importRE, (_all, name: string, from: string) => {
        if (new RegExp(`\\b${name}\\[`).test(code))
          this.error(`${id}: ${name}[...] reads a CSS module class by a computed name`);
        return `import * as ${name} from ${from};`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** CSS module file of each short class-name prefix, to refuse two modules sharing one. */
const cssModulePrefixes = new Map<string, string>();

/**
 * Class names of CSS modules: `<file>_<class>` (footer.module.css's .nav is `footer_nav`).
 * Readable in devtools and, unlike hashed names, compressible: the names are part of the JS of
 * every first visit. File names of CSS modules are unique; the build fails otherwise.
 */
export function scopedClassName(local: string, filename: string): string {
  const file = filename.split('?')[0];
  const prefix = (file.split(/[\\/]/).pop() ?? '').replace(/\.module\.css$/, '');
  const owner = cssModulePrefixes.get(prefix);
  if (owner && owner !== file)
    throw new Error(`Two CSS modules named ${prefix}: ${owner}, ${file}`);
  cssModulePrefixes.set(prefix, file);
  return `${prefix}_${local}`;
}
