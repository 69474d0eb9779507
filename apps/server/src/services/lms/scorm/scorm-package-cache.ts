import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry } from 'yauzl';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { readManifest, type ScormManifest } from '../../../platform/scorm/scorm-manifest.ts';
import { decodeXml } from '../../../platform/scorm/scorm-package.ts';
import { entryName } from '../../../platform/scorm/zip-entry-name.ts';

/**
 * The preview reads a package's files straight from its zip, one entry at a time (nothing is
 * extracted). A zip is read from its end, which a stream from storage (S3) cannot do, so each
 * server copy keeps a local copy of the packages it previews, named after their storage key
 * (a key never changes content). The archives opened last stay open with their list of entries:
 * a package's page pulls dozens of files, and reading the central directory again for each
 * would cost as much as the file itself.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'backoffice-scorm-cache');
const OPEN_MAX = 8;

interface OpenPackage {
  zip: yauzl.ZipFile;
  entries: Map<string, Entry>;
  /** Read once per opening: every preview of the package asks for its items. */
  manifest?: Promise<ScormManifest | null>;
  /** Entries inflated once to their end, and whether they gave the size their archive declares. */
  sound: Map<string, Promise<boolean>>;
}

const copies = new Map<string, Promise<string>>();
const open = new Map<string, Promise<OpenPackage>>();

const cachePath = (key: string) => path.join(CACHE_DIR, `${createHash('sha256').update(key).digest('hex')}.zip`);

async function localCopy(files: FileStorage, key: string): Promise<string> {
  const target = cachePath(key);
  if (fs.existsSync(target)) return target;
  let pending = copies.get(target);
  if (!pending) {
    pending = (async () => {
      await fs.promises.mkdir(CACHE_DIR, { recursive: true });
      const part = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(files.read(key), fs.createWriteStream(part));
        await fs.promises.rename(part, target);
      } catch (error) {
        await fs.promises.rm(part, { force: true });
        throw error;
      }
      return target;
    })().finally(() => copies.delete(target));
    copies.set(target, pending);
  }
  return pending;
}

async function openPackage(file: string): Promise<OpenPackage> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) if (!entry.fileName.endsWith('/')) entries.set(entryName(entry), entry);
  return { zip, entries, sound: new Map() };
}

async function openCached(files: FileStorage, key: string): Promise<OpenPackage> {
  let pending = open.get(key);
  if (pending) {
    // Most recently used last.
    open.delete(key);
    open.set(key, pending);
    return pending;
  }
  pending = localCopy(files, key).then(openPackage);
  pending.catch(() => open.delete(key));
  open.set(key, pending);
  while (open.size > OPEN_MAX) {
    const [oldest, closing] = open.entries().next().value!;
    open.delete(oldest);
    // A read in flight keeps its own descriptor reference: yauzl closes when the last one ends.
    closing.then((p) => p.zip.close()).catch(() => {});
  }
  return pending;
}

export interface PackageEntry {
  /** The size the archive declares. */
  size: number;
  open(): Promise<Readable>;
  /**
   * Whether the entry inflates to the size its archive declares, found by inflating it once to
   * its end (then known for as long as the package stays open): a stream already answering
   * cannot take back its status when the entry turns out corrupt midway.
   */
  sound(): Promise<boolean>;
}

/** One file of a stored package, by its exact name in the archive; null when there is none. */
export async function findPackageEntry(files: FileStorage, key: string, name: string): Promise<PackageEntry | null> {
  const pkg = await openCached(files, key);
  const entry = pkg.entries.get(name);
  if (!entry) return null;
  const open = () => pkg.zip.openReadStreamPromise(entry);
  const sound = () => {
    let known = pkg.sound.get(name);
    if (!known) {
      known = open().then(
        async (stream) => {
          try {
            for await (const _chunk of stream);
            return true;
          } catch {
            return false;
          }
        },
        () => false,
      );
      pkg.sound.set(name, known);
    }
    return known;
  };
  return { size: entry.uncompressedSize, open, sound };
}

/**
 * The package's manifest, read from the archive (its encoding as declared), or null when the
 * package has none or it is not a manifest.
 */
export async function readCachedManifest(files: FileStorage, key: string): Promise<{ manifest: ScormManifest | null; has: (name: string) => boolean }> {
  const pkg = await openCached(files, key);
  pkg.manifest ??= (async () => {
    const entry = pkg.entries.get('imsmanifest.xml');
    if (!entry) return null;
    return readManifest(decodeXml(await buffer(await pkg.zip.openReadStreamPromise(entry))));
  })();
  return { manifest: await pkg.manifest, has: (name) => pkg.entries.has(name) };
}

/** Drops this server's copy of a package that was replaced or removed. */
export async function forgetCachedPackage(key: string): Promise<void> {
  const pending = open.get(key);
  open.delete(key);
  if (pending) await pending.then((p) => p.zip.close()).catch(() => {});
  await fs.promises.rm(cachePath(key), { force: true });
}
