import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiFailureSchema,
  CvUploadResponseSchema,
  ResumeUploadResponseSchema,
} from '../../src/shared/schemas';
import { API_ERRORS } from '../../src/shared/texts/api-errors';
import { createJob } from '../db/queries/jobs';
import {
  docBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  pngBytes,
  zipBombBytes,
} from '../lib/uploads.test-fixtures';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;
let coachA: string;
let coachAId: number;
let coachB: string;
let orgToken: string;
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  const a = await ctx.registerCoach();
  coachAId = a.id;
  const b = await ctx.registerCoach();
  const o = await ctx.registerOrg();
  coachA = (await ctx.loginAs(a.email, a.password)).token;
  coachB = (await ctx.loginAs(b.email, b.password)).token;
  orgToken = (await ctx.loginAs(o.email, o.password)).token;
  orgId = (
    await ctx.db.q
      .selectFrom('users')
      .select('org_id')
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow()
  ).org_id as number;
});
afterAll(() => ctx.close());

function form(
  field: string,
  bytes: Uint8Array,
  name = 'file.pdf',
  extra: Record<string, string> = {},
) {
  const fd = new FormData();
  fd.append(field, new File([bytes.slice()], name, { type: 'application/pdf' }));
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  return fd;
}

const upload = (kind: 'resume' | 'cv' | 'picture', body: FormData, token = coachA) =>
  ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body, token });

