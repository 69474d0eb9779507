import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sqlCsvStream, type SqlReport } from './sql-csv.ts';

const LONG: SqlReport = { headers: ['n'], columns: ['g::text'], from: 'from generate_series(1, 300000) g where true', key: 'g' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('a report stream stopped by its reader', () => {
  it('leaves no half-read COPY on a pooled connection: the next statements get their own answers', async () => {
    const { driver } = t.database;
    const stream = sqlCsvStream(driver, LONG);
    let read = 0;
    for await (const chunk of stream) {
      read += (chunk as Buffer).length;
      // Well into the report, far from its end: then the reader goes away (a stopping server).
      if (read > 64 * 1024) break;
    }
    expect(read).toBeGreaterThan(64 * 1024);
    if (driver.kind === 'postgres') {
      // Every connection of the pool answers its own statement, the one the COPY used included.
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => driver.pool.query<{ n: number }>('select $1::int as n', [i])));
      expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    } else {
      const { rows } = await driver.client.query<{ n: number }>('select 7 as n');
      expect(rows[0].n).toBe(7);
    }
  });
});
