import type { ReportDefinition } from '../platform/reports/report-engine.ts';
import { SERVICES } from './registry.ts';

/** Every report the report screens can ask for (names as in @backoffice/domain/reports), as each service declares them. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = Object.values(SERVICES).flatMap((service) => service.reports ?? []);
