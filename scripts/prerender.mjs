// Prerenders the first visit's pages (decision 009; the list: src/shared/first-visit-pages.ts):
// after `vite build`, renders them in their loading state with React's static
// renderer (src/prerender.tsx through Vite's SSR loader, so CSS module class names are the
// build's) and writes dist/prerender.json ({path: html}). The server puts a page's HTML inside
// <div id="root" inert> in index.html; the app renders over it. The HTML is cleaned for the
// CSP: no script, no style attribute (presentational only: sizes of skeletons and spinners).
// Usage: node scripts/prerender.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { DIST, ROOT } from './lib/app.mjs';

/**
 * Static HTML from React's prerender output: a Suspense boundary that was still pending when
 * the shell was written comes as a fallback plus a hidden segment that a script moves into
 * place; do that move here, then drop scripts, style attributes and React's comment markers.
 */
export function cleanPrerendered(html) {
  let out = html;
  for (const seg of [...out.matchAll(/<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>/g)]) {
    const [, id, content] = seg;
    const boundary = new RegExp(
      `<!--\\$\\?--><template id="B:${id}"></template>[\\s\\S]*?<!--/\\$-->`,
    );
    if (!boundary.test(out)) throw new Error(`prerender: no boundary for segment S:${id}`);
    out = out.replace(boundary, () => content);
  }
  out = out
    .replace(/<div hidden id="S:\d+">[\s\S]*$/, '') // the moved segments and their scripts
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/ style="[^"]*"/g, '')
    .replace(/<!--\/?\$\??-->|<!-- -->/g, '');
  if (/<script|<template|\sstyle=/i.test(out)) throw new Error('prerender: unclean markup left');
  return out;
}

export async function prerenderPages() {
  const started = Date.now();
  const vite = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const pages = {};
  try {
    const { renderPage } = await vite.ssrLoadModule('/src/prerender.tsx');
    const { FIRST_VISIT_PAGES } = await vite.ssrLoadModule('/src/shared/first-visit-pages.ts');
    for (const { path: pathname, sample } of FIRST_VISIT_PAGES) {
      await renderPage(pathname, sample); // loads the page's lazy parts
      pages[pathname] = cleanPrerendered(await renderPage(pathname, sample));
    }
  } finally {
    await vite.close();
  }
  writeFileSync(path.join(DIST, 'prerender.json'), JSON.stringify(pages));
  const sizes = Object.entries(pages).map(([k, v]) => `${k} ${(v.length / 1024).toFixed(1)} KB`);
  console.log(`prerender: ${sizes.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prerenderPages().catch((err) => {
    console.error(`prerender: ${err.message}`);
    process.exit(1);
  });
}
