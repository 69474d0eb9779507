import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { profile, users } from '../../../db/schema/account.ts';
import { course, courseProgress } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';

export const PROGRESS_STATUS = { done: 'Concluído', ongoing: 'Em andamento' } as const;

interface ProgressLine {
  id: number;
  course_id: number;
  course: string;
  name: string;
  uid: string;
  profile: string | null;
  progress: number;
  started_at: Date;
  completed_at: Date | null;
}

/** Every learner's progress in every online course, in the order it was recorded. */
function progressLines(db: Db): AsyncGenerator<ProgressLine[]> {
  return keysetBatches((afterId, size) =>
    db
      .select({
        id: courseProgress.id,
        course_id: course.id,
        course: course.title,
        name: users.name,
        uid: users.uid,
        profile: profile.title,
        progress: courseProgress.progress,
        started_at: courseProgress.started_at,
        completed_at: courseProgress.completed_at,
      })
      .from(courseProgress)
      .innerJoin(course, eq(course.id, courseProgress.course_id))
      .innerJoin(users, eq(users.id, courseProgress.user_id))
      .leftJoin(profile, eq(profile.id, users.profile_id))
      .where(and(gt(courseProgress.id, afterId), eq(course.type, 'online')))
      .orderBy(asc(courseProgress.id))
      .limit(size),
  );
}

const COLUMNS: ReportColumn<ProgressLine>[] = [
  { header: 'Curso ID', width: 9, value: (r) => r.course_id },
  { header: 'Curso', width: 50, value: (r) => r.course },
  { header: 'Nome', width: 40, value: (r) => r.name },
  { header: 'CPF/Matrícula', width: 16, value: (r) => r.uid },
  { header: 'Perfil', width: 25, value: (r) => r.profile },
  { header: 'Progresso (%)', width: 13, value: (r) => r.progress },
  { header: 'Status', width: 14, value: (r) => (r.completed_at ? PROGRESS_STATUS.done : PROGRESS_STATUS.ongoing) },
  { header: 'Início', width: 18, value: (r) => r.started_at },
  { header: 'Conclusão', width: 18, value: (r) => r.completed_at },
];

/** GET /api/v1/lms/relatorio_cm_progressao: the progress of every learner in the online courses (XLSX). */
export function registerCourseProgressReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/relatorio_cm_progressao', { config: { access: ['Course', 'Dashboard'] } }, async (_request, reply) =>
    sendReport(reply, { format: 'xlsx', filename: 'progressao-cursos-online.xlsx', sheet: 'Progressão', columns: COLUMNS, rows: progressLines(db) }),
  );
}
