import { asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classroom, course, instrutor } from '../../../db/schema/lms.ts';
import { classroomAbsences, classroomPresences, classroomSubscribed } from '../../../db/schema/counters.ts';
import type { Db } from '../../../platform/db/client.ts';
import { preparedOnce } from '../../../platform/db/prepared-shapes.ts';
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

const NO_ATTENDANCE: AttendanceTotals = { subscribed: 0, present: 0, absent: 0, notStarted: 0 };

/** The totals of the classroom list (Concluídos, Ausentes, Não iniciados) for some classrooms. */
// Kept per classroom by triggers (migrations 0014 and 0016): a page reads its 20 rows, not every
// subscription; prepared once, the ids one array parameter.
const totalsOf = preparedOnce((db, name) =>
  db
    .select({
      classroom_id: classroomSubscribed.classroom_id,
      subscribed: classroomSubscribed.n,
      present: sql<number>`coalesce(${classroomPresences.n}, 0)`.mapWith(Number),
      absent: sql<number>`coalesce(${classroomAbsences.n}, 0)`.mapWith(Number),
    })
    .from(classroomSubscribed)
    .leftJoin(classroomPresences, eq(classroomPresences.classroom_id, classroomSubscribed.classroom_id))
    .leftJoin(classroomAbsences, eq(classroomAbsences.classroom_id, classroomSubscribed.classroom_id))
    .where(sql`${classroomSubscribed.classroom_id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

export async function attendanceTotals(db: Db, classroomIds: number[]): Promise<Map<number, AttendanceTotals>> {
  if (!classroomIds.length) return new Map();
  const rows = await totalsOf(db).execute({ ids: classroomIds });
  return new Map(
    rows.map(({ classroom_id, subscribed, present, absent }) => [classroom_id, { subscribed, present, absent, notStarted: subscribed - present - absent }]),
  );
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
      })
      .from(classroom)
      .leftJoin(course, eq(course.id, classroom.course_id))
      .leftJoin(instrutor, eq(instrutor.id, classroom.instrutor_id))
      .where(gt(classroom.id, afterId))
      .orderBy(asc(classroom.id))
      .limit(size),
  );
  for await (const batch of classrooms) {
    const totals = await attendanceTotals(
      db,
      batch.map((c) => c.id),
    );
    yield batch.map((c) => ({ ...c, ...(totals.get(c.id) ?? NO_ATTENDANCE) }));
  }
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
