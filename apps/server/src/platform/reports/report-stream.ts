import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { formatDateTime } from '@backoffice/domain/dates';
import { neutralizeFormula } from '../csv/csv-formula.ts';

export type CellValue = string | number | Date | null | undefined;

export interface ReportColumn<T> {
  header: string;
  /** Column width in an XLSX sheet (characters). */
  width?: number;
  value: (row: T) => CellValue;
}

export type ReportFormat = 'csv' | 'xlsx';

export const REPORT_MIME: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ReportContent<T> {
  format: ReportFormat;
  /** XLSX sheet name. */
  sheet?: string;
  columns: ReportColumn<T>[];
  /** Rows in batches, read lazily: the file is written as they arrive. */
  rows: AsyncIterable<T[]>;
}

function cell(value: CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  return value;
}

/**
 * A CSV cell: text is neutralised against formulas, numbers stay numbers. XLSX needs no such
 * care: its text cells are stored as strings, which a spreadsheet never evaluates.
 */
function csvCell(value: CellValue): string | number {
  const plain = cell(value);
  return typeof plain === 'string' ? neutralizeFormula(plain) : plain;
}

/**
 * The file of a report as a stream, produced as the rows are read so memory stays flat.
 * CSV is UTF-8 with a BOM and ';' separators, which Excel in pt-BR opens as columns.
 */
export function reportStream<T>(content: ReportContent<T>): Readable {
  return content.format === 'csv' ? csvStream(content) : xlsxStream(content);
}

function csvStream<T>({ columns, rows }: ReportContent<T>): Readable {
  const options = { delimiter: ';', record_delimiter: 'windows' } as const;
  async function* chunks() {
    yield '\ufeff' + stringify([columns.map((c) => c.header)], options);
    for await (const batch of rows) {
      yield stringify(
        batch.map((row) => columns.map((c) => csvCell(c.value(row)))),
        options,
      );
    }
  }
  // A failure while reading rows errors the stream, so whoever writes it discards the file.
  return Readable.from(chunks(), { objectMode: false });
}

function xlsxStream<T>({ columns, rows, sheet: sheetName }: ReportContent<T>): Readable {
  const stream = new PassThrough();
  void (async () => {
    try {
      // exceljs (about 30 MB resident) loads with the first spreadsheet, not with the server.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
      const sheet = workbook.addWorksheet(sheetName ?? 'Relatório');
      sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 20 }));
      sheet.getRow(1).font = { bold: true };
      for await (const batch of rows) {
        for (const row of batch) sheet.addRow(columns.map((c) => cell(c.value(row)))).commit();
        // exceljs ignores backpressure; wait for the reader before producing more.
        if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
