import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types';
import { compress, negotiateEncoding } from './compress';

const big = { list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Coach ${i}` })) };
const small = { message: 'Success' };

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', compress());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json(small));
  a.get('/text', (c) => c.text('x'.repeat(5000)));
  a.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-store, no-transform');
    return c.json(big);
  });
  a.get('/etag', (c) => {
    c.header('ETag', '"abc"');
    return c.json(big);
  });
  return a;
}

const get = (path: string, encoding?: string) =>
  app().request(path, { headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } });

describe('compress', () => {
  it('sends JSON over 1 KB as brotli when accepted, with Vary and the right length', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('falls back to gzip, and honours q=0', async () => {
    const gz = await get('/big', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(
      big,
    );
    const refused = await get('/big', 'br;q=0, gzip');
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends the body as it is without Accept-Encoding, but still varies on it', async () => {
    const res = await get('/big');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(big);
  });

  it('leaves small JSON, non-JSON and no-transform responses alone', async () => {
    const s = await get('/small', 'br');
    expect(s.headers.get('Content-Encoding')).toBeNull();
    expect(await s.json()).toEqual(small);
    expect((await get('/text', 'br')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/no-transform', 'br')).headers.get('Content-Encoding')).toBeNull();
  });

  it('turns a strong ETag weak when the bytes change', async () => {
    const res = await get('/etag', 'gzip');
    expect(res.headers.get('ETag')).toBe('W/"abc"');
    const plain = await get('/etag');
    expect(plain.headers.get('ETag')).toBe('"abc"');
  });

  it('negotiates from q-values and wildcards', () => {
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });
});
