// The style sheets of lazily loaded chunks. Every chunk with CSS starts with
// `await __touchlineCss([...its own CSS files])` (vite.config.ts, chunkCss), so its code runs
// once its styles apply, and a chunk that a page imports waits for its own: the entry carries no
// list of every page's CSS (issue 8). A style sheet already in the document (index.html names a
// first-visit page's CSS) is not loaded again. A sheet that fails to load rejects the chunk's
// import, which the page loader retries and then reports (src/lib/lazy.ts).
const loading = new Map<string, Promise<void>>();

function loadStyleSheet(file: string): Promise<void> {
  const href = `/${file}`;
  let done = loading.get(href);
  if (!done) {
    done = document.querySelector(`link[rel="stylesheet"][href="${href}"]`)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => {
            link.remove();
            loading.delete(href);
            reject(new Error(`Could not load ${href}`));
          };
          document.head.append(link);
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
