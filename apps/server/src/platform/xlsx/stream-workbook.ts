import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | Date | null;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a one-sheet XLSX built row by row from an async source: rows are committed as they
 * arrive, so memory stays flat however many rows there are.
 */
export function sendWorkbook<T>(
  reply: FastifyReply,
  options: { filename: string; sheet: string; columns: SheetColumn<T>[]; rows: AsyncIterable<T[]> },
): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheet);
  sheet.columns = options.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of options.rows) {
        for (const row of batch) sheet.addRow(options.columns.map((c) => c.value(row))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .send(stream);
}
