// Start the real server for a harness run: exactly the `npm start` command
// (`node --import tsx server/index.ts`) on a free port, with a fresh temporary DATA_DIR and a
// PUBLIC_URL matching the port and a private copy of dist/ (DIST_DIR); waits until
// GET /api/orgtype/list answers.
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DIST,
  freePort,
  HARNESS_RATE_LIMITS,
  startServer,
  stopProcess,
  waitForHttp,
} from '../../../scripts/lib/app.mjs';

/**
 * Returns { baseUrl, dataDir, logTail(lines), stop() }. stop() sends SIGTERM, then SIGKILL
 * after 5 s, and removes the temporary folder. Server output goes to a log file (see logTail).
 */
export async function startTestServer({ env = {}, timeoutMs = 90_000 } = {}) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const logPath = path.join(tmp, 'server.log');
  // The server serves its own copy of the build, so a rebuild of dist/ during the run (another
  // `vite build` in the same work tree) cannot swap files under the browser.
  const distDir = path.join(tmp, 'dist');
  cpSync(DIST, distDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logFd = openSync(logPath, 'a');
  const child = startServer({
    env: {
      ...HARNESS_RATE_LIMITS,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: null, // mail goes to DATA_DIR/mail as .eml files
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });

  const logTail = (lines = 40) => {
    try {
      return readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no server log)';
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcess(child, 5_000);
    closeSync(logFd);
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitForHttp(`${baseUrl}/api/orgtype/list`, { child, timeoutMs });
  } catch (err) {
    err.message = `${err.message}\n── server log (last lines) ──\n${logTail()}`;
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, child, logTail, stop };
}
