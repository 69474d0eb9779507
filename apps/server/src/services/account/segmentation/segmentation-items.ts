import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SEGMENTATION_MESSAGES, type SegmentationModuleName } from '@backoffice/domain/schemas/segmentation';
import { users } from '../../../db/schema/account.ts';
import { chat } from '../../../db/schema/chat.ts';
import { content } from '../../../db/schema/cms.ts';
import { asset, category } from '../../../db/schema/dam.ts';
import { classroom, course, trail } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';

/** The table each segmentation module's items live in. */
const ITEMS: Record<SegmentationModuleName, PgTable & { id: PgColumn }> = {
  User: users,
  Category: category,
  Media: asset,
  Banner: asset,
  chatBanner: asset,
  Course: course,
  Chat: chat,
  Classroom: classroom,
  Trail: trail,
  Testimony: content,
};

/** The item a segmentation screen opens exists, or NOT_FOUND: its address names nothing to segment. */
export async function assertSegmentedItem(db: Db, moduleName: SegmentationModuleName, itemId: number): Promise<void> {
  const table = ITEMS[moduleName];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, itemId)).limit(1);
  if (!row) throw new UserError(SEGMENTATION_MESSAGES.itemNotFound, 'NOT_FOUND');
}