const uploadsOnDisk = () => {
  const dir = join(ctx.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const fileRow = (id: number) =>
  ctx.db.q.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

/** How many files (rows) the user has. */
const filesOf = async (ownerId: number) =>
  (
    await ctx.db.q
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow()
  ).n;

/** The bytes stored for a file where its engine keeps them: file_blobs, or DATA_DIR/uploads. */
async function storedBytes(id: number): Promise<Uint8Array | null> {
  const row = await fileRow(id);
  if (!row) return null;
  if (ctx.db.engine === 'postgres') {
    const blob = await ctx.db.q
      .selectFrom('file_blobs')
      .select('bytes')
      .where('file_id', '=', id)
      .executeTakeFirst();
    return blob ? new Uint8Array(blob.bytes) : null;
  }
  const path = join(ctx.dataDir, 'uploads', row.stored_name);
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : null;
}

/** Every stored file's bytes: blobs on PostgreSQL, files in DATA_DIR/uploads on SQLite. */
async function storedCount(): Promise<number> {
  if (ctx.db.engine === 'sqlite') return uploadsOnDisk();
  const { n } = await ctx.db.q
    .selectFrom('file_blobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

describe('POST /api/file/upload/resume and /cv', () => {
  test('real PDF, DOC and DOCX are accepted by content', async () => {
    for (const [bytes, name] of [
      [pdfBytes(), 'cv.pdf'],
      [docBytes(), 'cv.doc'],
      [docxBytes(), 'cv.docx'],
    ] as const) {
      const res = await upload('resume', form('resume', bytes, name, { resumeFileName: name }));
      expect(res.status).toBe(201);
      const body = ResumeUploadResponseSchema.parse(await res.json());
      expect(body.message).toBe('Resume uploaded Successfully');
      expect(body.fileName).toBe(name);
    }
    const res = await upload(
      'cv',
      form('cv', pdfBytes(), 'letter.pdf', { cvFileName: 'letter.pdf' }),
    );
    expect(res.status).toBe(201);
    const body = CvUploadResponseSchema.parse(await res.json());
    expect(body.message).toBe('Cover Letter uploaded Successfully');
    const row = await fileRow(body.cvId);
    expect(row?.kind).toBe('cv');
    expect(row?.stored_name).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedBytes(body.cvId)).toEqual(pdfBytes());
  });

  test('HTML named .pdf, an exe, an SVG and a zip bomb DOCX are 415, nothing stored', async () => {
    const before = await storedCount();
    const rowsBefore = await filesOf(coachAId);
    const enc = new TextEncoder();
    for (const bytes of [
      enc.encode('<html><script>alert(1)</script></html>'),
      exeBytes(),
      enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      zipBombBytes(),
    ]) {
      const res = await upload('resume', form('resume', bytes, 'cv.pdf'));
      expect(res.status).toBe(415);
      expect(ApiFailureSchema.parse(await res.json()).message).toBe('Error');
    }
    expect(await storedCount()).toBe(before);
    expect(await filesOf(coachAId)).toBe(rowsBefore);
  });

  test('hostile names are cleaned and take the extension of the detected type; the stored name is always server-generated', async () => {
    const cases: [string, (s: string) => void][] = [
      ['../../server.js', (s) => expect(s).toBe('server.pdf')],
      ['a\u0000.pdf', (s) => expect(s).toBe('a.pdf')],
      [`${'x'.repeat(300)}.pdf`, (s) => expect([...s].length).toBe(120)],
      [`${'x'.repeat(300)}.exe`, (s) => expect(s).toBe(`${'x'.repeat(116)}.pdf`)],
      ['<img src=x onerror=alert(1)>.pdf', (s) => expect(s).not.toContain('/')],
      ['cv\u202Efdp.exe', (s) => expect(s).toBe('cvfdp.pdf')],
      ['Resume.PDF', (s) => expect(s).toBe('Resume.PDF')],
      ['resume', (s) => expect(s).toBe('resume.pdf')],
      ['resume v2.final draft', (s) => expect(s).toBe('resume v2.final draft.pdf')],
    ];
    for (const [name, check] of cases) {
      const res = await upload(
        'resume',
        form('resume', pdfBytes(), 'x.pdf', { resumeFileName: name }),
      );
      expect(res.status).toBe(201);
      const body = ResumeUploadResponseSchema.parse(await res.json());
      check(body.fileName);
      expect((await fileRow(body.resumeId))?.stored_name).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(existsSync(join(ctx.dataDir, 'server.js'))).toBe(false);
  });

  test('missing file field 400; wrong content type 415; no token 401; organisation 403', async () => {
    const fd = new FormData();
    fd.append('resumeFileName', 'x.pdf');
    const missing = await upload('resume', fd);
    expect(missing.status).toBe(400);
    expect(ApiFailureSchema.parse(await missing.json()).fields?.resume).toBe('Required field');
    const json = await ctx.request('/api/file/upload/resume', {
      json: { resume: 'x' },
      token: coachA,
    });
    expect(json.status).toBe(415);
    expect((await upload('resume', form('resume', pdfBytes()), '')).status).toBe(401);
    expect((await upload('resume', form('resume', pdfBytes()), orgToken)).status).toBe(403);
  });
});

describe('upload size limit (5 MB) before the body is buffered', () => {
  const big = () => {
    const bytes = new Uint8Array(6 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.4'));
    return bytes;
  };

  test('with Content-Length: 413 and nothing stored', async () => {
    const before = await storedCount();
    const req = new Request('http://localhost/api/file/upload/resume', {
      method: 'POST',
      body: form('resume', big()),
    });
    const bytes = new Uint8Array(await req.arrayBuffer());
    const res = await ctx.request('/api/file/upload/resume', {
      method: 'POST',
      body: bytes,
      token: coachA,
      headers: {
        'content-type': req.headers.get('content-type')!,
        'content-length': String(bytes.byteLength),
      },
    });
    expect(res.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  test('chunked without Content-Length: 413 after reading only past the limit', async () => {
    const boundary = 'xBOUNDARYx';
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024).fill(65);
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(head);
      },
      pull(c) {
        if (sent > 64 * 1024 * 1024) {
          c.close();
          return;
        }
        sent += chunk.length;
        c.enqueue(chunk);
      },
    });
    const res = await ctx.request('/api/file/upload/resume', {
      method: 'POST',
      body: stream,
      token: coachA,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('download GET /api/file/{id}', () => {
  test('the owner gets the bytes as an attachment with safe headers; others 404', async () => {
    const res = await upload(
      'resume',
      form('resume', pdfBytes(), 'x.pdf', { resumeFileName: 'Mein Lebenslauf ü.pdf' }),
    );
    const { resumeId } = ResumeUploadResponseSchema.parse(await res.json());
    const dl = await ctx.request(`/api/file/${resumeId}`, { token: coachA });
    expect(dl.status).toBe(200);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(pdfBytes());
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-disposition')).toContain(
      'attachment; filename="Mein Lebenslauf _.pdf"; filename*=UTF-8\'\'Mein%20Lebenslauf%20%C3%BC.pdf',
    );
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dl.headers.get('cache-control')).toBe('private, no-store');
    expect((await ctx.request(`/api/file/${resumeId}`, { token: coachB })).status).toBe(404);
    expect((await ctx.request(`/api/file/${resumeId}`, { token: orgToken })).status).toBe(404);
    expect((await ctx.request(`/api/file/${resumeId}`)).status).toBe(401);
    expect((await ctx.request('/api/file/999999', { token: coachA })).status).toBe(404);
    expect((await ctx.request('/api/file/abc', { token: coachA })).status).toBe(404);
  });

  test('an upload is downloadable; its bytes are in file_blobs on PostgreSQL, on disk on SQLite', async () => {
    const res = await upload('cv', form('cv', docxBytes(), 'l.docx'));
    expect(res.status).toBe(201);
    const { cvId } = CvUploadResponseSchema.parse(await res.json());
    const row = await fileRow(cvId);
    if (!row) throw new Error('no files row');
    expect(row.size).toBe(docxBytes().byteLength);
    const onDisk = join(ctx.dataDir, 'uploads', row.stored_name);
    if (ctx.db.engine === 'postgres') {
      const blob = await ctx.db.q
        .selectFrom('file_blobs')
        .select('bytes')
        .where('file_id', '=', cvId)
        .executeTakeFirstOrThrow();
      expect(new Uint8Array(blob.bytes)).toEqual(docxBytes());
      expect(existsSync(onDisk)).toBe(false);
    } else {
      expect(new Uint8Array(readFileSync(onDisk))).toEqual(docxBytes());
    }
    const dl = await ctx.request(`/api/file/${cvId}`, { token: coachA });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-length')).toBe(String(docxBytes().byteLength));
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(docxBytes());
  });

  test('the organisation an application went to can download its files', async () => {
    const resume = ResumeUploadResponseSchema.parse(
      await (await upload('resume', form('resume', pdfBytes()), coachB)).json(),
    ).resumeId;
    const cv = CvUploadResponseSchema.parse(
      await (await upload('cv', form('cv', docxBytes(), 'l.docx'), coachB)).json(),
    ).cvId;
    const jobId = await createJob(ctx.db, {
      orgId,
      cityId: 1,
      name: 'Org Test Coach',
      minLevel: 'x',
      roleType: 'Casual',
      categories: 'Coaching',
      salary: '$1',
      description: '<p>x</p>',
      subject: '',
      skills: '',
      desiredSkills: '',
      tagIds: [],
      datePosted: new Date().toISOString(),
    });
    const apply = await ctx.request('/api/job-apply/apply', {
      token: coachB,
      json: {
        firstName: 'B',
        lastName: 'C',
        resume,
        cv,
        jobId,
        salary: '1',
        notice: '1',
        referredBy: 'x',
      },
    });
    expect(apply.status).toBe(201);
    const dl = await ctx.request(`/api/file/${cv}`, { token: orgToken });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('profile picture', () => {
  test('PNG upload sets the picture; GET /api/user/picture serves it to its owner only', async () => {
    expect((await ctx.request('/api/user/picture', { token: coachB })).status).toBe(404);
    const res = await upload('picture', form('picture', pngBytes(), 'me.png'), coachB);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; pictureId: number; fileName: string };
    expect(body.message).toBe('Profile picture uploaded Successfully');
    expect(body.fileName).toBe('me.png');
    const pic = await ctx.request('/api/user/picture', { token: coachB });
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await pic.arrayBuffer())).toEqual(pngBytes());
    expect((await ctx.request(`/api/file/${body.pictureId}`, { token: coachA })).status).toBe(404);
    // a new picture replaces the old one (row and bytes)
    const before = await storedCount();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const second = await upload('picture', form('picture', jpeg, 'me.jpg'), coachB);
    expect(second.status).toBe(201);
    expect(await storedCount()).toBe(before);
    expect(await fileRow(body.pictureId)).toBeUndefined();
    const pic2 = await ctx.request('/api/user/picture', { token: coachB });
    expect(pic2.headers.get('content-type')).toBe('image/jpeg');
  });

  test('a PDF as picture is 415; over 1 MB is 413', async () => {
    expect((await upload('picture', form('picture', pdfBytes()), coachB)).status).toBe(415);
    const big = new Uint8Array(1024 * 1024 + 100);
    big.set(pngBytes());
    expect((await upload('picture', form('picture', big, 'big.png'), coachB)).status).toBe(413);
  });
});

describe('quota', () => {
  test('at most 20 resumes and cover letters per user, then 409', async () => {
    const c = await ctx.registerCoach();
    const token = (await ctx.loginAs(c.email, c.password)).token;
    for (let i = 0; i < 20; i++) {
      expect(
        (await upload(i % 2 ? 'cv' : 'resume', form(i % 2 ? 'cv' : 'resume', pdfBytes()), token))
          .status,
      ).toBe(201);
    }
    const before = await storedCount();
    const res = await upload('resume', form('resume', pdfBytes()), token);
    expect(res.status).toBe(409);
    expect(ApiFailureSchema.parse(await res.json()).detail).toBe(API_ERRORS.quotaExceeded);
    expect(await storedCount()).toBe(before);
    expect(await filesOf(c.id)).toBe(20);
  });

  test('26 concurrent uploads of one user: 20 are kept, 6 refused with 409, no bytes left over', async () => {
    const c = await ctx.registerCoach();
    const token = (await ctx.loginAs(c.email, c.password)).token;
    const before = await storedCount();
    const statuses = (
      await Promise.all(
        Array.from({ length: 26 }, (_, i) =>
          upload(i % 2 ? 'cv' : 'resume', form(i % 2 ? 'cv' : 'resume', pdfBytes()), token),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    expect(await filesOf(c.id)).toBe(20);
    expect(await storedCount()).toBe(before + 20);
  });
});

describe('GET /api/file/mine (the caller’s latest resume and cover letter)', () => {
  type Mine = {
    resume: { id: number; fileName: string; createdAt: string } | null;
    cv: { id: number; fileName: string; createdAt: string } | null;
  };
  const mine = async (token: string) => {
    const res = await ctx.request('/api/file/mine', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return (await res.json()) as Mine;
  };
  const newCoach = async () => {
    const c = await ctx.registerCoach();
    return (await ctx.loginAs(c.email, c.password)).token;
  };

  test('nothing uploaded: both null', async () => {
    expect(await mine(await newCoach())).toEqual({ resume: null, cv: null });
  });

  test('lists the own files; the latest upload of each kind wins; downloadable by id', async () => {
    const token = await newCoach();
    const first = ResumeUploadResponseSchema.parse(
      await (
        await upload(
          'resume',
          form('resume', pdfBytes(), 'a.pdf', { resumeFileName: 'Old CV.pdf' }),
          token,
        )
      ).json(),
    );
    ctx.clock.advance(1000);
    const cv = CvUploadResponseSchema.parse(
      await (
        await upload('cv', form('cv', docxBytes(), 'l.docx', { cvFileName: 'Letter.docx' }), token)
      ).json(),
    );
    expect(await mine(token)).toEqual({
      resume: {
        id: first.resumeId,
        fileName: 'Old CV.pdf',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      cv: { id: cv.cvId, fileName: 'Letter.docx', createdAt: expect.any(String) },
    });
    ctx.clock.advance(1000);
    const second = ResumeUploadResponseSchema.parse(
      await (
        await upload(
          'resume',
          form('resume', docBytes(), 'b.doc', { resumeFileName: 'New CV.doc' }),
          token,
        )
      ).json(),
    );
    const after = await mine(token);
    expect(after.resume?.id).toBe(second.resumeId);
    expect(after.resume?.fileName).toBe('New CV.doc');
    expect(Date.parse(after.resume?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(after.cv?.createdAt ?? ''),
    );
    expect(after.cv?.id).toBe(cv.cvId);
    // The listed id is what GET /api/file/{id} downloads.
    const dl = await ctx.request(`/api/file/${after.resume?.id}`, { token });
    expect(dl.status).toBe(200);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(docBytes());
  });

  test('a profile picture is not a resume or cover letter', async () => {
    const token = await newCoach();
    expect((await upload('picture', form('picture', pngBytes(), 'me.png'), token)).status).toBe(
      201,
    );
    expect(await mine(token)).toEqual({ resume: null, cv: null });
  });

  test('another coach sees only their own files', async () => {
    const one = await newCoach();
    const other = await newCoach();
    const own = ResumeUploadResponseSchema.parse(
      await (
        await upload(
          'resume',
          form('resume', pdfBytes(), 'x.pdf', { resumeFileName: 'Mine.pdf' }),
          one,
        )
      ).json(),
    );
    expect((await mine(one)).resume?.id).toBe(own.resumeId);
    expect(await mine(other)).toEqual({ resume: null, cv: null });
    const otherOwn = CvUploadResponseSchema.parse(
      await (await upload('cv', form('cv', pdfBytes(), 'y.pdf'), other)).json(),
    );
    expect(await mine(other)).toEqual({
      resume: null,
      cv: { id: otherOwn.cvId, fileName: 'y.pdf', createdAt: expect.any(String) },
    });
    expect((await mine(one)).cv).toBeNull();
  });

  test('no token 401; an organisation user 403; /file/:id does not shadow it', async () => {
    const anon = await ctx.request('/api/file/mine');
    expect(anon.status).toBe(401);
    expect(ApiFailureSchema.parse(await anon.json()).message).toBe('Error');
    const org = await ctx.request('/api/file/mine', { token: orgToken });
    expect(org.status).toBe(403);
    const body = JSON.stringify(await org.json());
    expect(body).not.toContain('fileName');
  });
});
