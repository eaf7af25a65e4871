// The load generator of `npm run load`, run as a process of its own (so that it does not share
// the driver's event loop): `node --import tsx server/scripts/load/client.ts CONFIG OUT` reads
// the run's configuration from CONFIG, drives the server with autocannon for its seconds, and
// writes autocannon's result to OUT (the driver imports nothing from here but the type). The mix: 40% search (keyword + filters + page), 25% job
// details, 15% lookups, 10% sign-in, 10% applications.
import { readFileSync, writeFileSync } from 'node:fs';

export interface ClientConfig {
  baseUrl: string;
  /** Every coach's password. */
  password: string;
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
        body: JSON.stringify({ username: coach.email, password: cfg.password }),
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

await runClient(process.argv[2], process.argv[3]);
