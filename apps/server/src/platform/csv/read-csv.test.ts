import fs from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UserError } from '../errors.ts';
import { ENCODING_MESSAGES, TextEncodingError } from './decode-text.ts';
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

describe('readCsv of a file saved in Windows-1252 (Latin-1)', () => {
  const SPEC_WITH_EMAIL = { ...SPEC, required: ['name', 'code', 'email'] as ('name' | 'code' | 'email')[] };

  it('reads the accented names and the header of a real Windows-1252 file as they were typed', async () => {
    const fixture = fs.readFileSync(new URL('./fixtures/corretores-windows-1252.csv', import.meta.url));
    expect(fixture.includes(Buffer.from('João', 'utf8'))).toBe(false);
    const result = [];
    for await (const row of readCsv(
      fs.createReadStream(new URL('./fixtures/corretores-windows-1252.csv', import.meta.url), { highWaterMark: 16 }),
      SPEC_WITH_EMAIL,
    )) {
      result.push(row);
    }
    expect(result.map((r) => r.values.name)).toEqual(['João Conceição', 'Ângela Gonçalves', 'Antônio “Toninho” Araújo', 'Zoë Müller – Seguros € Cia']);
    expect(result[0]).toEqual({ line: 2, values: { name: 'João Conceição', code: '1001', email: 'joao.conceicao@corretora.com' } });
    expect(JSON.stringify(result)).not.toContain('\uFFFD');
  });

  it('still reads UTF-8 accents split across chunks, with or without BOM', async () => {
    const content = 'Nome;Código Susep\nJoão Conceição;1\nÂngela;2\n';
    const expected = [
      { line: 2, values: { name: 'João Conceição', code: '1', email: '' } },
      { line: 3, values: { name: 'Ângela', code: '2', email: '' } },
    ];
    for (const size of [1, 2, 3, 7]) {
      expect(await rows(content, size)).toEqual(expected);
      expect(await rows(`\uFEFF${content}`, size)).toEqual(expected);
    }
  });

  it('falls back to Windows-1252 when the first accent comes after a long ASCII start', async () => {
    const ascii = Array.from({ length: 5000 }, (_, i) => `Pessoa ${i};${i}`).join('\n');
    const content = Buffer.concat([Buffer.from(`Nome;Susep\n${ascii}\n`), Buffer.from('José Conceição;9\nJosé\n', 'latin1')]);
    expect(content.length).toBeGreaterThan(65_536);
    const result = await rows(content, 4096);
    expect(result).toHaveLength(5002);
    expect(result.at(-2)).toEqual({ line: 5002, values: { name: 'José Conceição', code: '9', email: '' } });
    // The last byte of the file is an accent: read as Windows-1252, not left unfinished.
    expect(result.at(-1)?.values.name).toBe('José');
  });

  it('refuses, naming the line, a UTF-8 file with a Latin-1 line further down, after delivering the lines before', async () => {
    for (const bom of ['', '\uFEFF']) {
      const head = `${bom}Nome;Susep\nJoão;1\n${Array.from({ length: 3000 }, (_, i) => `Pessoa ${i};${i}`).join('\n')}\n`;
      const content = Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from('Conceição;2\n', 'latin1')]);
      const seen: number[] = [];
      let failure: unknown;
      try {
        for await (const row of readCsv(Readable.from([content.subarray(0, 100), content.subarray(100)]), SPEC)) seen.push(row.line);
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(TextEncodingError);
      expect((failure as Error).message).toBe(ENCODING_MESSAGES.invalid(3003));
      expect(seen).toHaveLength(3001);
    }
  });

  it('refuses replacement characters left by an earlier bad conversion', async () => {
    expect(await refusal('Nome;Susep\nAna;1\nJo\uFFFDo Concei\uFFFD\uFFFDo;2\n')).toBe(ENCODING_MESSAGES.invalid(3));
  });
});
