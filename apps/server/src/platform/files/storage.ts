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
}

/** A fresh key: never derived from the uploaded name (no paths, no collisions). */
export function newStorageKey(ext: string): string {
  const now = new Date();
  const safeExt = ext.replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 10);
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${safeExt ? `.${safeExt}` : ''}`;
}

/** The storage of a configuration: the S3 bucket when one is configured, else the local folder DATA_DIR/files. */
export function defaultFileStorage(config: { dataDir: string; s3?: S3StorageOptions }): FileStorage {
  if (config.s3) return s3FileStorage(config.s3);
  return localFileStorage(path.join(config.dataDir, 'files'));
}

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    async write(key, data) {
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.part`;
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
  };
}
