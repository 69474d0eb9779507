import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';

/** What an archive holds of one entry: enough to check it against the manifest. */
export interface EntryDigest {
  size: number;
  sha256: string;
}

export interface ArchiveWriter {
  /** Streams `size` bytes from source into the entry `name`; resolves with their digest. */
  add(name: string, size: number, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<EntryDigest>;
  /** Ends the archive and waits until every byte is on disk. */
  finish(): Promise<void>;
  /** Stops the archive after a failure; what was written is left for the caller to remove. */
  abort(error: Error): Promise<void>;
}

/** A tar archive, gzip-compressed unless its name ends in .tar; a file that cannot be created fails here. */
export async function writeArchive(file: string): Promise<ArchiveWriter> {
  const pack = tarPack();
  const output = (await fs.promises.open(file, 'w', 0o600)).createWriteStream();
  // A failed write (a full disk) surfaces in add() as the pack's destruction: this says why.
  let failure: Error | undefined;
  output.once('error', (error) => (failure = error));
  // Most bytes arrive compressed already (pg_dump's custom format, images, zips, PDFs): the lightest
  // level keeps most of what gzip can save, at a third of the default level's time.
  const written = file.endsWith('.tar') ? pipeline(pack, output) : pipeline(pack, createGzip({ level: 1 }), output);
  // Observed here, reported by finish() or abort(): an early failure must not go unhandled meanwhile.
  written.catch(() => {});
  const mtime = new Date();

  return {
    async add(name, size, source) {
      const hash = createHash('sha256');
      try {
        let sink!: ReturnType<typeof pack.entry>;
        const done = new Promise<void>((resolve, reject) => {
          sink = pack.entry({ name, size, mode: 0o600, mtime }, (error) => (error ? reject(error) : resolve()));
        });
        done.catch(() => {});
        let bytes = 0;
        for await (const chunk of source) {
          bytes += chunk.byteLength;
          // The header already promised `size` bytes: more would shift every entry after this one.
          if (bytes > size) throw new Error(`${name} grew while it was being archived (more than ${size} bytes)`);
          hash.update(chunk);
          if (!sink.write(chunk)) await Promise.race([new Promise<void>((resolve) => sink.once('drain', () => resolve())), done]);
        }
        if (bytes !== size) throw new Error(`${name} shrank while it was being archived (${bytes} of ${size} bytes)`);
        sink.end(undefined);
        await done;
      } catch (error) {
        throw failure ?? error;
      }
      return { size, sha256: hash.digest('hex') };
    },
    async finish() {
      pack.finalize();
      await written;
    },
    async abort(error) {
      pack.destroy(error);
      await written.catch(() => {});
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  type: string;
  /** The entry's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** The entries of an archive written by writeArchive, gzip-compressed or not (told by its first bytes). */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const handle = await fs.promises.open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const gzipped = magic[0] === 0x1f && magic[1] === 0x8b;
  const extract = tarExtract();
  const input = fs.createReadStream(file);
  const read = gzipped ? pipeline(input, createGunzip(), extract) : pipeline(input, extract);
  // A failure of the file or of gunzip destroys extract, which the loop below then throws.
  read.catch(() => {});
  for await (const entry of extract) {
    const { header } = entry;
    yield { name: header.name, size: header.size ?? 0, type: header.type ?? 'file', body: entry as AsyncIterable<Buffer> };
    // The next header comes only once this body has been read: skip what the caller left.
    entry.resume();
  }
  await read;
}

/** Reads a body to the end, keeping only its digest. */
export async function digestOf(body: AsyncIterable<Buffer>): Promise<EntryDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
