import { z } from 'zod';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import { findCourse } from './course-store.ts';
import { progressReport } from '../reports/program-in-progress-report.ts';

export const COURSE_IN_PROGRESS_REPORT = 'course-in-progress';

export const courseInProgressParams = z.strictObject({ course_id: recordIdFromText() });

/** The online course a report or its screen names, or NOT_FOUND. */
export async function onlineCourse(db: Db, id: number) {
  const found = await findCourse(db, id);
  if (!found || found.type !== 'online') throw new UserError(COURSE_MESSAGES.notFound, 'NOT_FOUND');
  return found;
}

/**
 * /Curso-relatorio/{id}: every learner of one online course with their progress, generated in the
 * background (lms/programa_andamento) as the data stands then; it has no period.
 */
export const courseInProgressReport: ReportDefinition<z.output<typeof courseInProgressParams>> = {
  name: COURSE_IN_PROGRESS_REPORT,
  params: courseInProgressParams,
  // course_id went through the schema: a whole number, safe as a literal. The engine always
  // passes it; a caller of the bare query without parameters (a check over every report) gets every course.
  query: (_range, params) => progressReport(params ? `cp.course_id = ${Number(params.course_id)}` : `c.type = 'online'`),
  assertSubject: async (db, { course_id }) => void (await onlineCourse(db, course_id)),
};
