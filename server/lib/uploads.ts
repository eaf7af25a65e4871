import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_FILE_NAME_LENGTH } from '../../src/shared/constants';

export type DocumentType = 'pdf' | 'doc' | 'docx';
export type ImageType = 'png' | 'jpeg';

export const CONTENT_TYPES: Record<DocumentType | ImageType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** A DOCX whose entries would unzip to more than this is refused (zip bomb). */
export const MAX_DOCX_UNZIPPED_BYTES = 20 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5000;

const startsWith = (buf: Uint8Array, sig: readonly number[]) =>
  buf.length >= sig.length && sig.every((b, i) => buf[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * The document type from the leading bytes (never from the name or the client's Content-Type):
 * PDF, DOC (OLE compound file) or DOCX (a zip whose central directory lists
 * [Content_Types].xml and word/document.xml, with a bounded total unzipped size). Else null.
 */
export function detectDocumentType(buf: Uint8Array): DocumentType | null {
  if (startsWith(buf, PDF)) return 'pdf';
  if (startsWith(buf, OLE)) return 'doc';
  if (startsWith(buf, ZIP) && isBoundedDocx(buf)) return 'docx';
  return null;
}

export function detectImageType(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, PNG)) return 'png';
  if (startsWith(buf, JPEG)) return 'jpeg';
  return null;
}

/** Reads the zip's central directory (no decompression) and checks the entries and sizes. */
export function isBoundedDocx(buf: Uint8Array): boolean {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  // End of central directory: 22 bytes + up to 65535 bytes of comment, at the end.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || cdOffset === 0xffffffff || entries > MAX_ZIP_ENTRIES) return false; // ZIP64
  if (cdOffset + cdSize > eocd) return false;
  let p = cdOffset;
  let total = 0;
  let hasContentTypes = false;
  let hasDocument = false;
  const decoder = new TextDecoder();
  for (let n = 0; n < entries; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) return false;
    const uncompressed = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    if (uncompressed === 0xffffffff) return false;
    total += uncompressed;
    if (total > MAX_DOCX_UNZIPPED_BYTES) return false;
    const name = decoder.decode(buf.subarray(p + 46, p + 46 + nameLen));
    if (name === '[Content_Types].xml') hasContentTypes = true;
    if (name === 'word/document.xml') hasDocument = true;
    p += 46 + nameLen + extraLen + commentLen;
  }
  return hasContentTypes && hasDocument;
}

// Control characters, bidi controls and other invisible format characters (U+202E etc.).
const UNSAFE_CHARS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{FFFD}]/gu;

/**
 * The original file name kept as metadata: path parts, control, bidi and format characters
 * removed, whitespace collapsed, cut to 120 characters (keeping the extension when it can).
 * `fallback` when nothing is left.
 */
export function cleanFileName(raw: string, fallback: string): string {
  let name = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  name = name.replace(UNSAFE_CHARS, '').replace(/\s+/g, ' ').trim();
  name = name.replace(/^\.+/, '').trim();
  const chars = [...name];
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? [...name.slice(dot)] : [];
    if (ext.length > 1 && ext.length <= 10) {
      name = chars.slice(0, MAX_FILE_NAME_LENGTH - ext.length).join('') + ext.join('');
    } else {
      name = chars.slice(0, MAX_FILE_NAME_LENGTH).join('');
    }
  }
  return name || fallback;
}

/**
 * `name` with the extension of the type its content was detected as: `cv.exe` stored as a PDF is
 * offered for download as `cv.pdf`, so no file name claims a type the bytes are not (and no
 * saved copy opens in the wrong program). `.jpeg` stands for `jpg`.
 */
export function withTypeExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (current === ext || (ext === 'jpg' && current === 'jpeg')) return name;
  const base = dot > 0 && /^[\p{L}\p{N}]{1,10}$/u.test(current) ? name.slice(0, dot) : name;
  const chars = [...base];
  const room = MAX_FILE_NAME_LENGTH - ext.length - 1;
  return `${chars.length > room ? chars.slice(0, room).join('') : base}.${ext}`;
}

// The bytes of uploads on SQLite live in DATA_DIR/uploads (on PostgreSQL in the database):
// server/db/queries/files.ts decides which and is the only caller of these.

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** A stored name: 32 random hex characters, never a client's name. */
export function newStoredName(): string {
  return randomBytes(16).toString('hex');
}

const STORED_NAME = /^[0-9a-f]{32}$/;

/** Writes a new file DATA_DIR/uploads/<stored> (owner-only; refuses to overwrite one). */
export async function writeUpload(dataDir: string, stored: string, bytes: Uint8Array) {
  if (!STORED_NAME.test(stored)) throw new Error('not a stored name');
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, stored), bytes, { flag: 'wx', mode: 0o600 });
}

export async function readUpload(dataDir: string, stored: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(stored)) return null;
  try {
    return await readFile(join(uploadsDir(dataDir), stored));
  } catch {
    return null;
  }
}

/** Removes an upload's bytes (nothing when they are already gone). */
export function removeUpload(dataDir: string, stored: string): void {
  if (!STORED_NAME.test(stored)) return;
  rmSync(join(uploadsDir(dataDir), stored), { force: true });
}

/** RFC 6266 / 5987 attachment header with an ASCII fallback name. */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment') {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
