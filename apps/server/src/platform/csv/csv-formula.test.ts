import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reportStream } from '../reports/report-stream.ts';
import { csvText, sqlCsvStream } from '../reports/sql-csv.ts';
import { neutralizeFormula } from './csv-formula.ts';

/** [cell as stored, cell as the CSV must carry it]: one table for the rule and both of its writers. */
const CASES: ReadonlyArray<readonly [string, string]> = [
  ['=HYPERLINK("http://mal.example","Clique aqui")', `'=HYPERLINK("http://mal.example","Clique aqui")`],
  ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
  ['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
  ['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
  ['\t=1+1', `'\t=1+1`],
  ['\r=1+1', `'\r=1+1`],
  ['-', `'-`],
  ['--', `'--`],
  ['-5', '-5'],
  ['+3', '+3'],
  ['-2,50', '-2,50'],
  ['-1.5', '-1.5'],
  ['(11) 91234-5678', '(11) 91234-5678'],
  ['05/10/2026 10:07', '05/10/2026 10:07'],
  ['529.982.247-25', '529.982.247-25'],
  ['Ana Lima - Corretora', 'Ana Lima - Corretora'],
  ['ana@corretora.com', 'ana@corretora.com'],
  ['a=b', 'a=b'],
  ["'=já protegido", "'=já protegido"],
  ['', ''],
];

const sqlLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The second column of every record after the header. */
const cells = (csv: string) => (parse(csv, { delimiter: ';', bom: true }) as string[][]).slice(1).map((record) => record[1]);

describe('neutralizeFormula', () => {
  it.each(CASES)('%j is written as %j', (stored, written) => {
    expect(neutralizeFormula(stored)).toBe(written);
  });

  it('leaves a neutralised cell as it is', () => {
    for (const [, written] of CASES) expect(neutralizeFormula(written)).toBe(written);
  });
});

describe('the CSV writers apply the same rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('csvText: a report the database writes (COPY), on PGlite and PostgreSQL', async () => {
    const values = CASES.map(([stored], i) => `(${i + 1}, ${sqlLiteral(stored)})`).join(', ');
    const csv = await text(
      sqlCsvStream(t.database.driver, {
        headers: ['N', 'Valor'],
        columns: ['v.n', csvText('v.s')],
        from: `from (values ${values}) as v(n, s) where true`,
        key: 'v.n',
      }),
    );
    expect(cells(csv)).toEqual(CASES.map(([, written]) => written));
  });

  it('reportStream: a report written row by row (csv-stringify)', async () => {
    const csv = await text(
      reportStream<readonly [string, string]>({
        format: 'csv',
        columns: [
          { header: 'N', value: () => -5 },
          { header: 'Valor', value: ([stored]) => stored },
        ],
        rows: (async function* () {
          yield [...CASES];
        })(),
      }),
    );
    expect(cells(csv)).toEqual(CASES.map(([, written]) => written));
    // A number column stays a number, negative or not.
    expect(csv.split('\r\n')[1]).toMatch(/^-5;/);
  });
});
