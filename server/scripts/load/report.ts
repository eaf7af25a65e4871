// What `npm run load` prints and records: the machine, the summary of autocannon's result, and
// its section of docs/benchmarks.md ("## Load" on SQLite, "## Load on PostgreSQL").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/processes.mjs';

export function machine(): string {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // not Linux
  }
  let load = '';
  try {
    load = `, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the start`;
  } catch {
    // not Linux
  }
  return `${cpus().length} CPU (nproc), ${model.trim()}, Node ${process.version}${load}`;
}

export interface Summary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  fiveXX: number;
  codes: Record<string, number>;
}

/** The part of autocannon's result (its JSON) read here. */
export interface AutocannonJson {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/** autocannon's result, with the 5xx the server logged (a dropped connection has no status). */
export function summarize(r: AutocannonJson, serverLog: string): Summary {
  const codes: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) codes[k] = Number(v.count);
  const fiveXX = Object.entries(codes)
    .filter(([k]) => k.startsWith('5'))
    .reduce((n, [, v]) => n + v, 0);
  const logged5xx = (serverLog.match(/ 5\d\d \d+\.\dms/g) ?? []).length;
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    fiveXX: Math.max(fiveXX, logged5xx),
    codes,
  };
}

export function summaryLines(s: Summary, seconds: number): string[] {
  return [
    `requests: ${s.requests} in ${seconds} s = ${s.rps.toFixed(0)} req/s`,
    `latency: p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms`,
    `errors (incl. timeouts): ${s.errors}; non-2xx: ${s.non2xx}; 5xx: ${s.fiveXX}`,
    `status codes: ${Object.entries(s.codes)
      .map(([k, v]) => `${k}×${v}`)
      .join(', ')}`,
  ];
}

export interface RunFacts {
  host: string;
  /** PostgreSQL: host:port/db of the database; null on SQLite. */
  postgres: string | null;
  jobs: number;
  coaches: number;
  connections: number;
  seconds: number;
}

/** Writes (or replaces) the run's section of docs/benchmarks.md; returns its heading. */
export function record(run: RunFacts, lines: string[]): string {
  const heading = run.postgres ? '## Load on PostgreSQL' : '## Load';
  const markdown = [
    heading,
    '',
    `\`npm run load${run.postgres ? ' -- --db postgres' : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; machine: ${run.host}.`,
    `Database: ${run.jobs} seeded jobs${run.postgres ? ` in PostgreSQL at ${run.postgres}` : ''}. ${run.coaches} coaches, ${run.connections} autocannon connections from a separate`,
    `process over loopback for ${run.seconds} s. Mix: 40% search (keyword, organisation type, state, interest, page),`,
    '25% job details (counts a view: a write), 15% lookups, 10% sign-in (argon2id), 10% applications (writes;',
    'a repeated coach+job pair answers 409). Per-address rate limits raised for the run (all traffic comes from',
    '127.0.0.1); nothing else changed.',
    '',
    '```',
    ...lines,
    '```',
    '',
    'Non-2xx answers in this mix are expected refusals: 409 (a coach applying twice to one job) or 404 (an',
    'application to a job that is closed). The load average above shows how busy the machine was with other',
    'work at the start; on a shared machine the latencies are pessimistic.',
    '',
  ].join('\n');
  const file = join(ROOT, 'docs', 'benchmarks.md');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const lineStart = new RegExp(`^${heading}[ \\t]*$`, 'm');
  const start = text.search(lineStart);
  if (start >= 0) {
    const rest = text.slice(start + 1);
    const next = rest.search(/^## /m);
    text = text.slice(0, start) + markdown + (next >= 0 ? `\n${rest.slice(next)}` : '');
  } else {
    text = `${text.trimEnd()}\n\n${markdown}`;
  }
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
  return heading;
}
