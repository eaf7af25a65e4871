// The mail outbox against a real SMTP server started here (smtp-server): it first refuses, then
// accepts, and the mail arrives once; a server that closes mid-message or stops answering
// leaves the mail queued. Then two `npm run worker -- --once` processes side by side send each
// queued mail once. On both engines.
import { spawn } from 'node:child_process';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { tx } from '../../server/db/connect';
import { openWorkCounts } from '../../server/db/queries/work';
import { createMailer } from '../../server/lib/mail';
import { TEST_DATABASE_URL, type TestDatabase, testDatabase } from '../../server/test-utils';
import { JOBS } from '../../server/work/jobs';
import { queueMail } from '../../server/work/mail';
import { WorkRunner } from '../../server/work/runner';

const ROOT = join(import.meta.dirname, '../..');
const T0 = Date.parse('2026-12-01T07:00:00+11:00');

interface Received {
  to: string[];
  raw: string;
}

/** An SMTP server on a free port; `mode` says how it treats the next message. */
async function smtp() {
  const received: Received[] = [];
  const state = { mode: 'accept' as 'accept' | 'refuse' | 'hang-up' | 'silent' };
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    closeTimeout: 100,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'refuse') {
        const e = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(e);
      } else callback();
    },
    onData(stream, session, callback) {
      if (state.mode === 'hang-up') {
        // closes the connection mid-message
        stream.once('data', () => {
          for (const s of sockets) s.destroy();
        });
        stream.resume();
        return;
      }
      if (state.mode === 'silent') {
        stream.resume();
        return; // never answers the end of the message
      }
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
  server.server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return { server, received, state, url: `smtp://127.0.0.1:${port}` };
}

let store: TestDatabase;
let mailServer: Awaited<ReturnType<typeof smtp>>;
let logs: string[];
beforeEach(async () => {
  store = await testDatabase();
  mailServer = await smtp();
  logs = [];
});
afterEach(async () => {
  await new Promise<void>((r) => mailServer.server.close(() => r()));
  await store.close();
});

function runnerAt(clock: { t: number }) {
  const mailer = createMailer({
    dataDir: store.dir,
    publicUrl: 'http://localhost:3000',
    smtpUrl: mailServer.url,
    log: (l) => logs.push(l),
    timeouts: { connection: 2000, greeting: 2000, socket: 500 },
  });
  return new WorkRunner(
    {
      db: store.db,
      mailer,
      clock: { now: () => clock.t },
      log: (l) => logs.push(l),
      publicUrl: '',
    },
    JOBS,
  );
}

const message = (n: number) => ({
  to: `coach${n}@example.com`,
  subject: `Your application ${n}`,
  text: `Plain text ${n}`,
  html: `<p>Rich ${n}</p>`,
});

describe('the outbox over SMTP', () => {
  test('refused, then accepted: the mail arrives once, with its plain-text part', async () => {
    await tx(store.db, (t) => queueMail(t, message(1), T0, undefined));
    const clock = { t: T0 };
    const r = runnerAt(clock);
    mailServer.state.mode = 'refuse';
    expect(await r.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(mailServer.received).toHaveLength(0);
    expect(logs.join('\n')).toMatch(/SMTP 451/);
    expect(logs.join('\n')).not.toContain('coach1@example.com');
    mailServer.state.mode = 'accept';
    clock.t = T0 + 30_000;
    expect(await r.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    clock.t = T0 + 10 * 60_000;
    expect(await r.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(mailServer.received).toHaveLength(1);
    expect(mailServer.received[0].to).toEqual(['coach1@example.com']);
    expect(mailServer.received[0].raw).toContain('Content-Type: text/plain');
    expect(mailServer.received[0].raw).toContain('Plain text 1');
  });

  test('a server that closes mid-message, or stops answering, leaves the mail queued', async () => {
    await tx(store.db, (t) => queueMail(t, message(2), T0, undefined));
    const clock = { t: T0 };
    const r = runnerAt(clock);
    for (const mode of ['hang-up', 'silent'] as const) {
      mailServer.state.mode = mode;
      expect((await r.runDue()).retried, mode).toBe(1);
      expect(await openWorkCounts(store.db)).toEqual({ mail: 1 });
      clock.t += 60 * 60_000;
    }
    mailServer.state.mode = 'accept';
    expect((await r.runDue()).done).toBe(1);
    expect(mailServer.received.filter((m) => m.to[0] === 'coach2@example.com')).toHaveLength(1);
  });
});

/** `npm run worker -- --once --now <iso>` on the test database; resolves with its exit code and output. */
function workerOnce(nowIso: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/scripts/worker.ts', '--once', '--now', nowIso],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: store.dir,
          DATABASE_URL: store.schema
            ? `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${store.schema}`)}`
            : '',
          SMTP_URL: mailServer.url,
          PUBLIC_URL: 'http://localhost:3000',
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

describe('npm run worker -- --once', () => {
  test('two side by side send each queued mail once, and only what is due at --now', async () => {
    const mails = Array.from({ length: 12 }, (_, i) => message(i + 10));
    await tx(store.db, async (t) => {
      for (const m of mails) await queueMail(t, m, T0, undefined);
      // due an hour later: not sent by a run at T0
      await queueMail(t, message(99), T0 + 60 * 60_000, undefined);
    });
    const at = new Date(T0).toISOString();
    const [a, b] = await Promise.all([workerOnce(at), workerOnce(at)]);
    expect(a.code, a.out).toBe(0);
    expect(b.code, b.out).toBe(0);
    const to = mailServer.received.map((m) => m.to[0]).sort();
    expect(to).toEqual(mails.map((m) => m.to).sort());
    expect(await openWorkCounts(store.db)).toEqual({ mail: 1 });
    // a later --now sends the one due by then, and nothing twice
    const later = await workerOnce(new Date(T0 + 61 * 60_000).toISOString());
    expect(later.code, later.out).toBe(0);
    expect(mailServer.received).toHaveLength(13);
    expect(later.out).toMatch(/1 done, 0 to retry, 0 given up/);
  }, 60_000);

  test('--now that is not a date, or without --once: exit 2, nothing sent', async () => {
    const bad = await workerOnce('tomorrow');
    expect(bad.code).toBe(2);
    expect(bad.out).toMatch(/--now is not a date and time/);
  });
});
