// The PostgreSQL the tests use (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test:
// the project's machines run PostgreSQL 15 there with trust authentication), and schemas of
// their own in it for a real server (its DATABASE_URL names the schema in libpq's `options`).
import pg from 'pg';

export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** host:port/db of a URL, without user or password. */
export function describePgUrl(url = TEST_PG_URL) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'TEST_DATABASE_URL';
  }
}

/** null when PostgreSQL 15+ answers at TEST_PG_URL, else why not (one line). */
export async function postgresUnavailable(url = TEST_PG_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query("SELECT current_setting('server_version_num')::int AS v");
    return rows[0].v < 150000 ? `PostgreSQL at ${describePgUrl(url)} is older than 15` : null;
  } catch (e) {
    return `no PostgreSQL answers at ${describePgUrl(url)} (${e instanceof Error ? e.message : e})`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function withClient(fn, url = TEST_PG_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates schema `name` and returns a DATABASE_URL whose connections work in it. */
export async function createSchema(name, url = TEST_PG_URL) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a schema name: ${name}`);
  await withClient((c) => c.query(`CREATE SCHEMA IF NOT EXISTS ${name}`), url);
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${name}`);
  return u.href;
}

export async function dropSchema(name, url = TEST_PG_URL) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a schema name: ${name}`);
  await withClient((c) => c.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`), url);
}
