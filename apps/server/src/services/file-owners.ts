import { eq } from 'drizzle-orm';
import { MESSAGES } from '@backoffice/domain/constants';
import { REPORT_SCREENS } from '@backoffice/domain/reports';
import type { ModuleName } from '@backoffice/domain/modules';
import { reportFile } from '../db/schema/reports.ts';
import { checkAccess } from '../platform/access/access.ts';
import { assertDashboardBlock } from '../platform/access/dashboard-access.ts';
import type { FileOwnerCheck } from '../platform/files/file-routes.ts';
import { UserError } from '../platform/errors.ts';
import { REPORT_FILE_OWNER } from '../platform/reports/report-engine.ts';
import { assetFor } from './dam/asset-store.ts';
import { accessibleContent } from './cms/content-store.ts';

const moduleOwner =
  (module: ModuleName): FileOwnerCheck =>
  async (_db, user) =>
    checkAccess(user, module);

/** A generated report's file: for whoever may use the report screen it was asked from. */
const reportOwner: FileOwnerCheck = async (db, user, id) => {
  const [row] = await db.select({ report: reportFile.report }).from(reportFile).where(eq(reportFile.id, id));
  const screen = row && REPORT_SCREENS.find((s) => s.name === row.report);
  if (!screen) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
  assertDashboardBlock(user, screen.block);
};

/**
 * Every kind of record that owns stored files (stored_file.owner_kind) and who may read them:
 * the access of the record itself. A new kind of owner is added here with its rule.
 */
export const FILE_OWNERS: Readonly<Record<string, FileOwnerCheck>> = {
  asset: (db, user, id) => assetFor(db, user, id),
  category: moduleOwner('Category'),
  content: (db, user, id) => accessibleContent(db, user, id),
  course: moduleOwner('Course'),
  trail: moduleOwner('Trail'),
  classroom: moduleOwner('Classroom'),
  [REPORT_FILE_OWNER]: reportOwner,
};
