import { TRAIL_REPORT_STATUS, trailReportParams, type TrailReportParams } from '@backoffice/domain/schemas/trail-report';
import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import { cpfText, csvText, spDateTime, textLiteral, type SqlReport } from '../../../platform/reports/sql-csv.ts';

export const TRAIL_PROGRESS_REPORT = 'trail-progress';

/** Local midnight of a day (yyyy-mm-dd, checked by the schema) in São Paulo, where the business runs. */
const dayStart = (day: string) => `(${textLiteral(day)}::date::timestamp at time zone 'America/Sao_Paulo')`;

/**
 * A learner's progress in a trail is read from their course_progress over the trail's ONLINE
 * courses only (its digital contents record no progress):
 *   - a learner is in the report once they started at least one of those courses;
 *   - Progresso (%) is the mean over all of the trail's online courses, a course not started counting 0;
 *   - Status is 'Concluído' when they completed every one of them, 'Em andamento' otherwise;
 *   - Início is their first start among them; Conclusão, for a concluded trail, their last completion.
 * The period (inicio..fim, whole days in São Paulo) bounds the conclusion date when filtering
 * 'Concluído', the start date otherwise.
 */
export function trailProgressReport(params: TrailReportParams): SqlReport {
  const trailId = Number(params.trail_id);
  const courses = `select c.id from trail_item ti join course c on c.id = ti.item_id and c.type = 'online'
    where ti.trail_id = ${trailId} and ti.item_type = 'course'`;
  const done = 'tp.done = tc.n';
  const filters = ['true'];
  if (params.cpf) filters.push(`u.uid = ${textLiteral(params.cpf)}`);
  if (params.perfil) filters.push(`u.profile_id = ${Number(params.perfil)}`);
  if (params.status === TRAIL_REPORT_STATUS.done) filters.push(done);
  if (params.status === TRAIL_REPORT_STATUS.inProgress) filters.push(`not (${done})`);
  const dated = params.status === TRAIL_REPORT_STATUS.done ? 'tp.completed_at' : 'tp.started_at';
  if (params.inicio) filters.push(`${dated} >= ${dayStart(params.inicio)}`);
  if (params.fim) filters.push(`${dated} < ${dayStart(params.fim)} + interval '1 day'`);
  return {
    headers: [
      'Trilha ID',
      'Trilha',
      'Nome',
      'CPF/Matrícula',
      'Perfil',
      'Cursos concluídos',
      'Cursos da trilha',
      'Progresso (%)',
      'Status',
      'Início',
      'Conclusão',
    ],
    columns: [
      't.id',
      csvText('t.title'),
      csvText('u.name'),
      cpfText('u.uid'),
      csvText('p.title'),
      'tp.done',
      'tc.n',
      'round(tp.progress_sum::numeric / tc.n)',
      `case when ${done} then '${TRAIL_REPORT_STATUS.done}' else '${TRAIL_REPORT_STATUS.inProgress}' end`,
      spDateTime('tp.started_at'),
      `case when ${done} then ${spDateTime('tp.completed_at')} end`,
    ],
    from: `from (
        select cp.user_id, count(cp.completed_at) as done, sum(cp.progress) as progress_sum,
          min(cp.started_at) as started_at, max(cp.completed_at) as completed_at
        from course_progress cp where cp.course_id in (${courses}) group by cp.user_id
      ) tp
      cross join (select count(*) as n from (${courses}) oc) tc
      join trail t on t.id = ${trailId}
      join users u on u.id = tp.user_id
      left join profile p on p.id = u.profile_id
      where ${filters.join(' and ')}`,
    key: 'u.id',
  };
}

/**
 * /Trilha-relatorio/{id}: the learners of one trail with their progress, filtered as the screen
 * asks, generated in the background (lms/report_trail) as the data stands then; no period.
 */
export const trailProgressReportDefinition: ReportDefinition<TrailReportParams> = {
  name: TRAIL_PROGRESS_REPORT,
  params: trailReportParams,
  // The parameters went through the schema: ids are whole numbers, the CPF digits, the days
  // yyyy-mm-dd, and texts go through textLiteral. A check over every report calls it bare.
  query: (_range, params) => trailProgressReport(params ?? { trail_id: 0, cpf: null, status: null, perfil: null, inicio: null, fim: null }),
};
