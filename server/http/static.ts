import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { FIRST_VISIT_PAGES } from '../../src/shared/first-visit-pages';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { encodeBody, negotiateEncoding } from '../middleware/compress';
import { etagMatches } from '../middleware/etag';
import type { AppEnv } from '../types';
import { failureBody } from './errors';
import { type FirstData, isNoindexPath, type OwnPage, withHead, withNoindex } from './page-head';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.webmanifest': 'application/manifest+json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pages a first visit commonly lands on (src/shared/first-visit-pages.ts), by URL path, with
 * the source of their lazy chunk in Vite's manifest. The app is built with `modulePreload: false` (the entry carries no
 * dependency lists, issue 8), so for these paths index.html names the page's chunks itself:
 * they download in parallel with the entry instead of after it, and their CSS is there before
 * the first paint (no layout shift). Other paths load their chunks on demand.
 */
const PAGES: ReadonlyArray<readonly [RegExp, string, string | null]> = [
  // '/' redirects to /landing in the app: its chunks, but no prerendered page (it would flash).
  [/^\/$/, FIRST_VISIT_PAGES[0].source, null],
  ...FIRST_VISIT_PAGES.map((p) => [new RegExp(`^${p.path}$`), p.source, p.path] as const),
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** The <link> tags preloading a manifest entry's JS (transitively) and its CSS. */
export function preloadTags(manifest: Record<string, ManifestChunk>, key: string): string {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || (chunk as { isEntry?: boolean }).isEntry) return;
    seen.add(k);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

/**
 * A prerendered page paints before the app starts: its entry script becomes a modulepreload link
 * (downloaded at once, in parallel with the CSS) marked `data-entry`, which theme-init.js turns
 * into the module script after the first paint (decision 009). Without it, a browser that has the
 * entry already (fast network, cache) evaluates it before painting the page it was sent.
 */
export function deferEntry(html: string): string {
  return html.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_m, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-entry>`,
  );
}

/**
 * One index.html variant, ready to send: compressed once at start-up (at the effort of the
 * build's static files), since a prerendered page is more HTML than the first round trip of a
 * slow connection carries, and compressed it fits (docs/benchmarks.md); with an ETag per
 * encoding so a repeat visit revalidates with a 304 instead of downloading it again.
 */
export type IndexPage = { html: string; tag: string; br: Uint8Array; gzip: Uint8Array };

export function indexPage(html: string): IndexPage {
  const bytes = Buffer.from(html);
  return {
    html,
    tag: createHash('sha1').update(bytes).digest('base64url').slice(0, 20),
    br: encodeBody(bytes, 'br', 'max'),
    gzip: encodeBody(bytes, 'gzip', 'max'),
  };
}

/** index.html per first-visit path (with its preload tags), or the plain page for others. */
function indexVariants(html: string, root: string): (path: string) => IndexPage {
  const plain = indexPage(html);
  // Account and form pages: not for search engines (issue 28).
  const plainNoindex = indexPage(withNoindex(html));
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const fallback = (path: string) => (isNoindexPath(path) ? plainNoindex : plain);
  let manifest: Record<string, ManifestChunk> = {};
  let prerendered: Record<string, unknown> = {};
  try {
    manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    // no manifest (a build without it): the app still loads its chunks itself
    return (path) => fallback(trim(path));
  }
  try {
    // The pages' loading state as HTML (scripts/prerender.mjs): painted before the app runs,
    // inert until the app has rendered over it (src/main.tsx).
    prerendered = JSON.parse(readFileSync(join(root, 'prerender.json'), 'utf8'));
  } catch {
    prerendered = {};
  }
  const variants = PAGES.map(([re, key, page]) => {
    const tags = preloadTags(manifest, key);
    let variant = tags ? html.replace('</head>', `${tags}</head>`) : html;
    const body = page ? prerendered[page] : undefined;
    if (typeof body === 'string' && body) {
      variant = variant.replace(
        '<div id="root"></div>',
        () => `<div id="root" inert>${body}</div>`,
      );
      variant = deferEntry(variant);
    }
    if (page && isNoindexPath(page)) variant = withNoindex(variant);
    return [re, variant === html ? plain : indexPage(variant)] as const;
  });
  return (path) => {
    const trimmed = trim(path);
    return variants.find(([re]) => re.test(trimmed))?.[1] ?? fallback(trimmed);
  };
}

export type { FirstData } from './page-head';

/**
 * `html` with `data` as a JSON data block before </body>: `<script type="application/json"
 * id="first-data" data-for="<API path>">`. Not a script the browser runs (no CSP source needed);
 * every `<`, `>`, `&` and line separator in the JSON is escaped, so no text in it (a rich-text
 * description's `</script>`) can end the block.
 */
export function withFirstData(html: string, data: FirstData): string {
  const safe = data.json.replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const attr = data.api.replace(/[&"<>]/g, '');
  return html.replace(
    '</body>',
    () =>
      `<script type="application/json" id="first-data" data-for="${attr}">${safe}</script></body>`,
  );
}

/** sha256 CSP sources of the inline scripts of index.html. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1].trim()) out.push(`sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
  }
  return out;
}

