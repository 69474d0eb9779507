import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { to as copyTo } from 'pg-copy-streams';
import { FORMULA_TRIGGERS, PLAIN_NUMBER } from '../csv/csv-formula.ts';
import type { Database } from '../db/client.ts';

/**
 * A report written by the database: its rows are a SELECT whose columns are already the text
 * of the file, so the database writes the CSV itself: PostgreSQL with COPY ... TO STDOUT,
 * streamed; PGlite, whose COPY goes to a blob in memory, with one COPY per slice of keys.
 */
export interface SqlReport {
  /** The file's header line, one per column. */
  headers: string[];
  /** Column expressions (text), in header order. */
  columns: string[];
  /** 'from ... where ...': always with a where clause, so the batch condition can be appended. */
  from: string;
  /** Unique, increasing integer key the rows are written in order of. */
  key: string;
  groupBy?: string;
}

/** A timestamp as an SQL literal: COPY takes no parameters, so the period bounds are inlined. */
export function timestampLiteral(value: Date): string {
  return `'${value.toISOString()}'::timestamptz`;
}

/**
 * A text as an SQL literal, for a report's parameters (COPY takes no parameters): quotes doubled,
 * which is all a standard string needs. Numbers and dates should pass through their schema first.
 */
export function textLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** dd/mm/yyyy HH:mm in America/Sao_Paulo, as the database writes it. */
export const spDateTime = (expr: string) => `to_char(${expr} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')`;

const sqlChar = (c: string) => (c < ' ' ? `chr(${c.charCodeAt(0)})` : `'${c}'`);
const TRIGGERS_SQL = FORMULA_TRIGGERS.map(sqlChar).join(', ');

/**
 * Text typed by people (names, titles, e-mails, free text) as a CSV cell: the SQL twin of
 * neutralizeFormula, so a formula stored in the database reaches the spreadsheet as text. Only
 * for text columns: numbers and the formatted dates, CPFs and phones below need no check. The
 * first character is compared before the regex, so ordinary cells cost one comparison.
 */
export const csvText = (expr: string) =>
  `case when left(${expr}, 1) in (${TRIGGERS_SQL}) and (${expr}) !~ '${PLAIN_NUMBER.source}' then '''' || (${expr}) else ${expr} end`;

/**
 * 000.000.000-00 for 11 digits (stored as digits only), anything else as stored. Cheaper than a
 * regex over millions of rows; the first character is checked because the formatted cell starts with it.
 */
export const cpfText = (expr: string) =>
  `case when length(${expr}) = 11 and ascii(${expr}) between 48 and 57 then substr(${expr}, 1, 3) || '.' || substr(${expr}, 4, 3) || '.' || substr(${expr}, 7, 3) || '-' || substr(${expr}, 10, 2) else ${csvText(expr)} end`;

/** (00) 00000-0000 or (00) 0000-0000 for digits-only phones, anything else as stored. */
export const phoneText = (expr: string) =>
  `case length(${expr}) when 11 then '(' || substr(${expr}, 1, 2) || ') ' || substr(${expr}, 3, 5) || '-' || substr(${expr}, 8, 4) when 10 then '(' || substr(${expr}, 1, 2) || ') ' || substr(${expr}, 3, 4) || '-' || substr(${expr}, 7, 4) else ${csvText(expr)} end`;

/** CASE of a value over a table of labels (values are numbers or SQL literals). */
export const labelText = (expr: string, labels: ReadonlyArray<{ value: number | string; label: string }>) =>
  `case ${expr} ${labels.map((l) => `when ${typeof l.value === 'number' ? l.value : textLiteral(l.value)} then ${textLiteral(l.label)}`).join(' ')} end`;

// The header line as COPY (FORMAT csv, DELIMITER ';') would write it: quotes only where needed.
const CSV = { delimiter: ';' } as const;

const BATCH = 5000;

/** COPY writes NULL as nothing but '' as "": empty text becomes NULL, so no cell reads "". */
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
        let finished = false;
        try {
          const copy = client.query(copyTo(query));
          for await (const chunk of copy) yield chunk as Buffer;
          finished = true;
        } finally {
          // A connection whose COPY broke off, or whose reader stopped (a stopping server cuts
          // the stream), still has the rest of it coming: it is closed, not given back to the pool.
          client.release(!finished);
        }
      })(),
      { objectMode: false },
    );
  }
  // PGlite copies to a blob, whole: the report goes in slices of BATCH keys, each slice's upper
  // key found first so the slice itself can be a COPY (no parameters: the keys are inlined).
  const group = report.groupBy ? ` group by ${report.groupBy}` : '';
  const upperKey = `select ${report.key} as "key" ${report.from} and ${report.key} > $1${group} order by ${report.key} offset ${BATCH - 1} limit 1`;
  const slice = (after: string, upper: string | undefined) =>
    `COPY (select ${textColumns(report)} ${report.from} and ${report.key} > ${after}${upper === undefined ? '' : ` and ${report.key} <= ${upper}`}${group} order by ${report.key}) TO '/dev/blob' WITH (FORMAT csv, DELIMITER ';')`;
  return Readable.from(
    (async function* () {
      yield head;
      let after = '0';
      for (;;) {
        const { rows } = await driver.client.query<{ key: number | bigint }>(upperKey, [after]);
        const upper = rows.length ? integerLiteral(rows[0].key) : undefined;
        const { blob } = await driver.client.query(slice(after, upper));
        if (blob?.size) yield Buffer.from(await blob.arrayBuffer());
        if (upper === undefined) return;
        after = upper;
      }
    })(),
    { objectMode: false },
  );
}

/** A report key read back from the database, checked before it is written into SQL. */
function integerLiteral(value: number | bigint): string {
  const text = String(value);
  if (!/^-?\d+$/.test(text)) throw new Error(`report keys must be integers, got ${text}`);
  return text;
}
