import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** The first sheet of an XLSX response, row by row, header included; empty cells read as ''. */
export async function sheetRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
  const width = Math.max(...rows.map((r) => r.length)) - 1;
  // Empty cells come back as holes.
  return rows.map((r) => Array.from({ length: width }, (_, i) => r[i + 1] ?? ''));
}
