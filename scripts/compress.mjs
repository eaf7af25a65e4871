// Precompress the built app: writes NAME.gz (gzip -9) and NAME.br (brotli q11) next to every
// JS, CSS, HTML and SVG file under dist/, so the server can send them without compressing per
// request. Usage: node scripts/compress.mjs [dir]   (default: dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg']);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

/** Compress every matching file under `dir`; returns {files, bytes, gzipBytes, brotliBytes}. */
export async function compressDist(dir) {
  const totals = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  await stat(dir);
  const jobs = [];
  for await (const file of walk(dir)) {
    jobs.push(
      (async () => {
        const data = await readFile(file);
        const [gz, br] = await Promise.all([
          gzipAsync(data, { level: 9 }),
          brotliAsync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        ]);
        await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        totals.files += 1;
        totals.bytes += data.length;
        totals.gzipBytes += gz.length;
        totals.brotliBytes += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `compress: ${totals.files} files, ${kb(totals.bytes)} KiB -> gzip ${kb(totals.gzipBytes)} KiB, brotli ${kb(totals.brotliBytes)} KiB`,
  );
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  compressDist(dir).catch((err) => {
    console.error(`compress: ${err.message}`);
    process.exit(1);
  });
}
