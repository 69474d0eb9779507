import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REPORT_MIME } from '../platform/reports/report-stream.ts';

/** The first sheet of an XLSX response, row by row, header included; empty cells read as ''. */
export async function sheetRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
  const width = Math.max(...rows.map((r) => r.length)) - 1;
  // Empty cells come back as holes.
  return rows.map((r) => Array.from({ length: width }, (_, i) => r[i + 1] ?? ''));
}

/** An XLSX download (200, spreadsheet type, this file name) read back as rows. */
export async function xlsxRows(res: LightMyRequestResponse, filename: string): Promise<unknown[][]> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(REPORT_MIME.xlsx);
  expect(res.headers['content-disposition']).toContain(`filename="${filename}"`);
  return sheetRows(res);
}
