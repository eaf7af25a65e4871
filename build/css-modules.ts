// Why: CSS modules' class names are part of every first visit's JS, so the build keeps them
// short, readable and only where they are used.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isLaterCss, laterSheets } from './later-css.ts';

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

/**
 * CSS modules' classes written in place in the build: each `styles.a` of
 * `import styles from './x.module.css'` becomes the class's name as a string (`"x_a"`, as
 * scopedClassName names it), and the import a plain `import './x.module.css'`. A chunk then
 * carries only the classes it uses, each a string where it is used, instead of an object naming
 * every class of the sheet (and not through Rolldown's constant inlining, which left the modules
 * unused and the build dropped them with their rules). The source keeps the default import,
 * which the tests and vite/client's types read. The build refuses a class the sheet does not
 * have, and the object read any other way (`styles['a-b']`, `styles` passed whole).
 */
export function cssModuleClassesInPlace(): Plugin {
  const importRE = /^import (\w+) from '([^']+\.module\.css)';$/gm;
  return {
    name: 'touchline-css-module-classes-in-place',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('.module.css')) return null;
      const sheets: { name: string; file: string }[] = [];
      let out = code.replace(importRE, (_all, name: string, from: string) => {
        const file = path.resolve(path.dirname(id), from);
        sheets.push({ name, file });
        // A later page's module goes to the later sheet (build/later-css.ts), not this chunk's.
        if (isLaterCss(file)) {
          laterSheets.add(file);
          return '';
        }
        return `import '${from}';`;
      });
      for (const { name, file } of sheets) {
        const css = readFileSync(file, 'utf8');
        out = out.replace(
          new RegExp(`(?<![\\w$./-])${name}\\.(\\w+)\\b`, 'g'),
          (all, local: string) => {
            if (!new RegExp(`\\.${local}(?![\\w-])`).test(css))
              this.error(`${id}: ${all}: ${path.basename(file)} has no class ${local}`);
            return JSON.stringify(scopedClassName(local, file));
          },
        );
        const body = out.replace(/\/\*[\s\S]*?\*\/|\/\/.*$|^import .*$/gm, '');
        if (new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(body))
          this.error(`${id}: ${name} is read other than as ${name}.<class>`);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * A CSS module's JS is then empty and, like a plain style sheet's, never left out (Vite marks it
 * free of side effects): the one style sheet (cssCodeSplit: false) gathers the CSS of the
 * modules in the chunks.
 */
export function cssModulesKept(): Plugin {
  return {
    name: 'touchline-css-modules-kept',
    apply: 'build',
    enforce: 'post',
    transform(_code, id) {
      if (!/\.module\.css($|\?)/.test(id)) return null;
      return { code: '', map: { mappings: '' }, moduleSideEffects: 'no-treeshake' };
    },
  };
}
