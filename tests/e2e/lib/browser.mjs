// Browser side of the e2e harness: playwright-core driving Debian's Chromium (never
// Playwright's own browser download), one browser per test file and a fresh context (empty
// profile) per test. Tests get the server's URL and DATA_DIR from tests/e2e/run.mjs.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BASE_URL, DATA_DIR } from './env.mjs';

export { BASE_URL, DATA_DIR };

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const SCREENSHOT_DIR = path.join(ROOT, 'screenshots', 'e2e');
if (!BASE_URL || !DATA_DIR) {
  throw new Error('E2E_BASE_URL/E2E_DATA_DIR are not set: run e2e tests through tests/e2e/run.mjs');
}

/** Absolute URL on the server under test. */
export const url = (p = '/') => new URL(p, BASE_URL).href;

/** The video host this machine cannot reach: its failures never fail a test. */
const IGNORED_HOSTS = [/(^|\.)youtube-nocookie\.com$/, /(^|\.)youtube\.com$/, /(^|\.)ytimg\.com$/];
const IGNORED_TEXT = /youtube-nocookie\.com|youtube\.com|ytimg\.com/;
const isIgnoredUrl = (u) => {
  try {
    const { hostname } = new URL(u);
    return IGNORED_HOSTS.some((re) => re.test(hostname));
  } catch {
    return false;
  }
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browserPromise = null;
/** The test file's browser, launched on first use and closed after the file's tests. */
export function getBrowser() {
  browserPromise ??= chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return browserPromise;
}
after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

/**
 * A fresh context and page that records console errors, page errors and failed requests.
 * options: viewport ({width,height}, default 1280x800), colorScheme ('light'|'dark'),
 * allowStatus (HTTP statuses a journey expects, e.g. [401]), allowConsole (RegExps of expected
 * console errors), contextOptions (passed to browser.newContext).
 * Returns { page, context, problems(), allow(re), assertClean(), report(err, name), close() }.
 */
export async function newPage(options = {}) {
  const browser = await getBrowser();
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...options.contextOptions,
  });
  context.setDefaultTimeout(options.timeout ?? 15_000);
  const page = await context.newPage();
  const allowStatus = new Set(options.allowStatus ?? []);
  const allowConsole = [...(options.allowConsole ?? [])];
  const consoleErrors = [];
  const failedRequests = [];

  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (isIgnoredUrl(msg.location()?.url ?? '') || IGNORED_TEXT.test(text)) return;
    const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
    if (status && allowStatus.has(Number(status))) return;
    if (allowConsole.some((re) => re.test(text))) return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (err) => {
    consoleErrors.push(`uncaught: ${err.message}`);
  });
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? 'failed';
    // Navigations and unmounts cancel in-flight fetches; that is not a failure.
    if (reason === 'net::ERR_ABORTED' || isIgnoredUrl(req.url())) return;
    failedRequests.push(`${req.method()} ${req.url()}: ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() < 400 || allowStatus.has(res.status()) || isIgnoredUrl(res.url())) return;
    failedRequests.push(`${res.request().method()} ${res.url()}: HTTP ${res.status()}`);
  });

  const problems = () => [
    ...consoleErrors.map((e) => `console error: ${e}`),
    ...failedRequests.map((r) => `failed request: ${r}`),
  ];

  return {
    page,
    context,
    problems,
    /** Expect a console error matching `re` from here on (e.g. a deliberate failure). */
    allow(re) {
      if (typeof re === 'number') allowStatus.add(re);
      else allowConsole.push(re);
    },
    /** Throw when the page logged console errors or had failed requests. */
    assertClean() {
      const list = problems();
      if (list.length > 0) {
        throw new Error(`the page had ${list.length} problem(s):\n  ${list.join('\n  ')}`);
      }
    },
    /** Print the URL, console errors and a screenshot path for a failed test. */
    async report(err, name = 'test') {
      const slug = name
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `${slug}-${Date.now()}.png`);
      let shot = file;
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
      } catch (e) {
        shot = `(screenshot failed: ${e.message})`;
      }
      const lines = [
        `✖ ${name}: ${err?.message?.split('\n')[0] ?? err}`,
        `  url: ${page.isClosed() ? '(page closed)' : page.url()}`,
        ...problems().map((p) => `  ${p}`),
        `  screenshot: ${shot}`,
      ];
      console.error(lines.join('\n'));
    },
    async close() {
      await context.close().catch(() => {});
    },
  };
}

/**
 * Declare a browser test: `browserTest(name, async (page, session) => {...}, options)`.
 * The test gets a fresh context; it fails when the journey throws OR the page logged console
 * errors / had failed requests; on failure it prints URL, errors and a screenshot path.
 */
export function browserTest(name, fn, options = {}) {
  return test(name, { timeout: options.testTimeout ?? 120_000, skip: options.skip }, async (t) => {
    const session = await newPage(options);
    try {
      await fn(session.page, { ...session, t });
      session.assertClean();
    } catch (err) {
      await session.report(err, name);
      throw err;
    } finally {
      await session.close();
    }
  });
}

// ── accessibility ─────────────────────────────────────────────────────────────────────────
const axeSource = require('axe-core').source;

/**
 * Load axe-core into the page. Evaluated through the DevTools protocol, so the page's CSP
 * (no inline script) does not block it. Call again after a full navigation.
 */
export async function injectAxe(page) {
  const present = await page.evaluate(() => typeof window.axe === 'object').catch(() => false);
  if (!present) await page.evaluate(axeSource);
}

/**
 * Run axe on the page (or `options.include` selector) and throw on any violation of impact
 * serious or critical, listing rule, help and the offending elements.
 * options: include, exclude (selectors), disableRules (rule ids), label (for the message),
 * iframes (audit frames too; default false).
 */
export async function checkA11y(page, options = {}) {
  await injectAxe(page);
  const results = await page.evaluate(
    async ({ include, exclude, disableRules, iframes }) => {
      const context =
        include || exclude ? { include: include ?? [document], exclude: exclude ?? [] } : document;
      const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]));
      const r = await window.axe.run(context, { resultTypes: ['violations'], rules, iframes });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 120)}`),
        count: v.nodes.length,
      }));
    },
    {
      include: options.include,
      exclude: options.exclude,
      disableRules: options.disableRules,
      // The only frame is the third-party video embed: not ours to audit, and axe would wait
      // for an answer from it that never comes.
      iframes: options.iframes ?? false,
    },
  );
  const serious = results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const where = options.label ?? page.url();
    const text = serious
      .map(
        (v) =>
          `  [${v.impact}] ${v.id}: ${v.help} (${v.count} element(s))\n${v.nodes.map((n) => `      ${n}`).join('\n')}`,
      )
      .join('\n');
    throw new Error(`accessibility violations on ${where}:\n${text}`);
  }
  return results;
}
