// The baseline of `npm run bench`: a hono hello-world on @hono/node-server, nothing else (no
// middleware, no database). Usage: PORT=3999 node --import tsx server/scripts/hello.ts
// Listens on the loopback interface only.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello, world!'));

const port = Number(process.env.PORT ?? 3999);
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`hello listening on 127.0.0.1:${info.port}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
