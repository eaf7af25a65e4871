// #2, #3 and #14 against real server processes on 127.0.0.1 (default login limits: 10 failures per
// account and 50 per client address in 15 minutes).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './lib/http';
import { type RealServer, removeDir, startServer } from './lib/server';

let proxied: RealServer; // TRUST_PROXY=true: X-Forwarded-For names the client
let direct: RealServer; // default: the socket address names the client
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startServer({ env: { TRUST_PROXY: 'true', RATE_LIMIT_REGISTER_ADDRESS: '1000' } }),
    startServer({ env: { RATE_LIMIT_REGISTER_ADDRESS: '1000' } }),
  ]);
}, 120_000);
afterAll(async () => {
  for (const s of [proxied, direct]) {
    if (!s) continue;
    await s.stop();
    await removeDir(s.dataDir);
  }
});

const WRONG = 'Wr0ng!Guess#1';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function loginStatus(
  c: Client,
  user: string,
  password: string,
  headers?: Record<string, string>,
) {
  const r = await c.json('/api/login', { json: { username: user, password }, headers });
  return { status: r.status, retryAfter: r.headers.get('retry-after') };
}

const NEW_PASSWORD = 'N3w!Reset#Pass';

/** The reset token of the last reset mail to `email` in DATA_DIR/mail. */
function resetTokenIn(dataDir: string, email: string): string {
  const dir = join(dataDir, 'mail');
  const texts = readdirSync(dir)
    .sort()
    .map((f) =>
      // quoted-printable, as nodemailer writes it: soft line breaks and =XX escapes
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((t) => t.includes(`To: ${email}`));
  const m = /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(texts.at(-1) ?? '');
  if (!m) throw new Error(`no reset link in a mail to ${email}`);
  return m[1];
}

/** Reset mails written to DATA_DIR/mail for `email`. */
function mailsTo(dataDir: string, email: string): number {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).filter((f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    return text.includes(`To: ${email}`) && text.includes('Subject: Reset your Touchline password');
  }).length;
}

