// An alert mail over a real SMTP server started here (smtp-server): its headers (Subject,
// List-Unsubscribe with the one-click URL, List-Unsubscribe-Post) and both parts (text/plain,
// text/html in a multipart/alternative). Then `npm run worker -- --once --now <time>` processes
// (two side by side) send a daily alert's mail once, at 07:00 Sydney time and not before. On
// both engines.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findAlert } from '../../server/db/queries/alerts';
import { createJob } from '../../server/db/queries/jobs';
import { createMailer } from '../../server/lib/mail';
import {
  createTestContext,
  TEST_DATABASE_URL,
  type TestContext,
  testJob,
} from '../../server/test-utils';
import { JOBS, SWEEPS } from '../../server/work/jobs';
import { WorkRunner } from '../../server/work/runner';
import { AlertCreatedResponseSchema } from '../../src/shared/schemas/alerts';

const ROOT = join(import.meta.dirname, '../..');

interface Received {
  to: string[];
  raw: string;
}

async function smtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    closeTimeout: 100,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (d: Buffer) => {
        raw += d.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return { server, received, url: `smtp://127.0.0.1:${port}` };
}

let ctx: TestContext;
let mailServer: Awaited<ReturnType<typeof smtp>>;
beforeEach(async () => {
  ctx = await createTestContext({ seed: true });
  mailServer = await smtp();
});
afterEach(async () => {
  await new Promise<void>((r) => mailServer.server.close(() => r()));
  await ctx.close();
});

async function alertAt(iso: string, frequency: string) {
  ctx.clock.set(Date.parse(iso));
  const c = await ctx.registerCoach();
  const { token } = await ctx.loginAs(c.email, c.password);
  const res = await ctx.request('/api/alerts', {
    json: { query: { title: 'zorblax', location: 'NSW' }, frequency },
    token,
  });
  return { id: AlertCreatedResponseSchema.parse(await res.json()).id, email: c.email };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
          String.fromCharCode(Number.parseInt(h, 16)),
        );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** A header's value in a raw message, unfolded and decoded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

describe('an alert mail over SMTP', () => {
  test('List-Unsubscribe (one click), a plain-text and an HTML part', async () => {
    const a = await alertAt('2026-12-01T09:00:00+11:00', 'instant');
    const job = await createJob(
      ctx.db,
      testJob('Head Zorblax Coach <U17>', { salary: '$90,000 + super' }),
      '2026-12-01T09:10:00+11:00',
    );
    const mailer = createMailer({
      dataDir: ctx.dataDir,
      publicUrl: 'http://localhost:3000',
      smtpUrl: mailServer.url,
      log: () => {},
    });
    const now = Date.parse('2026-12-01T09:11:00+11:00');
    const runner = new WorkRunner(
      {
        db: ctx.db,
        mailer,
        clock: { now: () => now },
        log: () => {},
        publicUrl: 'http://localhost:3000',
      },
      JOBS,
      SWEEPS,
    );
    expect((await runner.runDue(now)).done).toBe(1);
    expect(mailServer.received).toHaveLength(1);
    const { to, raw } = mailServer.received[0];
    expect(to).toEqual([a.email]);
    expect(header(raw, 'Subject')).toBe('1 new role for "zorblax" · NSW');
    const oneClick = header(raw, 'List-Unsubscribe');
    expect(oneClick).toMatch(
      /^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>\s]+>$/,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    // The role, escaped in the HTML part (quoted-printable may wrap lines: unwrap it first).
    const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('Head Zorblax Coach <U17>');
    expect(body).toContain('Head Zorblax Coach &lt;U17&gt;');
    expect(body).toContain(`http://localhost:3000/jobdetails?jobId=${job}`);
    // The header's URL is the one-click call: it unsubscribes.
    const path = /^<http:\/\/localhost:3000(\/api\/[^>]+)>$/.exec(oneClick ?? '')?.[1] as string;
    const res = await ctx.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await findAlert(ctx.db, a.id)).toBeUndefined();
  });
});

function workerOnce(nowIso: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const schema = ctx.store.schema;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/scripts/worker.ts', '--once', '--now', nowIso],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: ctx.dataDir,
          DATABASE_URL: schema
            ? `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`
            : '',
          SMTP_URL: mailServer.url,
          PUBLIC_URL: 'http://localhost:3000',
          ALERT_TIMEZONE: 'Australia/Sydney',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

describe('npm run worker -- --once --now', () => {
  test('a daily alert: nothing at 06:59, one mail at 07:00 from two workers side by side', async () => {
    const a = await alertAt('2026-12-01T10:00:00+11:00', 'daily');
    await createJob(ctx.db, testJob('Zorblax Daily Coach'), '2026-12-01T12:00:00+11:00');
    const early = await workerOnce('2026-12-02T06:59:00+11:00');
    expect(early.code, early.out).toBe(0);
    expect(mailServer.received).toHaveLength(0);
    const [x, y] = await Promise.all([
      workerOnce('2026-12-02T07:00:00+11:00'),
      workerOnce('2026-12-02T07:00:00+11:00'),
    ]);
    expect(x.code, x.out).toBe(0);
    expect(y.code, y.out).toBe(0);
    expect(mailServer.received).toHaveLength(1);
    expect(mailServer.received[0].to).toEqual([a.email]);
    expect(header(mailServer.received[0].raw, 'Subject')).toBe('1 new role for "zorblax" · NSW');
    expect((await findAlert(ctx.db, a.id))?.lastSentAt).toBe(
      Date.parse('2026-12-02T07:00:00+11:00'),
    );
  }, 60_000);
});
