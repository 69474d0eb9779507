import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

export type FixtureVersion = '1.2' | '2004';

const FOLDERS: Record<FixtureVersion, string> = { '1.2': 'scorm12', '2004': 'scorm2004' };

/** A fixed date for every entry: the same folder always zips to the same bytes. */
const MTIME = new Date('2025-01-02T12:00:00Z');

/**
 * The fixture packages' source folders: src/seed/scorm-packages when running from source,
 * dist/scorm-packages beside the bundle (build.mjs copies them there).
 */
export function scormFixtureFolder(version: FixtureVersion): string {
  return path.join(fileURLToPath(new URL('./scorm-packages/', import.meta.url)), FOLDERS[version]);
}

function filesUnder(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A zip of every file under a folder, names relative to it, with `extra` files made in code. */
export async function zipFolder(folder: string, extra: Record<string, Buffer> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of filesUnder(folder)) zip.addFile(path.join(folder, name), name, { mtime: MTIME });
  for (const [name, data] of Object.entries(extra)) zip.addBuffer(data, name, { mtime: MTIME });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A real small SCORM package (its index.html starts, scores and completes on a button click). */
export async function scormFixture(version: FixtureVersion): Promise<{ name: string; buffer: Buffer }> {
  return { name: `curso-demo-${FOLDERS[version]}.zip`, buffer: await zipFolder(scormFixtureFolder(version)) };
}
