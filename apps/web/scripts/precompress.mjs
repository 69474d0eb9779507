/**
 * Brotli and gzip copies of the built text files, made once at build time so the server sends
 * them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|csv|map)$/;
/** A copy that saves less than this is not worth a second request path. */
const MIN_SAVING = 0.1;

let written = 0;
for (const entry of await readdir(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const source = await readFile(path);
  const variants = [
    ['.br', brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
    ['.gz', gzipSync(source, { level: 9 })],
  ];
  for (const [suffix, compressed] of variants) {
    if (compressed.length > source.length * (1 - MIN_SAVING)) continue;
    await writeFile(path + suffix, compressed);
    written++;
  }
}
console.log(`precompressed: ${written} brotli/gzip files in ${DIST}`);
