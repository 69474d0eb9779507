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
import { CHAT_FILE_OWNERS } from './chat/file-owners.ts';
import { CMS_FILE_OWNERS } from './cms/file-owners.ts';
import { DAM_FILE_OWNERS } from './dam/file-owners.ts';
import { LMS_FILE_OWNERS } from './lms/file-owners.ts';

/** Who may read the files of each kind of owner record: a check, or the module that is enough. */
export type FileOwnerRules = Readonly<Record<string, FileOwnerCheck | ModuleName>>;

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
 * the access of the record itself. A service declares the rules of its kinds in its own
 * file-owners.ts (not in service.ts: the DAM service serves the files with this very table).
 */
export const FILE_OWNERS: Readonly<Record<string, FileOwnerCheck>> = Object.fromEntries(
  Object.entries({ ...DAM_FILE_OWNERS, ...CMS_FILE_OWNERS, ...LMS_FILE_OWNERS, ...CHAT_FILE_OWNERS, [REPORT_FILE_OWNER]: reportOwner }).map(([kind, rule]) => [
    kind,
    typeof rule === 'string' ? moduleOwner(rule) : rule,
  ]),
);

/** The rules of some kinds of owner only: an address that serves the files of those records alone. */
export const fileOwnersOf = (kinds: readonly string[]): Readonly<Record<string, FileOwnerCheck>> =>
  Object.fromEntries(kinds.map((kind) => [kind, FILE_OWNERS[kind]]));
