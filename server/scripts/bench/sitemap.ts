// `npm run bench -- --only sitemap` (issue 28): the sitemaps of the bench's board (--jobs roles,
// say --jobs 1000000), on the engine of --db. In a process of its own (bench/sitemap-stream.ts):
// the index and every part read to the end through the app's routes, plain and then gzip; the
// time, the bytes, and the peak RSS of that process (target: bounded, not growing with the roles).
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import type { BenchDb } from './database';

const run = promisify(execFile);

export interface SitemapRun {
  parts: number;
  urls: number;
  bytes: number;
  seconds: number;
  slowestPartSeconds: number;
  rssStartMb: number;
  peakRssMb: number;
  peakSampledMb: number;
}

async function once(b: BenchDb, gzip: boolean): Promise<SitemapRun> {
  const { stdout } = await run(
    process.execPath,
    [
      // BENCH_SITEMAP_HEAP_MB caps the child's V8 heap: the run then fails if memory grew with
      // the roles, rather than only peaking higher where garbage was not yet collected.
      ...(process.env.BENCH_SITEMAP_HEAP_MB
        ? [`--max-old-space-size=${process.env.BENCH_SITEMAP_HEAP_MB}`]
        : []),
      '--import',
      'tsx',
      'server/scripts/bench/sitemap-stream.ts',
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: b.dataDir,
        DATABASE_URL: b.url ?? '',
        ACCEPT_GZIP: gzip ? '1' : '0',
      },
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop() as string) as SitemapRun;
}

export async function sitemapBench(b: BenchDb, roles: number): Promise<void> {
  const plain = await once(b, false);
  const gzip = await once(b, true);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nsitemaps of ${roles.toLocaleString('en')} roles on ${b.engine} (load average ${load})`,
  );
  for (const [name, r] of [
    ['plain', plain],
    ['gzip', gzip],
  ] as const) {
    console.log(
      `| ${name} | ${r.parts} parts | ${name === 'plain' ? `${r.urls.toLocaleString('en')} URLs | ` : ''}${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.seconds.toFixed(1)} s (slowest part ${r.slowestPartSeconds.toFixed(2)} s) | RSS ${r.rssStartMb} MB at start, peak ${r.peakRssMb} MB |`,
    );
  }
}
