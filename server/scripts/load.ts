// npm run load  (env: LOAD_SECONDS=30, LOAD_CONNECTIONS=10, LOAD_JOBS=100000, LOAD_COACHES=40,
//                LOAD_DATA_DIR=<reuse a seeded folder>, LOAD_NO_RECORD=1 to skip docs/benchmarks.md)
//
// Seeds LOAD_JOBS jobs into a temporary DATA_DIR (server/db/seed.ts, like `npm run seed`),
// starts the real server (`node --import tsx server/index.ts`) on a free loopback port, signs
// up LOAD_COACHES coaches with a resume and a cover letter each, then runs autocannon from a
// separate process for LOAD_SECONDS with a realistic mix:
//   40% search (keyword + filters + page), 25% job details, 15% lookups, 10% sign-in,
//   10% applications.
// Prints requests/s, p50/p99 latency, errors, non-2xx and 5xx counts, and records them under
// "## Load" in docs/benchmarks.md. Exits 1 on any error or 5xx.
//
// Rate limits: every request comes from 127.0.0.1, so the per-address limits (login 50
// failures, register 50 per hour, ...) are raised for this run through the RATE_LIMIT_*
// variables; the per-account login limit only counts failures and the mix signs in correctly.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'Str0ng!Load#Runner26';

interface ClientConfig {
  baseUrl: string;
  seconds: number;
  connections: number;
  xsrf: string;
  coaches: { email: string; token: string; resume: number; cv: number }[];
  maxJobId: number;
  keywords: string[];
  orgTypes: string[];
  states: string[];
  sports: string[];
}

// ---------------------------------------------------------------- client process (autocannon)
async function runClient(configFile: string, outFile: string): Promise<void> {
  // autocannon ships no types: a module name in a variable keeps tsc from resolving it
  const name = 'autocannon';
  const { default: autocannon } = (await import(name)) as {
    default: (opts: Record<string, unknown>) => Promise<unknown>;
  };
  const cfg = JSON.parse(readFileSync(configFile, 'utf8')) as ClientConfig;
  const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)];
  const json = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${cfg.xsrf}`,
    'x-xsrf-token': cfg.xsrf,
  };
  const setupRequest = (req: Record<string, unknown>) => {
    const r = Math.random();
    const job = 1 + Math.floor(Math.random() * cfg.maxJobId);
    if (r < 0.4) {
      const q = new URLSearchParams({
        title: pick(cfg.keywords),
        page: String(1 + Math.floor(Math.random() * 3)),
      });
      if (Math.random() < 0.5) q.set('orgtype', pick(cfg.orgTypes));
      if (Math.random() < 0.5) q.set('location', pick(cfg.states));
      if (Math.random() < 0.5) q.set('interests', pick(cfg.sports));
      if (Math.random() < 0.2) q.delete('title');
      return { ...req, method: 'GET', path: `/api/job/list?${q}`, headers: {}, body: undefined };
    }
    if (r < 0.65)
      return {
        ...req,
        method: 'GET',
        path: `/api/job/job_detail/${job}`,
        headers: {},
        body: undefined,
      };
    if (r < 0.8) {
      const path = pick([
        '/api/orgtype/list',
        '/api/location/state/list',
        '/api/location/list',
        '/api/sportstype/list',
        '/api/user/taglist',
      ]);
      return { ...req, method: 'GET', path, headers: {}, body: undefined };
    }
    const coach = pick(cfg.coaches);
    if (r < 0.9) {
      return {
        ...req,
        method: 'POST',
        path: '/api/login',
        headers: json,
        body: JSON.stringify({ username: coach.email, password: PASSWORD }),
      };
    }
    return {
      ...req,
      method: 'POST',
      path: '/api/job-apply/apply',
      headers: { ...json, authorization: `Bearer ${coach.token}` },
      body: JSON.stringify({
        firstName: 'Load',
        lastName: 'Runner',
        resume: coach.resume,
        cv: coach.cv,
        jobId: job,
        salary: '$80k',
        notice: '2 weeks',
        referredBy: 'Load test',
      }),
    };
  };
  const result = await autocannon({
    url: cfg.baseUrl,
    connections: cfg.connections,
    duration: cfg.seconds,
    timeout: 30,
    requests: [{ method: 'GET', path: '/api/orgtype/list', setupRequest }],
  });
  writeFileSync(outFile, JSON.stringify(result));
}

// ---------------------------------------------------------------- driver
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      if (r.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}`);
}

