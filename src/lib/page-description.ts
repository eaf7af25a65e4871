// Loaded by usePageDescription (./page-meta.ts) when a page first shows its own description.
import * as head from '../shared/page-head';

export { head };

/**
 * Puts `description` in the description meta; returns what puts the site's back (index.html's,
 * kept as `data-site`: the server keeps it there when it serves a page's own).
 */
export function showDescription(description: string): () => void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name=description]');
  if (!meta) return () => {};
  meta.dataset.site ??= meta.content;
  meta.content = description;
  return () => {
    meta.content = meta.dataset.site ?? '';
  };
}
