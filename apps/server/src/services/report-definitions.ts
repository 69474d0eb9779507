import type { ReportDefinition } from '../platform/reports/report-engine.ts';

/** Every report the report screens can ask for (names as in @backoffice/domain/reports). */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [];
