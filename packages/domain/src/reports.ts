import type { DashboardBlock } from './dashboard.ts';
import { saoPauloParts } from './fortnight.ts';

/** Texts of the report screens (the error catalogue of the spec). */
export const REPORT_MESSAGES = {
  generating: 'Geração do relatório em andamento. Em alguns minutos, o botão de download será exibido. Por favor, aguarde.',
  ready: 'Relatório gerado com sucesso!',
  failed: 'Não foi possível gerar o relatório. Tente novamente.',
  periodUnavailable: 'Período indisponível para este relatório.',
  unknownReport: 'Relatório desconhecido.',
  notReady: 'O relatório deste período ainda não foi gerado.',
  invalidParams: 'Parâmetros do relatório inválidos.',
  /** A GET on a route that starts a generation (405): a GET never changes anything. */
  usePost: 'Use POST para gerar o relatório.',
} as const;

export const MONTH_LABELS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

export interface ReportScreen {
  /** Route under /reports/ and key of the screen. */
  slug: string;
  title: string;
  /** Service whose buscar_relatorios_existentes / downloadRelatoriosServer answer it. */
  service: 'account' | 'dam';
  /** The name those calls carry. */
  name: string;
  /** First month with data worth a report; earlier months are disabled. */
  earliest: YearMonth;
  /** Who may use it: the dashboard block that links to it. */
  block: DashboardBlock;
}

export const REPORT_SCREENS: readonly ReportScreen[] = [
  {
    slug: 'program-in-progress',
    title: 'Programa em andamento',
    service: 'account',
    name: 'program-in-progress',
    earliest: { year: 2019, month: 9 },
    block: 'programReports',
  },
  {
    slug: 'turmas-presenciais',
    title: 'Turmas presenciais',
    service: 'account',
    name: 'turmas-presenciais',
    earliest: { year: 2022, month: 1 },
    block: 'courses',
  },
  {
    slug: 'acesso-corretores',
    title: 'Acesso de corretores',
    service: 'account',
    name: 'acesso-corretores',
    earliest: { year: 2022, month: 1 },
    block: 'brokerReports',
  },
  {
    slug: 'lista-corretores',
    title: 'Lista de corretores',
    service: 'account',
    name: 'lista-corretores',
    earliest: { year: 2022, month: 1 },
    block: 'brokerReports',
  },
  {
    slug: 'download-conteudos',
    title: 'Download de conteúdos',
    service: 'dam',
    name: 'report_download',
    earliest: { year: 2023, month: 1 },
    block: 'digitalContent',
  },
];

export function reportScreenByName(service: string, name: string): ReportScreen | undefined {
  return REPORT_SCREENS.find((s) => s.service === service && s.name === name);
}

/**
 * A period a report covers: a closed month, a closed year, the current month so far, or none:
 * a report asked for its parameters alone (a course, a trail's filters), with the data at the
 * moment it is generated.
 */
export type ReportPeriod = { period: 'month'; year: number; month: number } | { period: 'year'; year: number } | { period: 'current' } | { period: 'none' };

export const NO_PERIOD: ReportPeriod = { period: 'none' };

/** A report's parameters as the report definition's schema reads them (stored with each file). */
export type ReportParams = Record<string, string | number | boolean | null>;

/**
 * Which report, for which parameters (e.g. { name: 'course-in-progress', params: { course_id: 7 } }):
 * what a screen lists, generates and downloads. The period reports take no parameters.
 */
export interface ReportRequest {
  name: string;
  params?: ReportParams;
}

/** Today's year and month on the calendar of São Paulo (where the business runs). */
export function saoPauloMonth(now: Date): YearMonth {
  const { year, month } = saoPauloParts(now);
  return { year, month };
}

const index = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);

/** Month buttons: only closed months (before the current one) from the report's first month on. */
export function isMonthAvailable(screen: Pick<ReportScreen, 'earliest'>, target: YearMonth, now: Date): boolean {
  const t = index(target);
  return t >= index(screen.earliest) && t < index(saoPauloMonth(now));
}

/** 'Anual': only closed years from the report's first year on. */
export function isYearAvailable(screen: Pick<ReportScreen, 'earliest'>, year: number, now: Date): boolean {
  return year >= screen.earliest.year && year < saoPauloMonth(now).year;
}

/** Years the screen lists, newest first. */
export function reportYears(screen: Pick<ReportScreen, 'earliest'>, now: Date): number[] {
  const years: number[] = [];
  for (let y = saoPauloMonth(now).year; y >= screen.earliest.year; y--) years.push(y);
  return years;
}

/** Whether a period screen offers a period (never 'none': its files are per period). */
export function isPeriodAvailable(screen: Pick<ReportScreen, 'earliest'>, period: ReportPeriod, now: Date): boolean {
  if (period.period === 'current') return true;
  if (period.period === 'none') return false;
  if (period.period === 'year') return isYearAvailable(screen, period.year, now);
  return isMonthAvailable(screen, period, now);
}

/** Report file state as the screens poll it. */
export type ReportStatus = 'generating' | 'ready' | 'failed';

export interface ReportFileInfo {
  id: number;
  name: string;
  period: ReportPeriod['period'];
  /** 0 for a report without a period. */
  year: number;
  month: number | null;
  /** The parameters it was generated for ({} for the period reports). */
  params: ReportParams;
  status: ReportStatus;
  rows: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}
