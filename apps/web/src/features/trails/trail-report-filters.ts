import { TRAIL_REPORT_MESSAGES, trailReportParams, type TrailReportParams } from '@backoffice/domain/schemas/trail-report';

/** The filters of /Trilha-relatorio/{id} as the form holds them (dates as yyyy-mm-dd). */
export type TrailReportFilters = {
  trail_id: string;
  cpf: string;
  status: string | null;
  perfil: string | null;
  inicio: string | null;
  fim: string | null;
};

export const emptyFilters = (trailId: number): TrailReportFilters => ({
  trail_id: String(trailId),
  cpf: '',
  status: null,
  perfil: null,
  inicio: null,
  fim: null,
});

/** The date rule the two dates break (validation rule), for its 5 s toast, or null. */
export const dateOrderError = (filters: Pick<TrailReportFilters, 'inicio' | 'fim'>) =>
  filters.inicio && filters.fim && filters.inicio > filters.fim ? TRAIL_REPORT_MESSAGES.startAfterEnd : null;

/** The filters as lms/report_trail takes them, read by the same schema the server uses. */
export const reportParamsOf = (filters: TrailReportFilters): TrailReportParams => trailReportParams.parse(filters);

/** A day typed as dd/mm/aaaa, as the field's value (yyyy-mm-dd); null when it is not one. */
export function parseDay(input: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? `${y}-${m}-${d}` : null;
}
