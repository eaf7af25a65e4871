// Shared helpers for the scripts and the e2e harness: build the app when stale, start the real
// server the way `npm start` does, wait for it, and stop it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_ARGS, spawnNode } from './processes.mjs';

// The port, wait and stop helpers live in processes.mjs (the TypeScript scripts share them).
export { freePort, ROOT, SERVER_ARGS, stopProcess, waitForHttp } from './processes.mjs';

export const DIST = path.join(ROOT, 'dist');
export const DIST_INDEX = path.join(DIST, 'index.html');

/** Inputs of the app build: a newer file in any of them makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  'styles',
  'public',
  'index.html',
  'vite.config.ts',
  'build',
  'package.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function buildStaleReason() {
  if (!existsSync(DIST_INDEX)) return 'dist/index.html is missing';
  // A build by `npm run size` (vite only) has no prerendered pages: build again in full.
  if (!existsSync(path.join(DIST, 'prerender.json'))) return 'dist/prerender.json is missing';
  const built = statSync(DIST_INDEX).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Run a command to completion with inherited stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const VITE_BIN = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** `vite build`, the prerendered pages, then the precompression step; throws when one fails. */
export async function buildApp() {
  const started = Date.now();
  const code = await run(process.execPath, [VITE_BIN, 'build']);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  const { prerenderPages } = await import('../prerender.mjs');
  await prerenderPages();
  const { compressDist } = await import('../compress.mjs');
  await compressDist(DIST);
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Build only when dist/ is missing or older than its sources. */
export async function ensureBuilt({ quiet = false } = {}) {
  const reason = buildStaleReason();
  if (!reason) {
    if (!quiet) console.log('build: dist/ is up to date');
    return false;
  }
  console.log(`build: ${reason}; running vite build`);
  await buildApp();
  return true;
}

/**
 * Start the real server (`node --import tsx server/index.ts`) with extra env (a null value
 * unsets a variable). Returns the child process.
 */
export function startServer({ env = {}, stdio = 'inherit' } = {}) {
  return spawnNode(SERVER_ARGS, { env, stdio });
}

/** Env that lifts the per-address rate limits, for harnesses that sign up many users. */
export const HARNESS_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_ADDRESS: '100000',
  RATE_LIMIT_FORGOT_ADDRESS: '100000',
  RATE_LIMIT_REGISTER_ADDRESS: '100000',
  RATE_LIMIT_RESET_VALIDATE_ADDRESS: '100000',
};

/** Where Chromium lives: CHROME_PATH, /usr/bin/chromium, or `chromium` on PATH; null if none. */
export function findChromium() {
  const candidates = [];
  if (process.env.CHROME_PATH) candidates.push(process.env.CHROME_PATH);
  candidates.push('/usr/bin/chromium');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'chromium'), path.join(dir, 'chromium-browser'));
  }
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there
    }
  }
  return null;
}
