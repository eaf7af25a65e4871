// `npm run screenshots`: PNGs of every screen (lib/screens.mjs) at 375 px and 1280 px wide, light
// and dark, signed out, signed in as a fresh coach with an application and as a fresh
// organisation with a role (its screens named employer-*), plus the opened
// menus, listboxes and validation messages (`<screen>-open.png`) and the narrow drawer, under the
// git-ignored screenshots/ folder (screenshots/<width>-<theme>/), for reviewing the look. Uses the same build, server and browser set-up
// as the e2e harness. Usage: node tests/e2e/screenshots.mjs [--out DIR]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { ensureBuilt, findChromium, ROOT } from '../../scripts/lib/app.mjs';
import { startTestServer } from './lib/server.mjs';

// The screen list imports the shared TypeScript texts (src/shared/messages.ts).
register();

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const THEMES = ['light', 'dark'];
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const outIndex = process.argv.indexOf('--out');
const outDir = path.resolve(
  outIndex > 0 ? process.argv[outIndex + 1] : path.join(ROOT, 'screenshots'),
);
const executablePath = findChromium();
if (!executablePath) {
  console.error('screenshots: no Chromium found (set CHROME_PATH, or: apt-get install chromium)');
  process.exit(1);
}

await ensureBuilt();
const started = Date.now();
const server = await startTestServer();
process.env.E2E_BASE_URL = server.baseUrl;
process.env.E2E_DATA_DIR = server.dataDir;
const browser = await chromium.launch({ executablePath, args: ARGS, headless: true });
let count = 0;
let exitCode = 0;
try {
  // Real data behind every screen (lib/screens.mjs): a fresh coach with an application, a real
  // reset link; the signed-in screens start from local storage exactly as the app writes it.
  const { prepareScreens, showScreen } = await import('./lib/screens.mjs');
  const { seedStorage } = await import('./lib/journey.mjs');
  const { publicScreens, signedInScreens, storage, orgScreens, orgStorage } =
    await prepareScreens();
  const passes = [
    { screens: publicScreens, storage: null },
    { screens: signedInScreens, storage },
    { screens: orgScreens, storage: orgStorage },
  ];

  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const dir = path.join(outDir, `${viewport.width}-${theme}`);
      mkdirSync(dir, { recursive: true });
      for (const pass of passes) {
        const signedIn = pass.storage !== null;
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport,
          colorScheme: theme,
        });
        context.setDefaultTimeout(20_000);
        const page = await context.newPage();
        if (signedIn) await seedStorage(page, pass.storage);
        for (const screen of pass.screens) {
          try {
            await showScreen(page, screen);
            await page.screenshot({ path: path.join(dir, `${screen.name}.png`), fullPage: true });
            count += 1;
            if (screen.open) {
              await screen.open(page);
              await page.screenshot({ path: path.join(dir, `${screen.name}-open.png`) });
              count += 1;
            }
          } catch (err) {
            exitCode = 1;
            console.error(
              `screenshots: ${screen.name} (${viewport.width} px, ${theme}): ${err.message.split('\n')[0]}`,
            );
          }
        }
        if (!signedIn && viewport.width < 600) {
          try {
            await page.goto('/landing');
            await page.getByRole('button', { name: 'Open menu' }).click();
            await page.getByRole('dialog', { name: 'Menu' }).waitFor();
            // The drawer slides in: capture it once its transition has finished.
            await page.evaluate(() =>
              Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
            );
            await page.screenshot({ path: path.join(dir, 'drawer-open.png') });
            count += 1;
          } catch (err) {
            exitCode = 1;
            console.error(`screenshots: drawer (${theme}): ${err.message.split('\n')[0]}`);
          }
        }
        await context.close();
      }
    }
  }
} catch (err) {
  exitCode = 1;
  console.error(`screenshots: ${err.message}`);
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `screenshots: ${count} PNGs under ${path.relative(ROOT, outDir) || outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(exitCode);
