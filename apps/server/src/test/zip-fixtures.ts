import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

/** A zip of these entries; `rename` rewrites names byte for byte afterwards (names yazl refuses to write). */
export async function zipOf(files: Record<string, string | Buffer>, rename: Record<string, string> = {}): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  let bytes = await buffer(zip.outputStream);
  for (const [from, to] of Object.entries(rename)) bytes = Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
  return bytes;
}

/** General purpose flags of a zip entry. */
export const ZIP_FLAGS = { encrypted: 0x1, utf8Names: 0x800 } as const;

/** Where, in a local and in a central header, the flags, uncompressed size, name length and name are. */
const HEADERS = [
  { signature: 0x04034b50, flags: 6, size: 22, nameLength: 26, name: 30 },
  { signature: 0x02014b50, flags: 8, size: 24, nameLength: 28, name: 46 },
];

/**
 * Rewrites every entry's headers in place, as other zip writers would have written them: sets and
 * clears flags (yazl always flags names UTF-8, and never encrypts), and makes the entry named
 * `shrink` declare 10 bytes fewer than it inflates to.
 */
export function patchZipHeaders(zip: Buffer, { set = 0, clear = 0, shrink }: { set?: number; clear?: number; shrink?: string }): Buffer {
  for (const header of HEADERS) {
    const marker = Buffer.alloc(4);
    marker.writeUInt32LE(header.signature);
    for (let at = zip.indexOf(marker); at >= 0; at = zip.indexOf(marker, at + 4)) {
      zip.writeUInt16LE((zip.readUInt16LE(at + header.flags) | set) & ~clear, at + header.flags);
      const name = zip.subarray(at + header.name, at + header.name + zip.readUInt16LE(at + header.nameLength)).toString('latin1');
      if (name === shrink) zip.writeUInt32LE(zip.readUInt32LE(at + header.size) - 10, at + header.size);
    }
  }
  return zip;
}
