import { z } from 'zod';
import { BULK_ACTION_NAMES, BULK_IDS_MAX, BULK_KIND_NAMES, BULK_MESSAGES, bulkKindAllows } from '../bulk.ts';
import { listArgs } from './list.ts';
import { recordId, recordIdFromText } from './record-id.ts';
import { USER_LIMITS } from './user.ts';

const kind = z.enum(BULK_KIND_NAMES, BULK_MESSAGES.unknownKind);

/**
 * The rows of a list as its screen shows them: the search, the order, the parent some lists hang
 * on (a category's parent, a proof type) and the audit log's action. Without ids, a bulk action or
 * an export takes every row the filter finds, not just the page.
 */
const filter = {
  search: listArgs.shape.search,
  order: listArgs.shape.order,
  orderby: listArgs.shape.orderby,
  parent: recordId().nullish(),
  action: z.string().trim().max(60).nullish(),
};

/** runBulkAction: which rows (ids, or every row of the filter) and what the action needs. */
export const bulkRunArgs = z
  .object({
    kind,
    action: z.enum(BULK_ACTION_NAMES, BULK_MESSAGES.unknownAction),
    selection: z.object({
      ...filter,
      ids: z.array(recordId()).min(1, BULK_MESSAGES.emptySelection).max(BULK_IDS_MAX, BULK_MESSAGES.tooManyIds).nullish(),
    }),
    profile_id: recordId().nullish(),
    account_field_value_id: recordId().nullish(),
    reason: z.string().trim().max(USER_LIMITS.blockedDescription, BULK_MESSAGES.reasonTooLong).nullish(),
  })
  .superRefine((args, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!bulkKindAllows(args.kind, args.action)) issue(BULK_MESSAGES.actionNotAllowed, 'action');
    if (args.action === 'profile' && !args.profile_id) issue(BULK_MESSAGES.profileRequired, 'profile_id');
    if (args.action.startsWith('segment_') && !args.account_field_value_id) issue(BULK_MESSAGES.valueRequired, 'account_field_value_id');
  });
export type BulkRunArgs = z.output<typeof bulkRunArgs>;
export type BulkSelection = BulkRunArgs['selection'];
/** What an action needs beyond the record. */
export type BulkParams = Pick<BulkRunArgs, 'profile_id' | 'account_field_value_id' | 'reason'>;

/** GET /api/v1/bulk/export: a list's rows as a file; ids (comma-separated) narrow it to a selection. */
export const bulkExportQuery = z.object({
  kind,
  format: z.enum(['csv', 'xlsx'], BULK_MESSAGES.formatInvalid),
  ...filter,
  parent: recordIdFromText().optional(),
  ids: z
    .string()
    .max(12 * BULK_IDS_MAX)
    .transform((text, ctx) => {
      const ids = text.split(',').filter(Boolean).map(Number);
      if (ids.length > BULK_IDS_MAX) ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.tooManyIds });
      if (!ids.every((id) => recordId().safeParse(id).success)) ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.notFound });
      return ids;
    })
    .optional(),
});
export type BulkExportQuery = z.output<typeof bulkExportQuery>;
