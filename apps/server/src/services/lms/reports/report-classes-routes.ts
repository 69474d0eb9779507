import { asc, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { classroom, course, instrutor } from '../../../db/schema/lms.ts';
import { classroomAbsences, classroomPresences, classroomSubscribed } from '../../../db/schema/counters.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';

export interface AttendanceTotals {
  subscribed: number;
  /** is_present 1, 'Concluído'. */
  present: number;
  /** is_present 0, 'Ausente'. */
  absent: number;
  /** Neither: not started yet. */
  notStarted: number;
}

/**
 * A classroom's attendance counts as an expression over its id, read beside the rows of a list
 * page or a report batch: [subscribed, present, absent], null without subscriptions. Kept per
 * classroom by triggers (migrations 0014 and 0016): one index lookup each, not every subscription.
 */
export const attendanceOf = (classroomId: AnyPgColumn) =>
  sql<AttendanceCounts>`(select array[${classroomSubscribed.n}::int, coalesce(${classroomPresences.n}, 0)::int, coalesce(${classroomAbsences.n}, 0)::int]
    from ${classroomSubscribed}
    left join ${classroomPresences} on ${classroomPresences.classroom_id} = ${classroomSubscribed.classroom_id}
    left join ${classroomAbsences} on ${classroomAbsences.classroom_id} = ${classroomSubscribed.classroom_id}
    where ${classroomSubscribed.classroom_id} = ${classroomId})`;

export type AttendanceCounts = [subscribed: number, present: number, absent: number] | null;

/** The totals of the classroom list (Concluídos, Ausentes, Não iniciados) from attendanceOf's counts. */
export function attendanceTotals(counts: AttendanceCounts | undefined): AttendanceTotals {
  const [subscribed, present, absent] = counts ?? [0, 0, 0];
  return { subscribed, present, absent, notStarted: subscribed - present - absent };
}

interface ClassLine extends AttendanceTotals {
  id: number;
  course: string | null;
  address: string | null;
  instructor: string | null;
  start: Date | null;
  end: Date | null;
}

/** Every classroom in id order, with its attendance totals. */
async function* classLines(db: Db): AsyncGenerator<ClassLine[]> {
  const classrooms = keysetBatches((afterId, size) =>
    db
      .select({
        id: classroom.id,
        course: course.title,
        address: classroom.address,
        instructor: instrutor.nome,
        start: classroom.datetime_start,
        end: classroom.datetime_end,
        attendance: attendanceOf(classroom.id),
      })
      .from(classroom)
      .leftJoin(course, eq(course.id, classroom.course_id))
      .leftJoin(instrutor, eq(instrutor.id, classroom.instrutor_id))
      .where(gt(classroom.id, afterId))
      .orderBy(asc(classroom.id))
      .limit(size),
  );
  for await (const batch of classrooms) yield batch.map(({ attendance, ...c }) => ({ ...c, ...attendanceTotals(attendance) }));
}

const yesNo = (v: boolean) => (v ? 'Sim' : 'Não');

export const CLASS_REPORT_COLUMNS: ReportColumn<ClassLine>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Curso', width: 50, value: (r) => r.course },
  { header: 'Endereço', width: 50, value: (r) => r.address },
  { header: 'Instrutor', width: 30, value: (r) => r.instructor },
  { header: 'Início', width: 18, value: (r) => r.start },
  { header: 'Fim', width: 18, value: (r) => r.end },
  { header: 'Inscritos', width: 10, value: (r) => r.subscribed },
  { header: 'Concluídos', width: 11, value: (r) => r.present },
  { header: 'Ausentes', width: 10, value: (r) => r.absent },
  { header: 'Não iniciados', width: 13, value: (r) => r.notStarted },
  // The attendance list was taken when someone was marked present or absent.
  { header: 'Lista realizada', width: 15, value: (r) => yesNo(r.present + r.absent > 0) },
];

/** GET /api/v1/lms/report_classes: every classroom with its attendance totals (XLSX). */
export function registerReportClassesRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/report_classes', { config: { access: ['Classroom', 'Dashboard'] } }, async (_request, reply) =>
    sendReport(reply, { format: 'xlsx', filename: 'turmas.xlsx', sheet: 'Turmas', columns: CLASS_REPORT_COLUMNS, rows: classLines(db) }),
  );
}
