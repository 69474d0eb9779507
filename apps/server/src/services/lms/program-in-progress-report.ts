import { and, asc, eq, gt, gte, isNull, lt, or } from 'drizzle-orm';
import { profile, users } from '../../db/schema/account.ts';
import { course, courseProgress } from '../../db/schema/lms.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { REPORT_BATCH } from '../../platform/reports/report-engine.ts';

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

export const PROGRESS_STATUS = { done: 'Concluído', inProgress: 'Em andamento' } as const;

/** reports/program-in-progress: every learner who was taking an online course during the period. */
export const programInProgressReport: ReportDefinition<ProgressLine> = {
  name: 'program-in-progress',
  format: 'csv',
  columns: [
    { header: 'Curso ID', value: (r) => r.course_id },
    { header: 'Curso', value: (r) => r.course },
    { header: 'Nome', value: (r) => r.name },
    { header: 'CPF/Matrícula', value: (r) => r.uid },
    { header: 'Perfil', value: (r) => r.profile },
    { header: 'Progresso (%)', value: (r) => r.progress },
    { header: 'Status', value: (r) => (r.completed_at ? PROGRESS_STATUS.done : PROGRESS_STATUS.inProgress) },
    { header: 'Início', value: (r) => r.started_at },
    { header: 'Conclusão', value: (r) => r.completed_at },
  ],
  rows: (db, range) =>
    keysetBatches(
      (afterId, size) =>
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
          .where(
            and(
              gt(courseProgress.id, afterId),
              eq(course.type, 'online'),
              lt(courseProgress.started_at, range.to),
              or(isNull(courseProgress.completed_at), gte(courseProgress.completed_at, range.from)),
            ),
          )
          .orderBy(asc(courseProgress.id))
          .limit(size),
      REPORT_BATCH,
    ),
};
