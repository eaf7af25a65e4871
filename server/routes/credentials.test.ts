// A coach's credentials end to end on the real app and database (issue 30; both engines): CRUD,
// each failure of API.md (400 with field messages, 403, 404, 409, 413, 415) writing nothing,
// documents (their own limit, downloaded by their owner only), the reminder setting, and
// privacy: a card number is in its coach's own answer and nowhere else (other users' answers,
// lists, logs). Every answer goes through the contract check of the test context.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_CREDENTIAL_FILES, MAX_CREDENTIALS } from '../../src/shared/credentials';
import { ApiFailureSchema } from '../../src/shared/schemas';
import {
  CredentialAddedResponseSchema,
  CredentialDocumentResponseSchema,
  CredentialListResponseSchema,
} from '../../src/shared/schemas/credentials';
import { CREDENTIAL_ERRORS as CE, CREDENTIAL_API } from '../../src/shared/texts/credentials';
import { docBytes, exeBytes, pdfBytes, pngBytes } from '../lib/uploads.test-fixtures';
import { createTestContext, type TestContext } from '../test-utils';

let ctx: TestContext;
let a: { token: string; id: number; email: string; password: string };
let b: { token: string; id: number; email: string; password: string };
let org: string;

const NUMBER = 'WWC7654321E';
const wwcc = (over: Record<string, unknown> = {}) => ({
  type: 'WWCC',
  state: 'New South Wales',
  number: 'wwc 7654321 e',
  wwccType: 'Employee',
  issuedOn: '2024-01-10',
  expiresOn: '2029-01-10',
  ...over,
});
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const send = (method: string, path: string, token?: string, json?: unknown) =>
  ctx.request(path, { method, token, json });
const list = async (token: string) => {
  const res = await send('GET', '/api/user/credentials', token);
  expect(res.status).toBe(200);
  return CredentialListResponseSchema.parse(await res.json()).list;
};
const add = async (token: string, body: unknown) => {
  const res = await send('POST', '/api/user/credentials', token, body);
  expect(res.status, await res.clone().text()).toBe(201);
  const parsed = CredentialAddedResponseSchema.parse(await res.json());
  expect(parsed.message).toBe(CREDENTIAL_API.added);
  return parsed.id;
};
async function failure(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ApiFailureSchema.parse(await res.json());
}
const upload = (token: string, bytes: Uint8Array, name: string, field = 'credential') => {
  const fd = new FormData();
  fd.append(field, new File([bytes.slice()], name));
  return ctx.request('/api/file/upload/credential', { method: 'POST', body: fd, token });
};
const rowsOf = async (userId: number) =>
  ctx.db.q.selectFrom('credentials').selectAll().where('user_id', '=', userId).execute();

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  const coach = async () => {
    const c = await ctx.registerCoach();
    return { ...c, token: (await ctx.loginAs(c.email, c.password)).token };
  };
  a = await coach();
  b = await coach();
  const o = await ctx.registerOrg({ orgName: 'Harbour Hockey Club' });
  org = (await ctx.loginAs(o.email, o.password)).token;
});
afterAll(() => ctx.close());