function machine(): string {
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

function record(markdown: string): void {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.search(/^## Load\b.*$/m);
  if (start >= 0) {
    const rest = text.slice(start + 1);
    const next = rest.search(/^## /m);
    text = text.slice(0, start) + markdown + (next >= 0 ? `\n${rest.slice(next)}` : '');
  } else {
    text = `${text.trimEnd()}\n\n${markdown}`;
  }
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

async function main(): Promise<void> {
  const host = machine();
  const seconds = Number(process.env.LOAD_SECONDS ?? 30);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
  const jobs = Number(process.env.LOAD_JOBS ?? 100_000);
  const coachCount = Number(process.env.LOAD_COACHES ?? 40);
  const reuse = process.env.LOAD_DATA_DIR;
  const dataDir = reuse ? resolve(reuse) : mkdtempSync(join(tmpdir(), 'touchline-load-'));
  const { openDatabase } = await import('../db/open');
  const db = openDatabase(dataDir);
  const have = db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
  if (have < jobs) {
    const { seedDatabase } = await import('../db/seed');
    const t = performance.now();
    seedDatabase(db, { jobs: jobs - have });
    db.pragma('optimize');
    console.log(`seeded ${jobs - have} jobs in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const totalJobs = db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
  const maxJobId = db.prepare('SELECT max(id) FROM jobs').pluck().get() as number;
  db.close();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const limits = Object.fromEntries(
    [
      'LOGIN_ACCOUNT',
      'LOGIN_ADDRESS',
      'FORGOT_ACCOUNT',
      'FORGOT_ADDRESS',
      'REGISTER_ADDRESS',
      'RESET_VALIDATE_ADDRESS',
    ].map((k) => [`RATE_LIMIT_${k}`, '1000000']),
  );
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...limits,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let serverLog = '';
  server.stdout?.on('data', (d: Buffer) => {
    serverLog += d.toString();
    if (serverLog.length > 4_000_000) serverLog = serverLog.slice(-2_000_000);
  });
  const cleanup = () => {
    server.kill('SIGTERM');
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/api/orgtype/list`, server);
    const first = await fetch(`${baseUrl}/api/orgtype/list`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
    const orgTypes = ((await first.json()) as { list: { type: string }[] }).list.map((o) => o.type);
    const states = (
      (await (await fetch(`${baseUrl}/api/location/state/list`)).json()) as {
        list: { name: string }[];
      }
    ).list.map((s) => s.name);
    const sports = (
      (await (await fetch(`${baseUrl}/api/sportstype/list`)).json()) as { list: { name: string }[] }
    ).list.map((s) => s.name);
    const headers = {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    };
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const coaches: ClientConfig['coaches'] = [];
    const tag = Date.now().toString(36);
    await Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        for (let i = lane; i < coachCount; i += 4) {
          const email = `load-${tag}-${i}@example.com`;
          const reg = await fetch(`${baseUrl}/api/coach/register`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              firstName: 'Load',
              lastName: 'Runner',
              mobileNumber: '0412345678',
              email,
              password: PASSWORD,
              termsAndConditions: true,
            }),
          });
          if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
          const login = await fetch(`${baseUrl}/api/login`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ username: email, password: PASSWORD, rememberMe: true }),
          });
          const { token } = (await login.json()) as { token: string };
          const ids: number[] = [];
          for (const kind of ['resume', 'cv']) {
            const form = new FormData();
            form.append(kind, new Blob([pdf]), `${kind}.pdf`);
            const up = await fetch(`${baseUrl}/api/file/upload/${kind}`, {
              method: 'POST',
              headers: {
                cookie: headers.cookie,
                'x-xsrf-token': xsrf,
                authorization: `Bearer ${token}`,
              },
              body: form,
            });
            const b = (await up.json()) as Record<string, number>;
            ids.push(b.resumeId ?? b.cvId);
          }
          coaches.push({ email, token, resume: ids[0], cv: ids[1] });
        }
      }),
    );
    const work = mkdtempSync(join(tmpdir(), 'touchline-load-client-'));
    const cfgFile = join(work, 'config.json');
    const outFile = join(work, 'result.json');
    const keywords = [
      'coach',
      'manager',
      'analyst',
      'physio',
      'assistant',
      'head',
      'performance',
      'junior',
      'football',
      'strength',
    ];
    writeFileSync(
      cfgFile,
      JSON.stringify({
        baseUrl,
        seconds,
        connections,
        xsrf,
        coaches,
        maxJobId,
        keywords,
        orgTypes,
        states,
        sports,
      } satisfies ClientConfig),
    );
    console.log(
      `load: ${totalJobs} jobs, ${coaches.length} coaches, ${connections} connections, ${seconds} s against ${baseUrl}`,
    );
    const client = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'server/scripts/load.ts'), '--client', cfgFile, outFile],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    const code = await new Promise<number>((ok) => client.on('exit', (c) => ok(c ?? 1)));
    if (code !== 0) throw new Error(`the autocannon process failed (${code})`);
    const r = JSON.parse(readFileSync(outFile, 'utf8'));
    rmSync(work, { recursive: true, force: true });
    const codes: Record<string, number> = {};
    for (const [k, v] of Object.entries(r.statusCodeStats ?? {}))
      codes[k] = Number((v as { count: number }).count);
    const fiveXX = Object.entries(codes)
      .filter(([k]) => k.startsWith('5'))
      .reduce((n, [, v]) => n + v, 0);
    const logged5xx = (serverLog.match(/ 5\d\d \d+\.\dms/g) ?? []).length;
    const summary = {
      requests: r.requests.total as number,
      rps: r.requests.average as number,
      p50: r.latency.p50 as number,
      p99: r.latency.p99 as number,
      max: r.latency.max as number,
      errors: (r.errors as number) + (r.timeouts as number),
      non2xx: r.non2xx as number,
      fiveXX: Math.max(fiveXX, logged5xx),
    };
    const lines = [
      `requests: ${summary.requests} in ${seconds} s = ${summary.rps.toFixed(0)} req/s`,
      `latency: p50 ${summary.p50} ms, p99 ${summary.p99} ms, max ${summary.max} ms`,
      `errors (incl. timeouts): ${summary.errors}; non-2xx: ${summary.non2xx}; 5xx: ${summary.fiveXX}`,
      `status codes: ${Object.entries(codes)
        .map(([k, v]) => `${k}×${v}`)
        .join(', ')}`,
    ];
    console.log(lines.join('\n'));
    if (!process.env.LOAD_NO_RECORD) {
      record(
        [
          '## Load',
          '',
          `\`npm run load\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; machine: ${host}.`,
          `Database: ${totalJobs} seeded jobs. ${coaches.length} coaches, ${connections} autocannon connections from a separate`,
          `process over loopback for ${seconds} s. Mix: 40% search (keyword, organisation type, state, interest, page),`,
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
        ].join('\n'),
      );
      console.log('recorded under "## Load" in docs/benchmarks.md');
    }
    if (summary.errors > 0 || summary.fiveXX > 0) {
      console.error('load: FAILED (errors or 5xx)');
      process.exitCode = 1;
    }
  } finally {
    cleanup();
  }
}

if (process.argv[2] === '--client') {
  await runClient(process.argv[3], process.argv[4]);
} else {
  await main();
}
