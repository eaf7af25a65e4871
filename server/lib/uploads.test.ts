import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  cleanFileName,
  contentDisposition,
  detectDocumentType,
  detectImageType,
  newStoredName,
  readUpload,
  removeUpload,
  uploadsDir,
  writeUpload,
} from './uploads';
import {
  docBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  pngBytes,
  zip,
  zipBombBytes,
} from './uploads.test-fixtures';

const text = (s: string) => new TextEncoder().encode(s);

describe('detectDocumentType (leading bytes only)', () => {
  test('recognises PDF, DOC and DOCX', () => {
    expect(detectDocumentType(pdfBytes())).toBe('pdf');
    expect(detectDocumentType(docBytes())).toBe('doc');
    expect(detectDocumentType(docxBytes())).toBe('docx');
  });

  test('refuses HTML, executables, SVG, plain zips and zip bombs', () => {
    expect(detectDocumentType(text('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectDocumentType(exeBytes())).toBeNull();
    expect(detectDocumentType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectDocumentType(zip([{ name: 'a.txt', data: 'hello' }]))).toBeNull();
    expect(detectDocumentType(zipBombBytes())).toBeNull();
    expect(detectDocumentType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBeNull();
    expect(detectDocumentType(new Uint8Array())).toBeNull();
  });

  test('pictures: PNG and JPEG only', () => {
    expect(detectImageType(pngBytes())).toBe('png');
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(text('GIF89a'))).toBeNull();
    expect(detectImageType(pdfBytes())).toBeNull();
  });
});

describe('cleanFileName', () => {
  test('strips path parts, control and bidi characters', () => {
    expect(cleanFileName('../../server.js', 'x.pdf')).toBe('server.js');
    expect(cleanFileName('C:\\Users\\me\\cv.pdf', 'x.pdf')).toBe('cv.pdf');
    expect(cleanFileName('a\u0000.pdf', 'x.pdf')).toBe('a.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe', 'x.pdf')).toBe('invoicefdp.exe');
    expect(cleanFileName('', 'resume.pdf')).toBe('resume.pdf');
    expect(cleanFileName('..', 'resume.pdf')).toBe('resume.pdf');
  });

  test('cuts long names to 120 characters, keeping the extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.pdf`, 'x.pdf');
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  test('content disposition encodes any name safely', () => {
    const h = contentDisposition('Lebenslauf "final"; ü.pdf');
    expect(h).toMatch(/^attachment; filename="Lebenslauf _final__ _.pdf"; filename\*=UTF-8''/);
    expect(h).toContain("filename*=UTF-8''Lebenslauf%20%22final%22%3B%20%C3%BC.pdf");
  });
});

describe('bytes on disk (SQLite: DATA_DIR/uploads)', () => {
  test('written owner-only under a generated name, read back, never overwritten, removed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'touchline-uploads-'));
    try {
      const name = newStoredName();
      expect(name).toMatch(/^[0-9a-f]{32}$/);
      await writeUpload(dataDir, name, pdfBytes());
      expect(statSync(join(uploadsDir(dataDir), name)).mode & 0o777).toBe(0o600);
      expect(new Uint8Array((await readUpload(dataDir, name)) ?? [])).toEqual(pdfBytes());
      await expect(writeUpload(dataDir, name, pngBytes())).rejects.toThrow();
      await expect(writeUpload(dataDir, '../escape', pngBytes())).rejects.toThrow();
      expect(await readUpload(dataDir, '../touchline.db')).toBeNull();
      removeUpload(dataDir, name);
      expect(await readUpload(dataDir, name)).toBeNull();
      removeUpload(dataDir, name); // already gone: nothing happens
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
