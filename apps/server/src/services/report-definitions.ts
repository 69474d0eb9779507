import type { ReportDefinition } from '../platform/reports/report-engine.ts';
import { brokerAccessReport } from './corretor/broker-access-report.ts';
import { brokerListReport } from './corretor/broker-list-report.ts';
import { contentDownloadsReport } from './dam/content-downloads-report.ts';
import { presentialClassesReport } from './lms/presential-classes-report.ts';
import { programInProgressReport } from './lms/program-in-progress-report.ts';

/** Every report the report screens can ask for (names as in @backoffice/domain/reports). */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  programInProgressReport,
  presentialClassesReport,
  brokerAccessReport,
  brokerListReport,
  contentDownloadsReport,
];