describe('CRUD', () => {
  test('add, list with status, update, delete', async () => {
    // The test clock starts at 2026-03-01T09:00Z: 1 March in Sydney (the coach has no state).
    const id = await add(a.token, wwcc());
    const cpr = await add(a.token, {
      type: 'CPR',
      issuedOn: '2025-03-10',
      expiresOn: '2026-03-24',
    });
    const acc = await add(a.token, {
      type: 'Coaching accreditation',
      level: 'Development',
      sportType: 'hockey',
      state: 'Victoria', // not a WWCC: dropped
    });
    const listed = await list(a.token);
    expect(listed.map((c) => c.id)).toEqual([id, cpr, acc]);
    expect(listed[0]).toMatchObject({
      type: 'WWCC',
      state: 'New South Wales',
      number: NUMBER,
      wwccType: 'Employee',
      level: null,
      expiresOn: '2029-01-10',
      fileId: null,
      status: 'current',
    });
    expect(listed[1]).toMatchObject({ status: 'expiring', days: 23 });
    expect(listed[2]).toMatchObject({ level: 'Development', sportType: 'Hockey', state: null });

    const put = await send('PUT', `/api/user/credentials/${cpr}`, a.token, {
      type: 'CPR',
      issuedOn: '2026-02-01',
      expiresOn: '2027-02-01',
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ message: CREDENTIAL_API.updated });
    expect((await list(a.token))[1]).toMatchObject({ expiresOn: '2027-02-01', status: 'current' });

    const del = await send('DELETE', `/api/user/credentials/${acc}`, a.token);
    expect(await del.json()).toEqual({ message: CREDENTIAL_API.deleted });
    expect((await list(a.token)).map((c) => c.id)).toEqual([id, cpr]);
    expect(
      (await failure(await send('DELETE', `/api/user/credentials/${acc}`, a.token), 404)).detail,
    ).toBe(CE.notFound);
  });

  test('400 with field messages, and nothing written', async () => {
    const before = await rowsOf(a.id);
    const cases: [unknown, Record<string, string>][] = [
      [
        { type: 'CPR', issuedOn: '2026-02-02', expiresOn: '2026-02-01' },
        { expiresOn: CE.expiryBeforeIssue },
      ],
      [
        { type: 'WWCC', wwccType: 'Volunteer', expiresOn: '2030-01-01' },
        { state: 'Required field', number: CE.numberRequired },
      ],
      [wwcc({ number: 'WWC123E' }), { number: CE.numberFormat('New South Wales', 'WWC1234567E') }],
      [{ type: 'Licence' }, { type: CE.unknownType }],
      [{ type: 'Coaching accreditation', level: 'Gold' }, { level: CE.unknownLevel }],
      [
        { type: 'Coaching accreditation', level: 'Community', sportType: 'Quidditch' },
        { sportType: CE.unknownSport },
      ],
      [{ type: 'CPR', fileId: 999999 }, { fileId: CE.unknownFile }],
    ];
    for (const [body, fields] of cases) {
      const f = await failure(await send('POST', '/api/user/credentials', a.token, body), 400);
      expect(f.fields, JSON.stringify(body)).toEqual(fields);
    }
    const [first] = before;
    const f = await failure(
      await send('PUT', `/api/user/credentials/${first.id}`, a.token, {
        type: 'CPR',
        expiresOn: 'soon',
      }),
      400,
    );
    expect(f.fields).toEqual({ expiresOn: CE.invalidDate });
    expect(await rowsOf(a.id)).toEqual(before);
  });

  test('403 for an organisation, 401 without a token, 404 for another coach', async () => {
    for (const [method, path] of [
      ['GET', '/api/user/credentials'],
      ['POST', '/api/user/credentials'],
      ['PUT', '/api/user/credentials/1'],
      ['DELETE', '/api/user/credentials/1'],
    ] as const) {
      await failure(
        await send(method, path, org, method === 'GET' || method === 'DELETE' ? undefined : wwcc()),
        403,
      );
      await failure(
        await send(
          method,
          path,
          undefined,
          method === 'GET' || method === 'DELETE' ? undefined : wwcc(),
        ),
        401,
      );
    }
    const [mine] = await rowsOf(a.id);
    await failure(await send('PUT', `/api/user/credentials/${mine.id}`, b.token, wwcc()), 404);
    await failure(await send('DELETE', `/api/user/credentials/${mine.id}`, b.token), 404);
    await failure(await send('DELETE', '/api/user/credentials/abc', b.token), 404);
    expect((await rowsOf(a.id)).find((r) => r.id === mine.id)).toMatchObject({ number: NUMBER });
    expect(await list(b.token)).toEqual([]);
  });

  test('at most 30: the 31st is 409 and nothing is written', async () => {
    const c = await ctx.registerCoach();
    const token = (await ctx.loginAs(c.email, c.password)).token;
    for (let i = 0; i < MAX_CREDENTIALS; i++) {
      await add(token, { type: 'Other', name: `Course ${i}` });
    }
    const f = await failure(
      await send('POST', '/api/user/credentials', token, { type: 'CPR' }),
      409,
    );
    expect(f.detail).toBe(CE.tooMany(MAX_CREDENTIALS));
    expect((await rowsOf(c.id)).length).toBe(MAX_CREDENTIALS);
  });
});

