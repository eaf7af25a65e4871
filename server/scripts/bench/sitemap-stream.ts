// The sitemap bench's run (bench/sitemap.ts), in a process of its own so that its peak RSS is the
// sitemaps' alone: /sitemap.xml and every /sitemap-N.xml part it names, through the app's routes
// (the pull stream, gzip when ACCEPT_GZIP=1), each body read to the end and thrown away. Prints
// one JSON line. Reads DATA_DIR and DATABASE_URL as the server does.
import { createApp } from '../../app';
import { RATE_LIMIT_DEFAULTS } from '../../config';
import { openDb } from '../../db/connect';

const db = await openDb({
  dataDir: process.env.DATA_DIR ?? '',
  databaseUrl: process.env.DATABASE_URL || null,
  timeoutMs: 600_000,
});
try {
  const app = createApp({
    db,
    mailer: { send: async () => {} },
    clock: { now: () => Date.now() },
    log: () => {},
    config: {
      dataDir: process.env.DATA_DIR ?? '',
      publicUrl: 'https://touchline.example',
      jwtSecret: 'bench-sitemap-secret-0123456789abcdef',
      trustProxy: false,
      distDir: null,
      rateLimits: { ...RATE_LIMIT_DEFAULTS },
    },
  });
  const headers = process.env.ACCEPT_GZIP === '1' ? { 'Accept-Encoding': 'gzip' } : undefined;
  const rssStart = process.memoryUsage.rss();
  const started = performance.now();
  let bytes = 0;
  let urls = 0;
  let peakSampled = rssStart;
  const read = async (path: string) => {
    const res = await app.request(path, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status}`);
    const reader = res.body.getReader();
    const text = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.length;
      if (!headers) urls += text.decode(value, { stream: true }).split('<url>').length - 1;
      peakSampled = Math.max(peakSampled, process.memoryUsage.rss());
    }
  };
  const index = await app.request('/sitemap.xml');
  const indexText = await index.text();
  const parts = [...indexText.matchAll(/<loc>[^<]*\/sitemap-(\d+)\.xml<\/loc>/g)].map((m) => m[1]);
  const firstByte: number[] = [];
  if (parts.length === 0) await read('/sitemap.xml');
  for (const n of parts) {
    const t = performance.now();
    await read(`/sitemap-${n}.xml`);
    firstByte.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  const mb = (b: number) => Math.round(b / 1024 / 1024);
  console.log(
    JSON.stringify({
      parts: parts.length,
      urls,
      bytes,
      seconds,
      slowestPartSeconds: Math.max(0, ...firstByte) / 1000,
      rssStartMb: mb(rssStart),
      peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
      peakSampledMb: mb(peakSampled),
    }),
  );
} finally {
  await db.close();
}
