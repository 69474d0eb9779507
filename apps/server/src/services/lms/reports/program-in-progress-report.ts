import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import type { SqlReport } from '../../../platform/reports/sql-csv.ts';
import { csvText, spDateTime, timestampLiteral } from '../../../platform/reports/sql-csv.ts';

export const PROGRESS_STATUS = { done: 'Concluído', inProgress: 'Em andamento' } as const;

/** Learners' progress in online courses, for the rows `where` keeps (the programme and one course's reports). */
export function progressReport(where: string): SqlReport {
  return {
    headers: ['Curso ID', 'Curso', 'Nome', 'CPF/Matrícula', 'Perfil', 'Progresso (%)', 'Status', 'Início', 'Conclusão'],
    columns: [
      'c.id',
      csvText('c.title'),
      csvText('u.name'),
      csvText('u.uid'),
      csvText('p.title'),
      'cp.progress',
      `case when cp.completed_at is null then '${PROGRESS_STATUS.inProgress}' else '${PROGRESS_STATUS.done}' end`,
      spDateTime('cp.started_at'),
      spDateTime('cp.completed_at'),
    ],
    from: `from course_progress cp
      join course c on c.id = cp.course_id
      join users u on u.id = cp.user_id
      left join profile p on p.id = u.profile_id
      where ${where}`,
    key: 'cp.id',
  };
}

/** reports/program-in-progress: every learner who was taking an online course during the period. */
export const programInProgressReport: ReportDefinition = {
  name: 'program-in-progress',
  query: (range) =>
    progressReport(`c.type = 'online' and cp.started_at < ${timestampLiteral(range.to)}
        and (cp.completed_at is null or cp.completed_at >= ${timestampLiteral(range.from)})`),
};
