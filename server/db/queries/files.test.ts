// The file storage API on the test engine: bytes in file_blobs on PostgreSQL, in
// DATA_DIR/uploads on SQLite; nothing left behind by a failed upload or a replaced file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes, pngBytes } from '../../lib/uploads.test-fixtures';
import { type TestDatabase, testDatabase } from '../../test-utils';
import { tx } from '../connect';
import {
  deleteFile,
  getFile,
  type NewFile,
  readFileBytes,
  saveFile,
  saveUserFile,
  storeFile,
} from './files';

let store: TestDatabase;
let ownerId: number;

beforeAll(async () => {
  store = await testDatabase();
  ownerId = (
    await store.db.q
      .insertInto('users')
      .values({
        email: 'files@example.com',
        email_key: 'files@example.com',
        password_hash: 'x',
        role: 'ROLE_COACH',
        first_name: 'F',
        last_name: 'S',
        mobile: '0412345678',
        org_id: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => store.close());

const row = (over: Partial<NewFile> = {}): NewFile => ({
  owner_id: ownerId,
  kind: 'resume',
  original_name: 'cv.pdf',
  content_type: 'application/pdf',
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** Stored bytes and rows: what a failed write must leave unchanged. */
async function stored() {
  const dir = join(store.dir, 'uploads');
  const files = await store.db.q.selectFrom('files').select('id').execute();
  const blobs =
    store.db.engine === 'postgres'
      ? await store.db.q.selectFrom('file_blobs').select('file_id').execute()
      : [];
  return {
    rows: files.length,
    blobs: blobs.length,
    onDisk: existsSync(dir) ? readdirSync(dir).length : 0,
  };
}

describe('file storage', () => {
  test('a stored file is read back from where its engine keeps it', async () => {
    const before = await stored();
    const id = await storeFile(store.db, pdfBytes(), (t, upload) => saveFile(t, row(), upload));
    const file = await getFile(store.db, id);
    if (!file) throw new Error('no row');
    expect(file.size).toBe(pdfBytes().byteLength);
    expect(new Uint8Array((await readFileBytes(store.db, file)) ?? [])).toEqual(pdfBytes());
    const after = await stored();
    expect(after.rows).toBe(before.rows + 1);
    if (store.db.engine === 'postgres') {
      expect(after.blobs).toBe(before.blobs + 1);
      expect(after.onDisk).toBe(0);
    } else {
      expect(after.onDisk).toBe(before.onDisk + 1);
      expect(existsSync(join(store.dir, 'uploads', file.stored_name))).toBe(true);
    }
  });

  test('a failed transaction leaves no row and no bytes', async () => {
    const before = await stored();
    await expect(
      storeFile(store.db, pdfBytes(), async (t, upload) => {
        await saveFile(t, row(), upload);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    // The database refuses it (an owner that does not exist).
    await expect(
      storeFile(store.db, pdfBytes(), (t, upload) =>
        saveFile(t, row({ owner_id: 999_999 }), upload),
      ),
    ).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });

  test('a replaced picture goes with its bytes; the new one stays', async () => {
    const first = await saveUserFile(store.db, row({ kind: 'picture' }), pngBytes());
    const firstFile = await getFile(store.db, first);
    const before = await stored();
    const second = await saveUserFile(store.db, row({ kind: 'picture' }), pngBytes());
    expect(await getFile(store.db, first)).toBeUndefined();
    expect(await stored()).toEqual(before);
    if (firstFile) expect(await readFileBytes(store.db, firstFile)).toBeNull();
    const secondFile = await getFile(store.db, second);
    if (!secondFile) throw new Error('no row');
    expect(new Uint8Array((await readFileBytes(store.db, secondFile)) ?? [])).toEqual(pngBytes());
  });

  test('deleteFile in a transaction that rolls back keeps the file and its bytes', async () => {
    const id = await storeFile(store.db, pdfBytes(), (t, upload) => saveFile(t, row(), upload));
    const file = await getFile(store.db, id);
    if (!file) throw new Error('no row');
    await expect(
      tx(store.db, async (t) => {
        await deleteFile(t, file);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(new Uint8Array((await readFileBytes(store.db, file)) ?? [])).toEqual(pdfBytes());
    await tx(store.db, (t) => deleteFile(t, file));
    expect(await getFile(store.db, id)).toBeUndefined();
    expect(await readFileBytes(store.db, file)).toBeNull();
  });

  test('storeFile refuses to run inside another transaction', async () => {
    const before = await stored();
    await expect(
      tx(store.db, (t) => storeFile(t, pdfBytes(), (t2, upload) => saveFile(t2, row(), upload))),
    ).rejects.toThrow('own transaction');
    expect(await stored()).toEqual(before);
  });
});
