import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classroom, classroomSubscription, course, courseProgress } from '../../../db/schema/lms.ts';
import { assertModuleOrDashboardBlock } from '../../../platform/access/dashboard-access.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';

export const COURSE_TYPE_LABEL: Record<string, string> = { online: 'On-line', presential: 'Presencial' };

interface CourseLine {
  id: number;
  type: string;
  title: string;
  active: number;
  hours: number | null;
  minutes: number | null;
  date_publish: Date | null;
  subscribed: number;
  completed: number;
}

type Totals = Map<number, { subscribed: number; completed: number }>;

/** Online courses: a learner is enrolled once progress is recorded, done when it is completed. */
async function onlineTotals(db: Db, ids: number[]): Promise<Totals> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: courseProgress.course_id,
      subscribed: sql<number>`count(*)::int`,
      completed: sql<number>`count(${courseProgress.completed_at})::int`,
    })
    .from(courseProgress)
    .where(inArray(courseProgress.course_id, ids))
    .groupBy(courseProgress.course_id);
  return new Map(rows.map((r) => [r.id, { subscribed: Number(r.subscribed), completed: Number(r.completed) }]));
}

/** Presential courses: the participants of their classrooms, done when marked present. */
async function presentialTotals(db: Db, ids: number[]): Promise<Totals> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: classroom.course_id,
      subscribed: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${classroomSubscription.is_present} = 1))::int`,
    })
    .from(classroomSubscription)
    .innerJoin(classroom, eq(classroom.id, classroomSubscription.classroom_id))
    .where(inArray(classroom.course_id, ids))
    .groupBy(classroom.course_id);
  return new Map(rows.map((r) => [r.id!, { subscribed: Number(r.subscribed), completed: Number(r.completed) }]));
}

/** Every course (or those of one type) with its enrolments and completions, in id order. */
export async function* courseLines(db: Db, type?: 'online' | 'presential'): AsyncGenerator<CourseLine[]> {
  const courses = keysetBatches((afterId, size) =>
    db
      .select({
        id: course.id,
        type: course.type,
        title: course.title,
        active: course.active,
        hours: course.hours,
        minutes: course.minutes,
        date_publish: course.date_publish,
      })
      .from(course)
      .where(and(gt(course.id, afterId), type ? eq(course.type, type) : undefined))
      .orderBy(asc(course.id))
      .limit(size),
  );
  for await (const batch of courses) {
    const idsOf = (type: string) => batch.filter((c) => c.type === type).map((c) => c.id);
    const [online, presential] = await Promise.all([onlineTotals(db, idsOf('online')), presentialTotals(db, idsOf('presential'))]);
    yield batch.map((c) => ({ ...c, ...((c.type === 'online' ? online : presential).get(c.id) ?? { subscribed: 0, completed: 0 }) }));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Carga horária as hh:mm ('' when the course has none). */
export function workload(hours: number | null, minutes: number | null): string {
  if (hours === null && minutes === null) return '';
  return `${pad(hours ?? 0)}:${pad(minutes ?? 0)}`;
}

export const COURSE_SUMMARY_COLUMNS: ReportColumn<CourseLine>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Tipo', width: 12, value: (r) => COURSE_TYPE_LABEL[r.type] ?? r.type },
  { header: 'Título', width: 60, value: (r) => r.title },
  { header: 'Ativo', width: 8, value: (r) => (r.active ? 'Sim' : 'Não') },
  { header: 'Carga horária', width: 13, value: (r) => workload(r.hours, r.minutes) },
  { header: 'Publicação', width: 18, value: (r) => r.date_publish },
  { header: 'Inscritos', width: 10, value: (r) => r.subscribed },
  { header: 'Concluídos', width: 11, value: (r) => r.completed },
];

/**
 * GET /api/v1/lms/relatorio_cursos_pb: one row per course, online and presential, with its
 * enrolments and completions (XLSX). Through the Dashboard alone, the course-report link's rule
 * applies (super administrators).
 */
export function registerCourseSummaryReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/relatorio_cursos_pb', { config: { access: ['Course', 'Dashboard'] } }, async (request, reply) => {
    assertModuleOrDashboardBlock(request.user, ['Course'], 'courseReport');
    return sendReport(reply, { format: 'xlsx', filename: 'cursos.xlsx', sheet: 'Cursos', columns: COURSE_SUMMARY_COLUMNS, rows: courseLines(db) });
  });
}
