import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localFileStorage, STALE_PART_MS } from './storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-storage-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A file under root, last written `ageMs` ago. */
function place(relative: string, ageMs = 0): string {
  const full = path.join(root, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(full, when, when);
  return full;
}

const files = () => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();

describe('localFileStorage.removeStaleParts', () => {
  it('removes the temporary files of writes a crash cut short, at any depth, and nothing else', async () => {
    place('2026/10/a1b2.csv.part', STALE_PART_MS + 60_000);
    place('2026/09/c3d4.png.part', 24 * 3600_000);
    place('2026/11/being-written.csv.part', 1000);
    place('2026/10/complete.csv', 24 * 3600_000);
    place('notes.partial', 24 * 3600_000);
    const storage = localFileStorage(root);
    expect(await storage.removeStaleParts!()).toBe(2);
    expect(files()).toEqual([path.join('2026', '10', 'complete.csv'), path.join('2026', '11', 'being-written.csv.part'), 'notes.partial']);
    expect(await storage.removeStaleParts!()).toBe(0);
  });

  it('leaves a write in progress alone: its file keeps changing', async () => {
    // Stale after 2 s: far beyond the few ms between the write and the sweep, even on a loaded machine.
    const storage = localFileStorage(root, { staleAfterMs: 2000 });
    const source = new Readable({ read() {} });
    const writing = storage.write('2026/10/slow.csv', source);
    source.push('first part;');
    await vi.waitFor(() => expect(files()).toEqual([path.join('2026', '10', 'slow.csv.part')]));
    expect(await storage.removeStaleParts!()).toBe(0);
    source.push(null);
    expect(await writing).toBe(11);
    expect(files()).toEqual([path.join('2026', '10', 'slow.csv')]);
  });

  it('finds nothing in a storage folder that does not exist yet', async () => {
    expect(await localFileStorage(path.join(root, 'missing')).removeStaleParts!()).toBe(0);
  });
});

describe('localFileStorage.list', () => {
  it('yields every complete file at any depth, with its key and size, and no unfinished write', async () => {
    place('2026/10/a1b2.csv');
    fs.writeFileSync(path.join(root, '2026/10/a1b2.csv'), 'a;b;c');
    place('2026/11/deep/c3d4.png');
    place('2026/11/being-written.csv.part');
    const listed = [];
    for await (const object of localFileStorage(root).list!()) listed.push(object);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: '2026/10/a1b2.csv', size: 5 },
      { key: '2026/11/deep/c3d4.png', size: 1 },
    ]);
  });

  it('yields nothing for a storage folder that does not exist yet', async () => {
    const listed = [];
    for await (const object of localFileStorage(path.join(root, 'missing')).list!()) listed.push(object);
    expect(listed).toEqual([]);
  });
});
