import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { s3FileStorage, type S3StorageOptions } from './s3-storage.ts';

/** Where uploaded files live. Local folder by default; an object store can implement the same. */
export interface FileStorage {
  /** Writes the stream under key; resolves with the number of bytes written. */
  write(key: string, data: Readable): Promise<number>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
  /**
   * Removes what writes cut short by a crash left behind; resolves with how many. Only storages
   * that write through temporary files have any (an object store discards unfinished uploads).
   */
  removeStaleParts?(): Promise<number>;
  /**
   * Every complete file in storage, yielded as it is found (there may be millions): what a
   * backup copies. Wrappers that only add behaviour to writes need not offer it.
   */
  list?(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  size: number;
}

/** A write keeps its file growing; one untouched this long belongs to a process that died. */
export const STALE_PART_MS = 10 * 60_000;
const PART = '.part';

/** Every file under a folder, walked one entry at a time (the folder may hold millions). */
async function* filesUnder(folder: string): AsyncGenerator<string> {
  let dir: fs.Dir;
  try {
    dir = await fs.promises.opendir(folder);
  } catch {
    return; // no folder yet: nothing was ever written
  }
  for await (const entry of dir) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** A fresh key: never derived from the uploaded name (no paths, no collisions). */
export function newStorageKey(ext: string): string {
  const now = new Date();
  const safeExt = ext
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 10);
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${safeExt ? `.${safeExt}` : ''}`;
}

/** The storage of a configuration: the S3 bucket when one is configured, else the local folder DATA_DIR/files. */
export function defaultFileStorage(config: { dataDir: string; s3?: S3StorageOptions }): FileStorage {
  if (config.s3) return s3FileStorage(config.s3);
  return localFileStorage(path.join(config.dataDir, 'files'));
}

export function localFileStorage(root: string, options: { staleAfterMs?: number } = {}): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    async write(key, data) {
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}${PART}`;
      let bytes = 0;
      data.on('data', (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(data, fs.createWriteStream(tmp));
        // Only a complete file gets its final name.
        await fs.promises.rename(tmp, full);
      } catch (error) {
        await fs.promises.rm(tmp, { force: true });
        throw error;
      }
      return bytes;
    },
    read: (key) => fs.createReadStream(resolve(key)),
    remove: (key) => fs.promises.rm(resolve(key), { force: true }),
    async removeStaleParts() {
      // Another server sharing the folder may be writing right now: only parts gone quiet are removed.
      const before = Date.now() - (options.staleAfterMs ?? STALE_PART_MS);
      let removed = 0;
      for await (const file of filesUnder(path.resolve(root))) {
        if (!file.endsWith(PART)) continue;
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat || stat.mtimeMs >= before) continue;
        await fs.promises.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
    async *list() {
      const base = path.resolve(root);
      for await (const file of filesUnder(base)) {
        // A .part is a write in progress or one a crash cut short: not a stored file yet.
        if (file.endsWith(PART)) continue;
        // Removed since the folder was read: gone from storage, so not listed.
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat) yield { key: path.relative(base, file).split(path.sep).join('/'), size: stat.size };
      }
    },
  };
}
