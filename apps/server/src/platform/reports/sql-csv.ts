import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';

/**
 * A report written by the database: its rows are a SELECT whose columns are already the text
 * of the file, so PostgreSQL can write the CSV itself (COPY ... TO STDOUT, streamed), and
 * PGlite, which has no streaming COPY, is read in keyset batches and encoded the same way.
 */
export interface SqlReport {
  /** The file's header line, one per column. */
  headers: string[];
  /** Column expressions (text), in header order. */
  columns: string[];
  /** 'from ... where ...': always with a where clause, so the batch condition can be appended. */
  from: string;
  /** Unique, increasing key the rows are written in order of. */
  key: string;
  groupBy?: string;
}

/** A timestamp as an SQL literal: COPY takes no parameters, so the period bounds are inlined. */
export function timestampLiteral(value: Date): string {
  return `'${value.toISOString()}'::timestamptz`;
}

/** dd/mm/yyyy HH:mm in America/Sao_Paulo, as the database writes it. */
export const spDateTime = (expr: string) => `to_char(${expr} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')`;

/** 000.000.000-00 for 11 digits (stored as digits only), anything else as stored. Cheaper than a regex over millions of rows. */
export const cpfText = (expr: string) =>
  `case when length(${expr}) = 11 then substr(${expr}, 1, 3) || '.' || substr(${expr}, 4, 3) || '.' || substr(${expr}, 7, 3) || '-' || substr(${expr}, 10, 2) else ${expr} end`;

/** (00) 00000-0000 or (00) 0000-0000 for digits-only phones, anything else as stored. */
export const phoneText = (expr: string) =>
  `case length(${expr}) when 11 then '(' || substr(${expr}, 1, 2) || ') ' || substr(${expr}, 3, 5) || '-' || substr(${expr}, 8, 4) when 10 then '(' || substr(${expr}, 1, 2) || ') ' || substr(${expr}, 3, 4) || '-' || substr(${expr}, 7, 4) else ${expr} end`;

/** CASE of a value over a table of labels (values are numbers or SQL literals). */
export const labelText = (expr: string, labels: ReadonlyArray<{ value: number | string; label: string }>) =>
  `case ${expr} ${labels.map((l) => `when ${typeof l.value === 'number' ? l.value : `'${l.value.replace(/'/g, "''")}'`} then '${l.label.replace(/'/g, "''")}'`).join(' ')} end`;

// Same CSV as PostgreSQL's COPY (FORMAT csv, DELIMITER ';'): LF between records, quotes only where needed.
const CSV = { delimiter: ';' } as const;

const BATCH = 5000;

/** COPY writes NULL as nothing but '' as "": with no empty strings left, both writers agree. */
const textColumns = (report: SqlReport) => report.columns.map((c) => `nullif((${c})::text, '')`).join(', ');

/** The report as PostgreSQL writes it itself (also the benchmark's anchor). */
export function copyStatement(report: SqlReport): string {
  const group = report.groupBy ? ` group by ${report.groupBy}` : '';
  return `COPY (select ${textColumns(report)} ${report.from}${group} order by ${report.key}) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`;
}

/** The report's CSV (UTF-8 with BOM, ';'), as a stream produced while the database reads. */
export function sqlCsvStream(driver: Database['driver'], report: SqlReport): Readable {
  const head = '\ufeff' + stringify([report.headers], CSV);
  if (driver.kind === 'postgres') {
    const query = copyStatement(report);
    return Readable.from(
      (async function* () {
        yield head;
        const client = await driver.pool.connect();
        let failed = false;
        try {
          const copy = client.query(copyTo(query));
          for await (const chunk of copy) yield chunk as Buffer;
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          // A connection whose COPY broke off is not given back to the pool.
          client.release(failed);
        }
      })(),
      { objectMode: false },
    );
  }
  const group = report.groupBy ? ` group by ${report.groupBy}` : '';
  const batch = `select ${report.key} as "_key", ${textColumns(report)} ${report.from} and ${report.key} > $1${group} order by ${report.key} limit ${BATCH}`;
  return Readable.from(
    (async function* () {
      yield head;
      let after: number | string = 0;
      for (;;) {
        const { rows } = await driver.client.query<unknown[]>(batch, [after], { rowMode: 'array' });
        if (rows.length === 0) return;
        yield stringify(
          rows.map((r) => r.slice(1)),
          CSV,
        );
        if (rows.length < BATCH) return;
        after = rows[rows.length - 1][0] as number;
      }
    })(),
    { objectMode: false },
  );
}
