import type { ModuleName } from '@backoffice/domain/modules';
import { checkAccess } from '../../platform/access/access.ts';
import { reportRoutes } from '../../platform/reports/report-screen-routes.ts';
import { COURSE_IN_PROGRESS_REPORT } from './courses/course-in-progress-report.ts';

/** The learning reports generated in the background, by name, and the module each needs. */
const LMS_REPORTS: Readonly<Record<string, ModuleName>> = {
  [COURSE_IN_PROGRESS_REPORT]: 'Course',
};

/** lms/buscar_relatorios_existentes, downloadRelatoriosServer and gerar_relatorio for those reports. */
export const lmsReportRoutes = reportRoutes('lms', {
  access: [...new Set(Object.values(LMS_REPORTS))],
  find: (request, name) => {
    const module = Object.hasOwn(LMS_REPORTS, name) ? LMS_REPORTS[name] : undefined;
    if (!module) return undefined;
    checkAccess(request.user, module);
    return { name };
  },
});
