import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './boot.ts';
import { localFileStorage, STALE_PART_MS } from './platform/files/storage.ts';
import { testConfig } from './test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-boot-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('prepareDatabase', () => {
  it('removes the unfinished files a crash left in storage before anything else starts', async () => {
    const filesDir = path.join(dataDir, 'files');
    const stale = path.join(filesDir, '2026', '10', 'report.csv.part');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, 'ID;Nome\n1;Ana');
    const longAgo = new Date(Date.now() - STALE_PART_MS - 60_000);
    fs.utimesSync(stale, longAgo, longAgo);

    const messages: string[] = [];
    // PGlite in a folder of its own: the point is the start-up, on any database.
    const database = await prepareDatabase(testConfig({ DATA_DIR: dataDir }), (m) => messages.push(m), localFileStorage(filesDir));
    await database.close();
    expect(fs.existsSync(stale)).toBe(false);
    expect(messages).toContain('removed 1 unfinished file(s) left in storage by an interrupted write');
  });
});
