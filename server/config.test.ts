import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, operatorOf, RATE_LIMIT_DEFAULTS } from './config';
import { fileMailer } from './lib/mail';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'touchline-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('defaults: port 3000, ./data, PUBLIC_URL from the port, API.md rate limits', () => {
    const c = loadConfig({}, dir);
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(join(dir, 'data'));
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.rateLimits).toEqual(RATE_LIMIT_DEFAULTS);
    expect(c.trustProxy).toBe(false);
    expect(c.smtpUrl).toBeNull();
    expect(loadConfig({ PORT: '8080' }, dir).publicUrl).toBe('http://localhost:8080');
  });

  it('OPERATOR_NAME and OPERATOR_EMAIL (issue 31): defaults from PUBLIC_URL, a bad address refused', () => {
    expect(operatorOf(loadConfig({}, dir))).toEqual({
      name: 'Touchline',
      email: 'privacy@touchline.invalid',
      retentionDays: 365,
    });
    for (const url of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://touchline:3000']) {
      expect(operatorOf(loadConfig({ PUBLIC_URL: url }, dir)).email).toBe(
        'privacy@touchline.invalid',
      );
    }
    expect(operatorOf(loadConfig({ PUBLIC_URL: 'https://jobs.example.org/app' }, dir))).toEqual({
      name: 'Touchline',
      email: 'privacy@jobs.example.org',
      retentionDays: 365,
    });
    const set = loadConfig(
      { OPERATOR_NAME: ' Harbour Sport Ltd ', OPERATOR_EMAIL: 'privacy@harbour.example' },
      dir,
    );
    expect(operatorOf(set)).toEqual({
      name: 'Harbour Sport Ltd',
      email: 'privacy@harbour.example',
      retentionDays: 365,
    });
    for (const bad of [
      'nobody',
      'a@b',
      'two words@example.com',
      `${'x'.repeat(250)}@example.com`,
    ]) {
      expect(() => loadConfig({ OPERATOR_EMAIL: bad }, dir)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ OPERATOR_NAME: 'x'.repeat(201) }, dir)).toThrow(ConfigError);
  });

  it('generates a 256-bit secret kept in DATA_DIR/jwt-secret with mode 0600, reused on restart', () => {
    const a = loadConfig({ DATA_DIR: dir }, dir);
    const file = join(dir, 'jwt-secret');
    expect(Buffer.from(a.jwtSecret, 'base64url')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(a.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }, dir).jwtSecret).toBe(a.jwtSecret);
    const env = loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) }, dir);
    expect(env.jwtSecret).toBe('s'.repeat(32));
  });

  it('reads the rate limits and TRUST_PROXY', () => {
    const c = loadConfig(
      {
        RATE_LIMIT_LOGIN_ACCOUNT: '3',
        RATE_LIMIT_RESET_VALIDATE_ADDRESS: '7',
        TRUST_PROXY: 'true',
      },
      dir,
    );
    expect(c.rateLimits.loginAccount).toBe(3);
    expect(c.rateLimits.resetValidateAddress).toBe(7);
    expect(c.trustProxy).toBe(true);
  });

  it('job alerts: ALERT_TIMEZONE (default Australia/Sydney) and their rate limits', () => {
    const c = loadConfig({}, dir);
    expect(c.alertTimeZone).toBe('Australia/Sydney');
    expect(c.rateLimits.alertAddress).toBe(30);
    expect(c.rateLimits.alertEmail).toBe(5);
    const set = loadConfig(
      {
        ALERT_TIMEZONE: 'Australia/Perth',
        RATE_LIMIT_ALERT_ADDRESS: '4',
        RATE_LIMIT_ALERT_EMAIL: '2',
      },
      dir,
    );
    expect(set.alertTimeZone).toBe('Australia/Perth');
    expect(set.rateLimits).toMatchObject({ alertAddress: 4, alertEmail: 2 });
    expect(() => loadConfig({ ALERT_TIMEZONE: 'Mars/Olympus' }, dir)).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_ALERT_EMAIL: '0' }, dir)).toThrow(ConfigError);
  });

  it('invalid values stop with a one-line reason and write nothing', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'abc' },
      { PORT: '70000' },
      { PUBLIC_URL: 'not a url' },
      { PUBLIC_URL: 'ftp://x.example' },
      { JWT_SECRET: 'short' },
      { SMTP_URL: 'http://mail.example' },
      { TRUST_PROXY: 'maybe' },
      { RATE_LIMIT_LOGIN_ADDRESS: '-1' },
    ];
    for (const env of bad) {
      let err: unknown;
      try {
        loadConfig({ DATA_DIR: join(dir, 'x'), ...env }, dir);
      } catch (e) {
        err = e;
      }
      expect(err, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((err as Error).message).not.toContain('\n');
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('file mailer (no SMTP_URL)', () => {
  it('writes one RFC 822 .eml file per message under DATA_DIR/mail and logs the subject', async () => {
    const logs: string[] = [];
    const mailer = fileMailer({
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
      log: (l) => logs.push(l),
    });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Reset your Touchline password',
      text: 'Hello\nhttp://x/y',
    });
    const files = readdirSync(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[A-Za-z0-9_-]+\.eml$/);
    const eml = readFileSync(join(dir, 'mail', files[0]), 'utf8');
    expect(eml).toMatch(/^From: "?Touchline"? <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: Reset your Touchline password$/m);
    expect(eml).toMatch(/^Message-ID: </m);
    expect(logs[0]).toContain('subject="Reset your Touchline password"');
  });
});