describe('documents', () => {
  test('PDF, PNG and JPEG by content; 415 otherwise; 413 over 5 MB; owner-only download', async () => {
    const ids: number[] = [];
    for (const [bytes, name, ext] of [
      [pdfBytes(), 'wwcc.pdf', 'pdf'],
      [pngBytes(), 'card.png', 'png'],
      [jpegBytes(), 'photo.jpeg', 'jpeg'],
      [pdfBytes(), 'scan.exe', 'pdf'],
    ] as const) {
      const res = await upload(a.token, bytes, name);
      expect(res.status).toBe(201);
      const body = CredentialDocumentResponseSchema.parse(await res.json());
      expect(body.message).toBe(CREDENTIAL_API.documentUploaded);
      expect(body.fileName.endsWith(`.${ext}`)).toBe(true);
      ids.push(body.fileId);
    }
    const files = async () =>
      (await ctx.db.q.selectFrom('files').select('id').where('owner_id', '=', a.id).execute())
        .length;
    const held = await files();
    for (const [bytes, name] of [
      [docBytes(), 'a.doc'],
      [exeBytes(), 'a.pdf'],
      [new TextEncoder().encode('<html><script>x</script>'), 'a.png'],
    ] as const) {
      expect((await failure(await upload(a.token, bytes, name), 415)).detail).toBe(
        CE.unsupportedDocument,
      );
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdfBytes());
    await failure(await upload(a.token, big, 'big.pdf'), 413);
    await failure(await upload(a.token, pdfBytes(), 'x.pdf', 'resume'), 400);
    await failure(await upload(org, pdfBytes(), 'x.pdf'), 403);
    expect(await files()).toBe(held);

    // Attached to a credential; downloaded by its owner only.
    const id = await add(a.token, { type: 'First aid', expiresOn: '2027-01-01', fileId: ids[0] });
    expect((await list(a.token)).find((c) => c.id === id)).toMatchObject({
      fileId: ids[0],
      fileName: 'wwcc.pdf',
    });
    const own = await ctx.request(`/api/file/${ids[0]}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdfBytes());
    await failure(await ctx.request(`/api/file/${ids[0]}`, { token: b.token }), 404);
    await failure(await ctx.request(`/api/file/${ids[0]}`, { token: org }), 404);
    // Another coach cannot attach it.
    const f = await failure(
      await send('POST', '/api/user/credentials', b.token, { type: 'CPR', fileId: ids[1] }),
      400,
    );
    expect(f.fields).toEqual({ fileId: CE.unknownFile });

    // Replacing the document drops the old one; deleting the credential drops its document.
    await send('PUT', `/api/user/credentials/${id}`, a.token, {
      type: 'First aid',
      expiresOn: '2027-01-01',
      fileId: ids[1],
    });
    expect(
      await ctx.db.q.selectFrom('files').select('id').where('id', '=', ids[0]).execute(),
    ).toEqual([]);
    await send('DELETE', `/api/user/credentials/${id}`, a.token);
    expect(
      await ctx.db.q.selectFrom('files').select('id').where('id', '=', ids[1]).execute(),
    ).toEqual([]);
  });

  test('30 documents apart from resumes: the 31st is 409', async () => {
    const c = await ctx.registerCoach();
    const token = (await ctx.loginAs(c.email, c.password)).token;
    const resume = new FormData();
    resume.append('resume', new File([pdfBytes().slice()], 'cv.pdf'));
    expect(
      (await ctx.request('/api/file/upload/resume', { method: 'POST', body: resume, token }))
        .status,
    ).toBe(201);
    for (let i = 0; i < MAX_CREDENTIAL_FILES; i++) {
      expect((await upload(token, pngBytes(), `c${i}.png`)).status).toBe(201);
    }
    const f = await failure(await upload(token, pngBytes(), 'one-more.png'), 409);
    expect(f.detail).toBe(CE.tooManyDocuments(MAX_CREDENTIAL_FILES));
  });
});

describe('settings and privacy', () => {
  test('credential reminders are on until turned off', async () => {
    const get = async () =>
      (await (await send('GET', '/api/user/settings', a.token)).json()) as Record<string, unknown>;
    expect(await get()).toEqual({ closingReminders: true, credentialReminders: true });
    const res = await send('PUT', '/api/user/settings', a.token, { credentialReminders: false });
    expect(await res.json()).toMatchObject({ credentialReminders: false, closingReminders: true });
    expect(await get()).toEqual({ closingReminders: true, credentialReminders: false });
    await failure(
      await send('PUT', '/api/user/settings', a.token, { credentialReminders: 'no' }),
      400,
    );
    await send('PUT', '/api/user/settings', a.token, { credentialReminders: true });
  });

  test("a card number is in its coach's answer only: not other users', lists or logs", async () => {
    ctx.logs.length = 0;
    const id = await add(a.token, wwcc({ number: 'WWC1112223V', wwccType: 'Volunteer' }));
    expect(JSON.stringify(await list(a.token))).toContain('WWC1112223V');
    const answers: string[] = [];
    for (const [path, token] of [
      ['/api/user/credentials', b.token],
      ['/api/user/get_logged_in_user', a.token],
      ['/api/user/get_loggedin_user_profile', a.token],
      ['/api/user/settings', a.token],
      ['/api/job/list', undefined],
      ['/api/job/list', a.token],
      ['/api/job/job_detail/1', b.token],
      ['/api/org/jobs', org],
      ['/api/file/mine', a.token],
    ] as const) {
      answers.push(await (await ctx.request(path, { token })).text());
    }
    await send('PUT', `/api/user/credentials/${id}`, b.token, wwcc({ number: 'WWC1112223V' }));
    answers.push(...ctx.logs);
    for (const text of answers) expect(text).not.toContain('1112223');
    expect(ctx.logs.join('\n')).not.toContain('7654321');
  });
});
