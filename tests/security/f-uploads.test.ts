// Section F of SECURITY-CHECKS.md (file uploads). #37 runs against a real server (chunked
// bodies); #38-#40 in process.
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import type { TestContext } from '../../server/test-utils';
import { MAX_FILES_PER_USER, MAX_UPLOAD_BYTES } from '../../src/shared/constants';
import { isFailureBody, type World, world } from './lib/context';
import { countRows, digest, openReadOnly } from './lib/db';
import { docBytes, docxBytes, exeBytes, pdfBytes, upload, zipBombBytes } from './lib/files';
import { Client, multipart } from './lib/http';
import { HIGH_RATE_LIMITS } from './lib/limits';
import { HIGH_LIMITS, type RealServer, removeDir, startServer } from './lib/server';

let w: World;
let server: RealServer;
beforeAll(async () => {
  [w, server] = await Promise.all([
    world({ config: { rateLimits: HIGH_RATE_LIMITS } }),
    startServer({ env: HIGH_LIMITS }),
  ]);
}, 120_000);
afterAll(async () => {
  await w?.ctx.close();
  if (server) {
    await server.stop();
    await removeDir(server.dataDir);
  }
});

const fileRow = (ctx: TestContext, id: number) =>
  ctx.db.q.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Uploads stored: files in DATA_DIR/uploads on SQLite, rows of file_blobs on PostgreSQL. */
