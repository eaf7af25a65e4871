// Driving a server with autocannon from this process, and what one scenario measures: requests/s,
// p50 and p99 of a steady load, and hello-world's requests/s right around it.
import { createRequire } from 'node:module';
import { OPTIONS } from './options';
import { cycle } from './queries';

// autocannon has no bundled types: the part of its API used here.
interface AutocannonHistogram {
  average: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: AutocannonHistogram & { total: number };
  latency: AutocannonHistogram;
  throughput: AutocannonHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  /** Stop after this many requests (instead of the duration). */
  amount?: number;
  pipelining?: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: { setupRequest?: (req: AutocannonRequest) => AutocannonRequest }[];
}
/** autocannon's run: a promise of the result and an emitter of each response. */
type AutocannonRun = Promise<AutocannonResult> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (
  o: AutocannonOptions,
) => AutocannonRun;

export interface Row {
  name: string;
  description: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  urls: number;
  /** The baseline's req/s, run right before and after this scenario (the machine's speed drifts). */
  baselineRps: number;
}

const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'application/json' };

/** Drives `base` for `seconds` (or `amount` requests). */
export function load(
  base: string,
  next: () => string,
  seconds: number,
  amount?: number,
): AutocannonRun {
  return autocannon({
    url: base,
    connections: OPTIONS.connections,
    duration: seconds,
    amount,
    timeout: 10,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (req) => {
          req.path = next();
          return req;
        },
      },
    ],
  });
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives `base` for `warmup` + `seconds` on one set of connections and measures the last
 * `seconds` only: requests/s, p50 and p99 of the answers that came in that window. A run of its
 * own for the measured part would open its connections anew at the start of the window, and
 * Node's event loop accepts one connection per turn (libuv/libuv#3696): under load the last of 50
 * new connections waited tenths of a second for its first answer, and those waits went into the
 * p99 (docs/benchmarks.md). The scenario is the steady state of its connections.
 */
async function measure(
  base: string,
  next: () => string,
  warmup: number,
  seconds: number,
): Promise<Measured> {
  const times: number[] = [];
  let non2xx = 0;
  let windowStart = Number.POSITIVE_INFINITY;
  const run = load(base, next, warmup + seconds);
  const timer = setTimeout(() => {
    windowStart = performance.now();
  }, warmup * 1000);
  run.on('response', (_client, status, _bytes, ms) => {
    if (performance.now() < windowStart) return;
    times.push(ms);
    if (status < 200 || status > 299) non2xx += 1;
  });
  const r = await run;
  clearTimeout(timer);
  const windowSeconds = (performance.now() - windowStart) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]) : 0;
  return {
    rps: windowSeconds > 0 ? times.length / windowSeconds : 0,
    p50: at(0.5),
    p99: at(0.99),
    errors: r.errors + r.timeouts,
    non2xx,
  };
}

/**
 * The baseline around a scenario: the machine's speed drifts within seconds on a shared host, so
 * hello-world runs right before the scenario's run (warm-up and measured window) and right after
 * it, and the ratio divides by both together (a steady drift cancels out), where one run after
 * it could land in another phase of the machine. The scenario itself runs without a break, so
 * its p50 and p99 are those of a steady load.
 */
export async function scenario(
  base: string,
  name: string,
  description: string,
  next: () => string,
  urls: number,
  prime?: string[],
  adjacentBaseline?: string,
): Promise<Row> {
  // A server in steady state has seen its popular queries: ask each URL of the set once.
  if (prime) await load(base, cycle(prime), 600, prime.length);
  const row: Row = {
    name,
    description,
    rps: 0,
    p50: 0,
    p99: 0,
    errors: 0,
    non2xx: 0,
    urls,
    baselineRps: 0,
  };
  const before = adjacentBaseline
    ? await load(adjacentBaseline, () => '/', OPTIONS.baselineSeconds)
    : null;
  Object.assign(row, await measure(base, next, OPTIONS.warmupSeconds, OPTIONS.seconds));
  if (adjacentBaseline && before) {
    const after = await load(adjacentBaseline, () => '/', OPTIONS.baselineSeconds);
    row.baselineRps =
      (before.requests.total + after.requests.total) / (before.duration + after.duration);
  } else {
    row.baselineRps = row.rps;
  }
  console.log(
    `  ${name.padEnd(18)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms${row.errors || row.non2xx ? `  errors ${row.errors}, non-2xx ${row.non2xx}` : ''}`,
  );
  return row;
}
