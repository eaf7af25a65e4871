// Why: CSS modules' class names are part of every first visit's JS, so the build keeps them
// short and readable.

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
