import { REPORT_SCREENS } from '@backoffice/domain/reports';

/** The report files the dashboard downloads at once (the calls of the spec, Downloads). */
export const REPORT_DOWNLOADS = {
  courseSummary: '/api/v1/lms/relatorio_cursos_pb',
  courseProgress: '/api/v1/lms/relatorio_cm_progressao',
  classes: '/api/v1/lms/report_classes',
  unassignedClasses: '/api/v1/lms/download_turmas_desalocadas',
  contentDownloads: '/api/v1/dam/report_download_items',
  commitmentTerms: '/api/v1/account/relatorio_termo_compromisso',
} as const;

/** A report screen the dashboard links to: its route and title. */
export function reportScreen(slug: string): { to: string; title: string } {
  const screen = REPORT_SCREENS.find((s) => s.slug === slug);
  if (!screen) throw new Error(`Unknown report screen ${slug}`);
  return { to: `/reports/${screen.slug}`, title: screen.title };
}
