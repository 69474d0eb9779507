import type { ReportColumn } from '../reports/report-stream.ts';

/** Cells of a list's export, written as the screens show them. */

/** 'Sim' / 'Não' of a 0/1 or boolean flag. */
export const yesNo = (flag: number | boolean | null | undefined): string => (flag ? 'Sim' : 'Não');

/** An instant the API carries as ISO text, as a Date: the file writes it dd/mm/yyyy HH:mm in São Paulo. */
export const instant = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);

type Stamped = { created_at: string | Date; updated_at: string | Date };
const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The last columns of every export: when the record was created and last changed. */
export const recordDates = <T extends Stamped>(): ReportColumn<T>[] => [
  { header: 'Criado em', value: (row) => asDate(row.created_at) },
  { header: 'Alterado em', value: (row) => asDate(row.updated_at) },
];
