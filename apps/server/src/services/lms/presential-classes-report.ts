import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { users } from '../../db/schema/account.ts';
import { classroom, classroomSubscription, course, instrutor } from '../../db/schema/lms.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { REPORT_BATCH } from '../../platform/reports/report-engine.ts';

interface AttendanceLine {
  id: number;
  classroom_id: number;
  course: string | null;
  start: Date | null;
  end: Date | null;
  address: string | null;
  instructor: string | null;
  name: string;
  uid: string;
  is_present: number | null;
}

/** Attendance as the classroom screens name it (learning-backoffice §4). */
export function attendanceLabel(isPresent: number | null): string {
  if (isPresent === 1) return 'Concluído';
  if (isPresent === 0) return 'Ausente';
  return 'Não iniciado';
}

/** reports/turmas-presenciais: the participants of the classes that started in the period. */
export const presentialClassesReport: ReportDefinition<AttendanceLine> = {
  name: 'turmas-presenciais',
  format: 'csv',
  columns: [
    { header: 'Turma ID', value: (r) => r.classroom_id },
    { header: 'Curso', value: (r) => r.course },
    { header: 'Início', value: (r) => r.start },
    { header: 'Fim', value: (r) => r.end },
    { header: 'Endereço', value: (r) => r.address },
    { header: 'Instrutor', value: (r) => r.instructor },
    { header: 'Participante', value: (r) => r.name },
    { header: 'CPF/Matrícula', value: (r) => r.uid },
    { header: 'Presença', value: (r) => attendanceLabel(r.is_present) },
  ],
  rows: (db, range) =>
    keysetBatches(
      (afterId, size) =>
        db
          .select({
            id: classroomSubscription.id,
            classroom_id: classroom.id,
            course: course.title,
            start: classroom.datetime_start,
            end: classroom.datetime_end,
            address: classroom.address,
            instructor: instrutor.nome,
            name: users.name,
            uid: users.uid,
            is_present: classroomSubscription.is_present,
          })
          .from(classroomSubscription)
          .innerJoin(classroom, eq(classroom.id, classroomSubscription.classroom_id))
          .innerJoin(users, eq(users.id, classroomSubscription.user_id))
          .leftJoin(course, eq(course.id, classroom.course_id))
          .leftJoin(instrutor, eq(instrutor.id, classroom.instrutor_id))
          .where(and(gt(classroomSubscription.id, afterId), gte(classroom.datetime_start, range.from), lt(classroom.datetime_start, range.to)))
          .orderBy(asc(classroomSubscription.id))
          .limit(size),
      REPORT_BATCH,
    ),
};