async function storedIn(db: Database, dataDir: string): Promise<number> {
  if (db.engine === 'postgres') return countRows(db, 'file_blobs');
  try {
    return readdirSync(join(dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
}

/** The same for the real server (its database opened beside it). */
async function storedInServer(): Promise<number> {
  const db = await openReadOnly(server.dataDir);
  try {
    return await storedIn(db, server.dataDir);
  } finally {
    await db.close();
  }
}

/**
 * Streams a multipart upload of about `total` bytes, chunked (no Content-Length) or with an
 * exact Content-Length; stops sending once the answer arrives (node:http reads the early answer
 * even when the server closes the connection before the body is sent in full).
 */
function streamUploadOnce(
  baseUrl: string,
  token: string,
  xsrf: string,
  total: number,
  chunked: boolean,
) {
  return new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
    const boundary = 'sec-boundary-1';
    const url = new URL('/api/file/upload/resume', baseUrl);
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const chunkSize = 64 * 1024;
    const chunks = Math.ceil(total / chunkSize);
    const length = Buffer.byteLength(head) + chunks * chunkSize + Buffer.byteLength(tail);
    const req = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      },
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, body }));
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    req.write(head);
    const chunk = Buffer.alloc(chunkSize, 0x41);
    // With a Content-Length the answer must come from the header alone: send one chunk and
    // wait. Chunked: send chunk after chunk (each once the previous one is flushed) until the
    // answer arrives, then stop.
    const limit = chunked ? chunks : 1;
    const pump = () => {
      if (answered) return;
      if (sent >= limit * chunkSize) {
        if (chunked) req.end(tail);
        return;
      }
      sent += chunk.length;
      req.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

/** One streamed upload: the server answers 413 early and reads the rest (lingering close). */
function streamUpload(baseUrl: string, token: string, xsrf: string, total: number, chunked = true) {
  return streamUploadOnce(baseUrl, token, xsrf, total, chunked);
}

describe('F. file uploads', () => {
  it('#37 oversized uploads are 413 before the body is buffered (with and without Content-Length); quota; auth', async () => {
    const c = await new Client(server.baseUrl).init();
    const coach = await c.registerCoach('uploader@example.com');
    const { token } = await c.login(coach.email);
    const before = await storedInServer();
    // 6 MiB with Content-Length: refused from the header, before the body is read
    const withLength = await streamUpload(server.baseUrl, token, c.xsrf, 6 * 1024 * 1024, false);
    expect(withLength.status).toBe(413);
    expect(isFailureBody(JSON.parse(withLength.body))).toBe(true);
    // chunked, no Content-Length: the server answers 413 long before 200 MiB are sent
    const chunked = await streamUpload(server.baseUrl, token, c.xsrf, 200 * 1024 * 1024);
    expect(chunked.status).toBe(413);
    expect(chunked.sent).toBeLessThan(100 * 1024 * 1024);
    expect(isFailureBody(JSON.parse(chunked.body))).toBe(true);
    expect(await storedInServer()).toBe(before);
    // just under the limit is fine
    const under = new Uint8Array(MAX_UPLOAD_BYTES - 1024);
    under.set(pdfBytes());
    expect(
      (
        await c.json('/api/file/upload/resume', {
          token,
          body: multipart('resume', under, 'ok.pdf'),
        })
      ).status,
    ).toBe(201);
    // no token
    expect(
      (await c.json('/api/file/upload/resume', { body: multipart('resume', pdfBytes(), 'a.pdf') }))
        .status,
    ).toBe(401);
    // the per-user quota: the 21st resume or cover letter is refused
    for (let i = 1; i < MAX_FILES_PER_USER; i++) {
      const r = await c.json('/api/file/upload/cv', {
        token,
        body: multipart('cv', pdfBytes(), `cv${i}.pdf`),
      });
      expect(r.status).toBe(201);
    }
    const over = await c.json('/api/file/upload/cv', {
      token,
      body: multipart('cv', pdfBytes(), 'one-too-many.pdf'),
    });
    expect(over.status).toBe(409);
    expect(await storedInServer()).toBe(before + MAX_FILES_PER_USER);
  }, 120_000);

  it('#38 the type comes from the content, never from the name or the client Content-Type', async () => {
    const { ctx, A } = w;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    const before = await digest(ctx.db);
    const uploadsBefore = await storedIn(ctx.db, ctx.dataDir);
    for (const [label, bytes] of [
      ['html as cv.pdf', html],
      ['exe renamed .pdf', exeBytes()],
      ['svg', svg],
      ['zip bomb docx', zipBombBytes()],
      ['empty', new Uint8Array()],
    ] as const) {
      const res = await upload(ctx, A.token, 'cv', bytes, 'cv.pdf');
      expect(res.status, label).toBe(415);
      expect(isFailureBody(await res.json())).toBe(true);
    }
    expect(await digest(ctx.db)).toBe(before);
    expect(await storedIn(ctx.db, ctx.dataDir)).toBe(uploadsBefore);
    for (const [label, bytes, type] of [
      ['pdf', pdfBytes(), 'application/pdf'],
      [
        'docx',
        docxBytes(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['doc', docBytes(), 'application/msword'],
    ] as const) {
      // the client claims text/html and an .exe name: the content decides
      const form = new FormData();
      form.append('resume', new Blob([new Uint8Array(bytes)], { type: 'text/html' }), 'x.exe');
      const res = await ctx.request('/api/file/upload/resume', {
        method: 'POST',
        body: form,
        token: A.token,
      });
      expect(res.status, label).toBe(201);
      const id = (await res.json()).resumeId;
      expect((await fileRow(ctx, id)).content_type).toBe(type);
    }
  });

  it('#39 hostile file names: stored under a generated id, nothing outside the upload folder, name cleaned', async () => {
    const { ctx, B } = w;
    const filesBefore = readdirSync(ctx.dataDir).sort();
    const names = [
      '../../server.js',
      '..\\..\\evil.pdf',
      'a\u0000.pdf',
      `${'n'.repeat(300)}.pdf`,
      '<img src=x onerror=alert(1)>.pdf',
      'cv\u202Efdp.exe',
      '/etc/passwd',
      'line\r\nbreak.pdf',
    ];
    for (const name of names) {
      for (const asField of [false, true]) {
        const res = asField
          ? await upload(ctx, B.token, 'resume', pdfBytes(), 'plain.pdf', name)
          : await upload(ctx, B.token, 'resume', pdfBytes(), name);
        expect(res.status, name).toBe(201);
        const body = await res.json();
        const fileName: string = body.fileName;
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is tested
        expect(fileName).not.toMatch(/[/\\\u0000-\u001f\u202e]/);
        expect([...fileName].length).toBeLessThanOrEqual(120);
        const row = await fileRow(ctx, body.resumeId);
        expect(row.stored_name).toMatch(/^[0-9a-f]{32}$/);
        expect(row.original_name).toBe(fileName);
        const dl = await ctx.request(`/api/file/${body.resumeId}`, { token: B.token });
        const cd = dl.headers.get('content-disposition') ?? '';
        expect(cd).toMatch(/^attachment; /);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is tested
        expect(cd).not.toMatch(/[\r\n\u0000]/);
        await dl.arrayBuffer();
      }
      // keep under the quota
      await ctx.db.q
        .deleteFrom('files')
        .where('owner_id', '=', B.id)
        .where('kind', '=', 'resume')
        .execute();
    }
    expect(readdirSync(ctx.dataDir).sort()).toEqual(filesBefore);
  });

  it('#40 downloads: attachment, nosniff, a document type, owner only', async () => {
    const { ctx, A, B, O } = w;
    const res = await upload(ctx, A.token, 'resume', pdfBytes(), 'Mein Lebenslauf ü.pdf');
    const id = (await res.json()).resumeId;
    const dl = await ctx.request(`/api/file/${id}`, { token: A.token });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"]*"; filename\*=UTF-8''Mein%20Lebenslauf%20%C3%BC\.pdf$/,
    );
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(dl.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(pdfBytes());
    expect((await ctx.request(`/api/file/${id}`, { token: B.token })).status).toBe(404);
    expect((await ctx.request(`/api/file/${id}`, { token: O.token })).status).toBe(404);
    expect((await ctx.request(`/api/file/${id}`)).status).toBe(401);
    // uploads are never served as static files
    const stored = (await fileRow(ctx, id)).stored_name;
    for (const p of [
      `/uploads/${stored}`,
      `/static/../uploads/${stored}`,
      `/api/uploads/${stored}`,
    ]) {
      expect((await ctx.request(p)).status, p).toBe(404);
    }
  });
});
