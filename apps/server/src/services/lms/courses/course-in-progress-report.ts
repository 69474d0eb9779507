import { z } from 'zod';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import { progressReport } from '../reports/program-in-progress-report.ts';

export const COURSE_IN_PROGRESS_REPORT = 'course-in-progress';

export const courseInProgressParams = z.strictObject({ course_id: recordIdFromText() });

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
};
