// `npm start`: build the app when dist/ is missing or stale, then run the server
// (`node --import tsx server/index.ts`) with the caller's environment. Signals are forwarded
// and the server's exit code is ours.
import { ensureBuilt, startServer } from './lib/app.mjs';

try {
  await ensureBuilt();
} catch (err) {
  console.error(`start: ${err.message}`);
  process.exit(1);
}

const server = startServer();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('error', (err) => {
  console.error(`start: could not run the server: ${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) {
    // Re-raise so our parent sees the same way of ending, with the conventional code as fallback.
    process.exitCode = 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 0);
});
