import { callerOf } from '../../../platform/http/request-user.ts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPORT_MESSAGES, NO_PERIOD } from '@backoffice/domain/reports';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { users } from '../../../db/schema/account.ts';
import { course } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { generationRoute } from '../../../platform/reports/generation-route.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { attachment, sendReport } from '../../../platform/reports/send-report.ts';
import { COURSE_SUMMARY_COLUMNS, courseLines, workload } from '../reports/course-summary-report-routes.ts';
import { COURSE_IN_PROGRESS_REPORT, onlineCourse } from './course-in-progress-report.ts';

const access = { config: { access: ['Course'] as const } };

/** The categories of the course, by title, in one cell. */
const categoryTitles = sql<
  string | null
>`(select string_agg(c.title, ', ' order by c.title) from category_has_course l join category c on c.id = l.category_id where l.course_id = "course"."id")`;

function catalogue(db: Db) {
  return keysetBatches((afterId, size) =>
    db
      .select({
        id: course.id,
        title: course.title,
        code: course.code,
        active: course.active,
        hours: course.hours,
        minutes: course.minutes,
        scorm: course.scorm_version,
        video: course.video,
        owner: users.name,
        categories: categoryTitles,
        date_publish: course.date_publish,
        date_unpublish: course.date_unpublish,
      })
      .from(course)
      .leftJoin(users, and(eq(users.id, course.owner), sql`${course.owner} <> 0`))
      .where(and(gt(course.id, afterId), eq(course.type, 'online')))
      .orderBy(asc(course.id))
      .limit(size),
  );
}

type CatalogueLine = Awaited<ReturnType<typeof catalogue>> extends AsyncGenerator<infer B> ? (B extends (infer L)[] ? L : never) : never;

const CATALOGUE: ReportColumn<CatalogueLine>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Título', width: 60, value: (r) => r.title },
  { header: 'Código', width: 14, value: (r) => r.code },
  { header: 'Ativo', width: 8, value: (r) => (r.active ? 'Sim' : 'Não') },
  { header: 'Carga horária', width: 13, value: (r) => workload(r.hours, r.minutes) },
  { header: 'Conteúdo', width: 14, value: (r) => (r.scorm ? `SCORM ${r.scorm}` : r.video ? 'Vídeo' : '') },
  { header: 'Responsável', width: 30, value: (r) => r.owner },
  { header: 'Categorias', width: 40, value: (r) => r.categories },
  { header: 'Publicação', width: 18, value: (r) => r.date_publish },
  { header: 'Despublicação', width: 18, value: (r) => r.date_unpublish },
];

const courseIdOf = (value: unknown) => z.object({ course_id: recordIdFromText(COURSE_MESSAGES.notFound) }).parse(value).course_id;

/**
 * The /Course downloads (lms/report_courses: the online catalogue; lms/relatorio_cursos: each
 * online course with its enrolments and completions) and a course's in-progress report:
 * POST lms/programa_andamento?course_id starts its generation (a GET never changes anything);
 * GET lms/verificaRelatorioExistenteProgramaAndamento?id tells the newest one's name and state
 * and, with download=true, sends it.
 */
export function registerCourseReportRoutes(app: FastifyInstance, { db, reports, files }: AppDeps): void {
  app.get('/api/v1/lms/report_courses', access, async (_request, reply) =>
    sendReport(reply, { format: 'xlsx', filename: 'cursos-online.xlsx', sheet: 'Cursos', columns: CATALOGUE, rows: catalogue(db) }),
  );

  app.get('/api/v1/lms/relatorio_cursos', access, async (_request, reply) =>
    sendReport(reply, {
      format: 'xlsx',
      filename: 'relatorio-cursos-online.xlsx',
      sheet: 'Cursos',
      columns: COURSE_SUMMARY_COLUMNS,
      rows: courseLines(db, 'online'),
    }),
  );

  const requestOf = (courseId: number) => ({ name: COURSE_IN_PROGRESS_REPORT, params: { course_id: courseId } });

  generationRoute(app, '/api/v1/lms/programa_andamento', access, async (request, reply) => {
    const courseId = courseIdOf({ ...(request.query as object), ...((request.body as object | null) ?? {}) });
    await onlineCourse(db, courseId);
    const created = await reports.request(requestOf(courseId), NO_PERIOD, callerOf(request).id);
    return reply.status(202).send({ status: created.status, message: REPORT_MESSAGES.generating, report: created });
  });

  app.get('/api/v1/lms/verificaRelatorioExistenteProgramaAndamento', access, async (request, reply) => {
    const query = z.object({ id: recordIdFromText(COURSE_MESSAGES.notFound), download: z.enum(['true', 'false']).optional() }).parse(request.query);
    await onlineCourse(db, query.id);
    if (query.download === 'true') {
      const ready = await reports.ready(requestOf(query.id), NO_PERIOD);
      if (!ready) throw new UserError(REPORT_MESSAGES.notReady, 'NOT_FOUND');
      return reply.header('content-type', ready.mime).header('content-disposition', attachment(ready.info.name)).send(files.read(ready.storageKey));
    }
    const [latest] = await reports.latest(requestOf(query.id));
    return { name: latest?.status === 'ready' ? latest.name : null, report: latest ?? null };
  });
}
