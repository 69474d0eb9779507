import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UserError } from '../errors.ts';
import { CSV_MESSAGES, readCsv } from './read-csv.ts';

const SPEC = {
  columns: { name: ['Nome'], code: ['Código Susep', 'susep'], email: ['E-mail'] },
  required: ['name', 'code'] as ('name' | 'code' | 'email')[],
};

async function rows(content: string | Buffer, chunkSize = 7) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += chunkSize) chunks.push(buffer.subarray(i, i + chunkSize));
  const out = [];
  for await (const row of readCsv(Readable.from(chunks), SPEC)) out.push(row);
  return out;
}

async function refusal(content: string | Buffer) {
  try {
    await rows(content);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('readCsv', () => {
  it('reads semicolon files with a BOM, matching headers without case or accents', async () => {
    const result = await rows('\uFEFFNOME;codigo susep;E-MAIL\nAna Lima;123;ana@x.com\n\nBruno;456;\n');
    expect(result).toEqual([
      { line: 2, values: { name: 'Ana Lima', code: '123', email: 'ana@x.com' } },
      { line: 4, values: { name: 'Bruno', code: '456', email: '' } },
    ]);
  });

  it('reads comma files with quoted fields', async () => {
    const result = await rows('Susep,Nome\n"789","Silva, Carla"\n');
    expect(result).toEqual([{ line: 2, values: { name: 'Silva, Carla', code: '789', email: '' } }]);
  });

  it('refuses empty, binary and header-less files with a clear message', async () => {
    expect(await refusal('')).toBe(CSV_MESSAGES.empty);
    expect(await refusal('\uFEFF  \n')).toBe(CSV_MESSAGES.empty);
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).toBe(CSV_MESSAGES.binary);
    expect(await refusal('Nome|Susep\nAna|1\n')).toBe(CSV_MESSAGES.missingColumns(['Nome', 'Código Susep']));
  });
});

describe('readCsv on a malformed line', () => {
  it('delivers every record before the malformed line, then refuses with its line', async () => {
    const good = Array.from({ length: 1500 }, (_, i) => `Pessoa ${i};${i}`).join('\n');
    const content = `Nome;Susep\n${good}\n"quebrada;1\n`;
    const seen: number[] = [];
    let message = '';
    try {
      const buffer = Buffer.from(content);
      const chunks = Array.from({ length: Math.ceil(buffer.length / 64) }, (_, i) => buffer.subarray(i * 64, i * 64 + 64));
      for await (const row of readCsv(Readable.from(chunks), SPEC)) {
        seen.push(row.line);
        // A consumer that writes to a database yields to the event loop between rows.
        if (row.line % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      message = (error as Error).message;
    }
    expect(seen).toHaveLength(1500);
    expect(seen.at(-1)).toBe(1501);
    expect(message).toMatch(/^O arquivo CSV está malformado perto da linha \d+\.$/);
  });
});
