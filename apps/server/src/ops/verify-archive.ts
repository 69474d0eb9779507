import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY, parseManifest, type ArchiveManifest } from './archive-manifest.ts';
import { OperatorRefusal } from './operator-refusal.ts';
import { digestOf, readArchive, type EntryDigest } from './tar-archive.ts';

const damaged = (why: string) => new OperatorRefusal(`the archive is damaged: ${why}`);

/** A key the storages accept, checked before anything is written rather than halfway through a restore. */
const validKey = (key: string) => !key.split('/').some((part) => part === '' || part === '.' || part === '..');

/**
 * Reads the whole archive once, hashing every entry, and checks it against its manifest: a restore
 * starts only from an archive known whole, so a damaged one changes nothing.
 */
export async function verifyArchive(file: string): Promise<ArchiveManifest> {
  const found = new Map<string, EntryDigest>();
  let manifestText: string | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.type !== 'file') throw damaged(`it holds a ${entry.type} entry (${entry.name}) no backup writes`);
      if (found.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestText !== undefined)) throw damaged(`${entry.name} appears twice`);
      if (entry.name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
      } else {
        found.set(entry.name, await digestOf(entry.body));
      }
    }
  } catch (error) {
    if (error instanceof OperatorRefusal) throw error;
    throw damaged(`it cannot be read to the end (${(error as Error).message})`);
  }
  if (manifestText === undefined) throw damaged(`it has no ${MANIFEST_ENTRY} (a backup writes it last: the archive may be cut short)`);
  const manifest = parseManifest(manifestText);

  const expected = new Map<string, EntryDigest>([[DATABASE_ENTRY[manifest.database.kind], manifest.database]]);
  for (const stored of manifest.files) {
    if (!validKey(stored.key)) throw damaged(`its manifest names an invalid storage key (${stored.key})`);
    if (expected.has(FILES_PREFIX + stored.key)) throw damaged(`its manifest lists ${stored.key} twice`);
    expected.set(FILES_PREFIX + stored.key, stored);
  }
  for (const [name, want] of expected) {
    const got = found.get(name);
    if (!got) throw damaged(`${name} is missing`);
    if (got.size !== want.size) throw damaged(`${name} has ${got.size} bytes where its manifest says ${want.size}`);
    if (got.sha256 !== want.sha256) throw damaged(`the SHA-256 of ${name} does not match its manifest`);
  }
  for (const name of found.keys()) {
    if (!expected.has(name)) throw damaged(`${name} is not in its manifest`);
  }
  return manifest;
}
