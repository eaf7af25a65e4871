// A tiny round-robin HTTP proxy for the e2e harness (issue 24): the browser sees one origin and
// each request goes to the next server in turn, as behind a load balancer. Reads (GET, HEAD)
// and writes (every other method) take turns separately, so that a journey's writes alternate
// between the servers whatever the browser fetches in parallel beside them: with two servers,
// consecutive writes (sign-in, upload, apply) are served by different servers. The Host header
// is passed on unchanged (the servers check Origin against it); every request is logged.
import http from 'node:http';

/**
 * Listens on `port` (0: any free one) and forwards to `upstreams` (base URLs). Returns
 * { baseUrl, log, counts(), close() }: log holds { method, path, upstream, status } per request,
 * counts() the requests per upstream.
 */
export async function startRoundRobinProxy(upstreams, { port = 0, host = 'localhost' } = {}) {
  const targets = upstreams.map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true });
  const log = [];
  let reads = 0;
  let writes = 0;
  const server = http.createServer((req, res) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    const index = (write ? writes++ : reads++) % targets.length;
    const target = targets[index];
    const entry = { method: req.method, path: req.url, upstream: index, status: 0 };
    log.push(entry);
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', (err) => {
      entry.status = `error ${err.code ?? err.message}`;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const baseUrl = `http://${host}:${server.address().port}`;
  return {
    baseUrl,
    log,
    counts: () => targets.map((_, i) => log.filter((e) => e.upstream === i).length),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
