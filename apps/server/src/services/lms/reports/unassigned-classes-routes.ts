import { and, asc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fortnightOf, type Fortnight } from '@backoffice/domain/fortnight';
import { classroom, course } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { attendanceOf, attendanceTotals } from './report-classes-routes.ts';

interface UnassignedLine {
  id: number;
  course: string | null;
  address: string | null;
  start: Date | null;
  end: Date | null;
  limit: number | null;
  subscribed: number;
}

/** Classrooms without an instructor that start in the fortnight, in id order. */
async function* unassignedLines(db: Db, fortnight: Fortnight): AsyncGenerator<UnassignedLine[]> {
  const classrooms = keysetBatches((afterId, size) =>
    db
      .select({
        id: classroom.id,
        course: course.title,
        address: classroom.address,
        start: classroom.datetime_start,
        end: classroom.datetime_end,
        limit: classroom.limit_registrations,
        attendance: attendanceOf(classroom.id),
      })
      .from(classroom)
      .leftJoin(course, eq(course.id, classroom.course_id))
      .where(
        and(
          gt(classroom.id, afterId),
          isNull(classroom.instrutor_id),
          gte(classroom.datetime_start, fortnight.start),
          lt(classroom.datetime_start, fortnight.end),
        ),
      )
      .orderBy(asc(classroom.id))
      .limit(size),
  );
  for await (const batch of classrooms) yield batch.map(({ attendance, ...c }) => ({ ...c, subscribed: attendanceTotals(attendance).subscribed }));
}

const FIELDS: ReportColumn<UnassignedLine>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Curso', width: 50, value: (r) => r.course },
  { header: 'Endereço', width: 50, value: (r) => r.address },
  { header: 'Início', width: 18, value: (r) => r.start },
  { header: 'Fim', width: 18, value: (r) => r.end },
  { header: 'Vagas', width: 8, value: (r) => r.limit },
  { header: 'Inscritos', width: 10, value: (r) => r.subscribed },
];

/** The row that carries the column names, under the fortnight's title (the sheet's first line). */
const HEADINGS = Symbol('headings');
type Row = UnassignedLine | typeof HEADINGS;

function titledColumns(title: string): ReportColumn<Row>[] {
  return FIELDS.map((f, i) => ({ header: i === 0 ? title : '', width: f.width, value: (r: Row) => (r === HEADINGS ? f.header : f.value(r)) }));
}

async function* titledRows(lines: AsyncIterable<UnassignedLine[]>): AsyncGenerator<Row[]> {
  yield [HEADINGS];
  yield* lines;
}

/**
 * GET /api/v1/lms/download_turmas_desalocadas: the classrooms of the current fortnight (São Paulo
 * calendar, by start) that have no instructor yet, titled with the fortnight (XLSX).
 */
export function registerUnassignedClassesRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/download_turmas_desalocadas', { config: { access: ['Classroom', 'Dashboard'] } }, async (_request, reply) => {
    const fortnight = fortnightOf(new Date());
    return sendReport<Row>(reply, {
      format: 'xlsx',
      filename: `turmas-desalocadas-${fortnight.slug}.xlsx`,
      sheet: 'Turmas desalocadas',
      columns: titledColumns(fortnight.label),
      rows: titledRows(unassignedLines(db, fortnight)),
    });
  });
}
