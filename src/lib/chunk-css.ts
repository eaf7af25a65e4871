// The style sheets of lazily loaded chunks. Every chunk with CSS starts with
// `await __touchlineCss([...its own CSS files])` (vite.config.ts, chunkCss), so its code runs
// once its styles apply, and a chunk that a page imports waits for its own: the entry carries no
// list of every page's CSS (issue 8). A style sheet already in the document (index.html names a
// first-visit page's CSS) is not loaded again; one that fails to load is tried once more.
const loading = new Map<string, Promise<void>>();

/** Adds the sheet's link; resolves true once it has loaded, false (link removed) if it failed. */
function addLink(href: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}

function loadStyleSheet(file: string): Promise<void> {
  const href = `/${file}`;
  let done = loading.get(href);
  if (!done) {
    done = document.querySelector(`link[rel="stylesheet"][href="${href}"]`)
      ? Promise.resolve()
      : addLink(href)
          .then((ok) => ok || addLink(href))
          .then((ok) => {
            // Twice failed: the page still runs, unstyled where this sheet was needed, rather
            // than failing its import for good (a module that failed to evaluate stays failed
            // until the page reloads); the next chunk that names the sheet tries it again.
            if (!ok) loading.delete(href);
          });
    loading.set(href, done);
  }
  return done;
}

export function loadChunkCss(files: readonly string[]): Promise<unknown> {
  return Promise.all(files.map(loadStyleSheet));
}

// The global the built chunks call.
declare global {
  var __touchlineCss: typeof loadChunkCss;
}
/** Called first by src/main.tsx, before any chunk can load. */
export function installChunkCss(): void {
  globalThis.__touchlineCss = loadChunkCss;
}
