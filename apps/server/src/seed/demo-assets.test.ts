import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asset } from '../db/schema/dam.ts';
import { storedFile } from '../db/schema/files.ts';
import { trailItem } from '../db/schema/lms.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoAssets, simplePdf } from './demo-assets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function read(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of t.files.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('seedDemoAssets', () => {
  it('stores real PDFs and images behind digital contents, banners and a room banner, once', async () => {
    expect(await seedDemoAssets(t.db, t.files)).toBe(true);
    const rows = await t.db.select().from(asset);
    const byType = (type: string) => rows.filter((r) => r.module_name === type).length;
    expect({ Media: byType('Media'), Banner: byType('Banner'), chatBanner: byType('chatBanner') }).toEqual({ Media: 5, Banner: 2, chatBanner: 1 });
    const stored = await t.db.select().from(storedFile);
    for (const file of stored) {
      const data = await read(file.storage_key);
      expect(data.length).toBe(file.size);
      expect((await fileTypeFromBuffer(data))?.mime).toBe(file.mime);
    }
    expect(stored.filter((f) => f.mime === 'application/pdf').length).toBe(3);
    expect(await t.db.select().from(trailItem)).toHaveLength(2);
    expect(await seedDemoAssets(t.db, t.files)).toBe(false);
    expect(await t.db.select().from(asset)).toHaveLength(rows.length);
  });

  it('writes a PDF with a correct cross-reference table', () => {
    const pdf = simplePdf('Título (teste)', 'linha').toString('latin1');
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const second = /0000000000 65535 f \n(\d{10})/.exec(pdf)![1];
    expect(pdf.slice(Number(second), Number(second) + 7)).toBe('1 0 obj');
  });
});
