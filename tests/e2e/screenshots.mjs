// `npm run screenshots`: PNGs of every screen at 375 px and 1280 px wide, light and dark,
// signed out and (for the protected screens) signed in as a fresh coach, under the git-ignored
// screenshots/ folder, for reviewing the look. Uses the same build, server and browser set-up
// as the e2e harness. Usage: node tests/e2e/screenshots.mjs [--out DIR]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt, findChromium, ROOT } from '../../scripts/lib/app.mjs';
import { startTestServer } from './lib/server.mjs';

const PUBLIC_SCREENS = [
  ['landing', '/landing'],
  ['signin', '/signin'],
  ['signup', '/signup'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password?resetPasswordToken=example'],
  ['jobsearch', '/jobsearch'],
  ['jobdetails', '/jobdetails?jobId=1'],
  ['org', '/org?orgId=1'],
  ['error-401', '/401'],
  ['error-403', '/403'],
  ['error-500', '/500'],
  ['not-found', '/no-such-page'],
];
const SIGNED_IN_SCREENS = [
  ['signed-in-landing', '/landing'],
  ['apply', '/apply/1'],
  ['success', '/success?jobId=1'],
  ['jobsapplied', '/jobsapplied'],
  ['profile', '/profile'],
  ['changepassword', '/changepassword'],
];
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
  // A fresh coach, signed in through the API; the session goes into local storage (SPEC 3).
  const { signUpCoach, loginApi, api } = await import('./lib/api.mjs');
  let storage = null;
  try {
    const coach = await signUpCoach();
    const tokens = await loginApi(coach.email, coach.password);
    const me = await api('/api/user/get_logged_in_user', {
      token: tokens.token,
      expectStatus: 200,
    });
    storage = {
      token: JSON.stringify(tokens.token),
      refresh_token: JSON.stringify(tokens.refresh_token),
      user: JSON.stringify(me.body.userDetails?.[0] ?? null),
    };
  } catch (err) {
    exitCode = 1;
    console.error(
      `screenshots: could not sign a coach in, so no signed-in screens: ${err.message}`,
    );
  }

  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const dir = path.join(outDir, `${viewport.width}-${theme}`);
      mkdirSync(dir, { recursive: true });
      for (const signedIn of storage ? [false, true] : [false]) {
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport,
          colorScheme: theme,
        });
        if (signedIn) {
          await context.addInitScript((items) => {
            for (const [k, v] of Object.entries(items)) window.localStorage.setItem(k, v);
          }, storage);
        }
        const page = await context.newPage();
        for (const [name, route] of signedIn ? SIGNED_IN_SCREENS : PUBLIC_SCREENS) {
          try {
            await page.goto(route, { waitUntil: 'load' });
            await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
            const file = path.join(dir, `${name}.png`);
            await page.screenshot({ path: file, fullPage: true });
            count += 1;
          } catch (err) {
            exitCode = 1;
            console.error(
              `screenshots: ${name} (${viewport.width} px, ${theme}): ${err.message.split('\n')[0]}`,
            );
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
