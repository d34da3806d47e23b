import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this size the response headers would outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz copy of a built text file next to it, compressed once at the highest levels; the
 * server's static plugin sends them (preCompressed) to browsers that accept them, so no request pays for
 * compression. Used by the Vite build (vite.config.ts) and the prerendered pages (prerender.mjs).
 */
export async function writeCompressedCopies(file, content) {
  if (content.length < MIN_BYTES) return;
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
  await fs.writeFile(`${file}.br`, await brotli(content, brotliOptions));
  await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
}