/** The file under `root` for a URL path, or null when outside root or absent. */
function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // Dot folders of the build (Vite's .vite/manifest.json) are the server's, not the public's.
  if (/(^|\/)\./.test(decoded)) return null;
  const full = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (!full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

function accepts(c: Context<AppEnv>, encoding: string): boolean {
  return (c.req.header('accept-encoding') ?? '')
    .split(',')
    .some((e) => e.trim().split(';')[0].trim() === encoding);
}

function body(c: Context<AppEnv>, file: string): Response {
  if (c.req.method === 'HEAD') return c.body(null);
  return c.body(new Uint8Array(readFileSync(file)));
}

function sendFile(c: Context<AppEnv>, file: string, cacheControl: string): Response {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  c.header('Content-Type', type);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  for (const [enc, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepts(c, enc) && existsSync(file + ext)) {
      c.header('Content-Encoding', enc);
      return body(c, file + ext);
    }
  }
  return body(c, file);
}

/**
 * Serves the built SPA: hashed files under /static/ immutable (precompressed .br/.gz when
 * accepted), other existing files with revalidation, index.html (no-cache) for every other
 * non-/api GET path without an extension; 404 for missing files.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  distDir: string,
  onIndex: (html: string) => void,
  /**
   * What the page at this path and query carries of its own (a GET only): its main API answer,
   * sent inside its HTML so the app renders it without a round trip (src/app/first-load.ts),
   * and its own head (title, description, Open Graph, JSON-LD: server/http/page-head.ts).
   */
  ownPage?: (path: string, query: URLSearchParams) => Promise<OwnPage | null>,
): void {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  /** The index.html variant per path, once dist/index.html exists (a build may come later). */
  let indexFor: ((path: string) => IndexPage) | null = null;
  const loadIndex = () => {
    if (indexFor === null && existsSync(indexFile)) {
      const html = readFileSync(indexFile, 'utf8');
      indexFor = indexVariants(html, root);
      onIndex(html);
    }
    return indexFor;
  };
  loadIndex();
  const notFound = (c: Context<AppEnv>) => c.text(API_ERRORS.notFoundText, 404);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/'))
      return c.json(failureBody(API_ERRORS.notFound), 404);
    const file = path === '/' || path === '/index.html' ? null : resolveFile(root, path);
    if (file) return sendFile(c, file, path.startsWith('/static/') ? IMMUTABLE : 'no-cache');
    if (path.startsWith('/static/') || extname(path) !== '') return notFound(c);
    const pageFor = loadIndex();
    if (pageFor === null) return notFound(c);
    const page = pageFor(path);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const data =
      c.req.method === 'GET' && ownPage
        ? await ownPage(path, new URL(c.req.url).searchParams)
        : null;
    // A page carrying an answer or a head is one of its own for this request (the answer may
    // change with every request): compressed now, with a validator of its own.
    let own: Buffer | null = null;
    if (data) {
      let html = data.head ? withHead(page.html, data.head) : page.html;
      if (data.data) html = withFirstData(html, data.data);
      own = Buffer.from(html);
    }
    const tag = own ? createHash('sha1').update(own).digest('base64url').slice(0, 20) : page.tag;
    const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
    c.header('Content-Type', TYPES['.html']);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    c.header('ETag', etag);
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    if (encoding) c.header('Content-Encoding', encoding);
    if (c.req.method === 'HEAD') return c.body(null);
    // Made for this request only: compressed at the fast effort (middleware/compress.ts).
    if (own) return c.body(new Uint8Array(encoding ? encodeBody(own, encoding, 'fast') : own));
    return c.body(encoding ? new Uint8Array(page[encoding]) : page.html);
  });
}