describe('A. login throttling on a real server', () => {
  it('#2 an account is locked after 10 failures whatever the client; spraying is throttled; others unaffected', async () => {
    const c = await new Client(proxied.baseUrl).init();
    const A = await c.registerCoach('thr-a@example.com', undefined, from('10.0.0.1'));
    const B = await c.registerCoach('thr-b@example.com', undefined, from('10.0.0.1'));
    for (let i = 0; i < 10; i++) {
      expect((await loginStatus(c, A.email, WRONG, from('10.0.0.1'))).status).toBe(401);
    }
    const eleventh = await loginStatus(c, A.email, WRONG, from('10.0.0.1'));
    expect(eleventh.status).toBe(429);
    const wait = Number(eleventh.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // three other clients, even with the right password: still locked (so never > 40 failures
    // an hour for one account: 10 per 15-minute window)
    for (const ip of ['10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect((await loginStatus(c, A.email, WRONG, from(ip))).status).toBe(429);
      expect((await loginStatus(c, A.email, A.password, from(ip))).status).toBe(429);
    }
    // B is not affected
    expect((await loginStatus(c, B.email, B.password, from('10.0.0.5'))).status).toBe(200);
    // A can still recover by mail
    const forgot = await c.json('/api/reset-password/forgot-password', {
      json: { email: A.email },
      headers: from('10.0.0.6'),
    });
    expect(forgot.status).toBe(200);
    const deadline = Date.now() + 5000;
    while (mailsTo(proxied.dataDir, A.email) === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(mailsTo(proxied.dataDir, A.email)).toBe(1);
    // ... and the reset lifts the lock: the new password signs in at once.
    const reset = await c.json('/api/reset-password/reset', {
      json: { token: resetTokenIn(proxied.dataDir, A.email), password: NEW_PASSWORD },
      headers: from('10.0.0.6'),
    });
    expect(reset.status).toBe(200);
    expect((await loginStatus(c, A.email, NEW_PASSWORD, from('10.0.0.7'))).status).toBe(200);
    // spraying: one wrong password for each of 50 accounts from one client
    const accounts: string[] = [];
    for (let i = 0; i < 50; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          c.registerCoach(`spray${i + k}@example.com`, undefined, from('10.0.1.1')),
        ),
      );
      accounts.push(...batch.map((b) => b.email));
    }
    for (const email of accounts) {
      expect((await loginStatus(c, email, WRONG, from('10.0.0.9'))).status).toBe(401);
    }
    const sprayed = await loginStatus(c, B.email, WRONG, from('10.0.0.9'));
    expect(sprayed.status).toBe(429);
    expect(Number(sprayed.retryAfter)).toBeGreaterThan(0);
    // the sprayed accounts themselves still work from their own clients
    expect(
      (await loginStatus(c, accounts[0], 'Str0ng!Touchline#2026', from('10.0.2.1'))).status,
    ).toBe(200);
    expect((await loginStatus(c, B.email, B.password, from('10.0.0.5'))).status).toBe(200);
  });

  it('#2 a burst of simultaneous wrong passwords is throttled like a sequence (account and address)', async () => {
    const c = await new Client(proxied.baseUrl).init();
    const A = await c.registerCoach('burst-a@example.com', undefined, from('10.0.4.1'));
    // 30 at once for one account: at most its 10 failures are checked, the rest are 429.
    const account = await Promise.all(
      Array.from({ length: 30 }, () => loginStatus(c, A.email, WRONG, from('10.0.4.2'))),
    );
    const counts = (rs: { status: number }[]) => ({
      401: rs.filter((r) => r.status === 401).length,
      429: rs.filter((r) => r.status === 429).length,
    });
    expect(counts(account)).toEqual({ 401: 10, 429: 20 });
    expect((await loginStatus(c, A.email, A.password, from('10.0.4.3'))).status).toBe(429);
    // 70 at once from one client over many names: at most its 50 failures (10 counted above).
    const spray = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        loginStatus(c, `burst${i}@x.test`, WRONG, from('10.0.4.2')),
      ),
    );
    expect(counts(spray)).toEqual({ 401: 40, 429: 30 });
    // A correct password is not a failure: it does not use up the client's allowance.
    const B = await c.registerCoach('burst-b@example.com', undefined, from('10.0.4.1'));
    for (let i = 0; i < 12; i++) {
      expect((await loginStatus(c, B.email, B.password, from('10.0.4.9'))).status).toBe(200);
    }
  });

  it('#3 a new X-Forwarded-For per request does not escape the limits (no trusted proxy)', async () => {
    const c = await new Client(direct.baseUrl).init();
    const A = await c.registerCoach('xff-a@example.com');
    let n = 0;
    const fresh = () => from(`203.0.113.${++n}`);
    for (let i = 0; i < 10; i++)
      expect((await loginStatus(c, A.email, WRONG, fresh())).status).toBe(401);
    expect((await loginStatus(c, A.email, WRONG, fresh())).status).toBe(429);
    // per-address: 40 more failures on other names reach the 50 of this socket address
    for (let i = 0; i < 40; i++) {
      expect((await loginStatus(c, `nobody${i}@x.test`, WRONG, fresh())).status).toBe(401);
    }
    const blocked = await loginStatus(c, 'someone-else@x.test', WRONG, fresh());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
  });

  it('#2 an IPv6 client is counted by its /64: a fresh address per attempt does not escape the address limit', async () => {
    const c = await new Client(proxied.baseUrl).init();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const address = `2001:db8:77:1:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`;
      statuses.push((await loginStatus(c, `v6-${i}@x.test`, WRONG, from(address))).status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // another /64 is another client
    expect((await loginStatus(c, 'v6-other@x.test', WRONG, from('2001:db8:77:2::1'))).status).toBe(
      401,
    );
  });

  it('#14 forgot-password is throttled per account (5/hour) and per client (30/hour)', async () => {
    const c = await new Client(proxied.baseUrl).init();
    const A = await c.registerCoach('forgot-a@example.com', undefined, from('10.0.3.1'));
    const ip = from('10.0.3.2');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await c.json('/api/reset-password/forgot-password', {
            json: { email: A.email },
            headers: ip,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // another client cannot add more for A either
    const other = await c.json('/api/reset-password/forgot-password', {
      json: { email: A.email },
      headers: from('10.0.3.3'),
    });
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
    // one client, many addresses: 25 more reach its 30 an hour
    for (let i = 0; i < 25; i++) {
      const r = await c.json('/api/reset-password/forgot-password', {
        json: { email: `who${i}@example.com` },
        headers: ip,
      });
      expect(r.status).toBe(200);
    }
    const blocked = await c.json('/api/reset-password/forgot-password', {
      json: { email: 'who-else@example.com' },
      headers: ip,
    });
    expect(blocked.status).toBe(429);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(proxied.dataDir, A.email)).toBe(5);
  });
});
