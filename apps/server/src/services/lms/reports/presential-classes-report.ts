import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import { csvText, spDateTime, timestampLiteral } from '../../../platform/reports/sql-csv.ts';

/** Attendance as the classroom screens name it (the states and transitions of the spec): 1 present, 0 absent, null not started. */
export const ATTENDANCE_LABEL = { present: 'Concluído', absent: 'Ausente', notStarted: 'Não iniciado' } as const;

/** reports/turmas-presenciais: the participants of the classes that started in the period. */
export const presentialClassesReport: ReportDefinition = {
  name: 'turmas-presenciais',
  query: (range) => ({
    headers: ['Turma ID', 'Curso', 'Início', 'Fim', 'Endereço', 'Instrutor', 'Participante', 'CPF/Matrícula', 'Presença'],
    columns: [
      'cl.id',
      csvText('c.title'),
      spDateTime('cl.datetime_start'),
      spDateTime('cl.datetime_end'),
      csvText('cl.address'),
      csvText('i.nome'),
      csvText('u.name'),
      csvText('u.uid'),
      `case s.is_present when 1 then '${ATTENDANCE_LABEL.present}' when 0 then '${ATTENDANCE_LABEL.absent}' else '${ATTENDANCE_LABEL.notStarted}' end`,
    ],
    from: `from classroom_subscription s
      join classroom cl on cl.id = s.classroom_id
      join users u on u.id = s.user_id
      left join course c on c.id = cl.course_id
      left join instrutor i on i.id = cl.instrutor_id
      where cl.datetime_start >= ${timestampLiteral(range.from)} and cl.datetime_start < ${timestampLiteral(range.to)}`,
    key: 's.id',
  }),
};
