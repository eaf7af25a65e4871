// wouter's route-pattern parser (vite.config.ts aliases `regexparam` here; issue 8). Our routes
// (src/config/paths.ts) use only static segments (letters, digits, '-': taken as they are, not
// escaped), `:name` parameters and wouter's catch-all `*`, so this is regexparam's `parse`
// without the optional (`:id?`, `*?`) and suffix (`:id.json`) forms, at half its size on every
// first visit. Same contract: `keys` name the capture groups in order; matching ignores case and
// a trailing slash; `loose` matches a prefix (nested routers).
export function parse(
  input: string | RegExp,
  loose?: boolean,
): { keys: string[] | false; pattern: RegExp } {
  if (input instanceof RegExp) return { keys: false, pattern: input };
  const keys: string[] = [];
  const source = input.replace(/\/?(\*|:(\w+))|\/$/g, (_match, param, name) => {
    if (!param) return '';
    keys.push(name ?? '*');
    return name ? '/([^/]+?)' : '/(.*)';
  });
  return { keys, pattern: new RegExp(`^${source}${loose ? '(?=$|/)' : '/?$'}`, 'i') };
}
