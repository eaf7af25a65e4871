/**
 * The HTTP server of an app: @hono/node-server's listener, behind the ready answers of
 * server/http/ready-listener.ts when the app has them (deps.ready). server/index.ts and the tests
 * that need a real socket use this one function, so both run the same path.
 *
 * Every answer sent before its request body was read in full (an early 413 from Content-Length
 * or a chunked body over the limit, a 401 on an upload) gets a lingering close, as nginx does:
 * see `lingerAfterEarlyAnswer`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types';
import { readyListener } from './ready-listener';

export interface LingerLimits {
  /** Body bytes read and discarded after the answer; past them the connection is closed. */
  bytes: number;
  /** Close when the client sends nothing for this long. */
  idleMs: number;
  /** Close this long after the answer, whatever the client does. */
  totalMs: number;
}

/**
 * nginx's lingering close defaults (lingering_timeout 5 s, lingering_time 30 s), and 64 MiB as
 * @hono/node-server's own drain: a client on a slow uplink that only reads the answer once it
 * has sent its body (curl, a raw socket) still finishes sending a file several times the 5 MB
 * limit and reads the 413. Discarding costs no memory, and Node's requestTimeout (300 s) already
 * lets a slow body hold a connection far longer; a client that stalls is gone after 5 s.
 */
export const LINGER: LingerLimits = { bytes: 64 * 1024 * 1024, idleMs: 5_000, totalMs: 30_000 };

/** Whether the request has a body at all (no Transfer-Encoding and no Content-Length: none). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Lingering close. Closing a connection whose request body is still arriving makes the kernel
 * answer the unread bytes with a reset, and a client still sending (its write fails first) never
 * reads the answer waiting in its socket. So once an answer is sent while the body is unread,
 * the rest of the body is read and discarded, within `limits`:
 * - the body ends: a keep-alive connection goes on as Node runs it; one Node would have closed
 *   (Connection: close) is closed now, its FIN already sent after the answer;
 * - past the bytes, the idle time or the total time: the connection is closed.
 * Whoever was reading the body (the Request's stream) is detached first, as Node's own dump
 * does: nothing is buffered.
 */
export function lingerAfterEarlyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  limits: LingerLimits = LINGER,
): void {
  if (!hasBody(req)) return;
  // Ahead of Node's own 'finish' listener, which closes a Connection: close answer's socket.
  res.prependOnceListener('finish', () => {
    if (req.complete || req.destroyed) return;
    const socket = req.socket;
    let left = limits.bytes;
    let closeAfterBody = false;
    const done = () => {
      clearTimeout(idle);
      clearTimeout(total);
      req.off('data', onData);
      req.off('end', onEnd);
      socket.off('close', done);
      Reflect.deleteProperty(socket, 'destroySoon');
    };
    const close = () => {
      done();
      socket.destroy();
    };
    const onData = (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) close();
      else idle.refresh();
    };
    const onEnd = () => {
      done();
      if (closeAfterBody) socket.destroy();
    };
    const idle = setTimeout(close, limits.idleMs).unref();
    const total = setTimeout(close, limits.totalMs).unref();
    // Node's close of a Connection: close answer: send the FIN now, close once the body is read.
    socket.destroySoon = () => {
      closeAfterBody = true;
      socket.end();
    };
    socket.once('close', done);
    req.removeAllListeners('data');
    req.removeAllListeners('readable');
    req.on('data', onData);
    req.once('end', onEnd);
    req.resume();
  });
}

export function createAppServer(app: Hono<AppEnv>, deps: AppDeps): Server {
  // Its own clean-up of an unread body closes the connection 500 ms after the answer, however
  // far the client is: lingerAfterEarlyAnswer does that work instead.
  const listener = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  const inner = deps.ready ? readyListener(deps, deps.ready, listener) : listener;
  return createServer((req, res) => {
    lingerAfterEarlyAnswer(req, res);
    inner(req, res);
  });
}
