import { sql } from 'drizzle-orm';
import { BIN_TYPES, type BinType } from '@backoffice/domain/recycle-bin';
import { binEntry } from '../../db/schema/bin.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';

/** What a deletion that goes to the bin says of its record. */
export interface BinDeletion {
  type: BinType;
  recordId: number;
  title: string;
  user: CurrentUser | null;
}

/**
 * Runs `remove` (inside the caller's transaction) with every row it deletes copied to the bin,
 * under one new bin entry: migration 0022's trigger reads the entry's id from a setting local to
 * the transaction, cleared again afterwards (a batch may run other statements after it).
 */
export async function intoBin<T>(tx: Db, deletion: BinDeletion, remove: () => Promise<T>): Promise<T> {
  const [entry] = await tx
    .insert(binEntry)
    .values({
      type: deletion.type,
      module: BIN_TYPES[deletion.type].module,
      record_id: deletion.recordId,
      title: deletion.title.slice(0, 1000),
      deleted_by: deletion.user?.id ?? null,
      actor_id: deletion.user?.impersonated_by?.id ?? deletion.user?.id ?? null,
    })
    .returning({ id: binEntry.id });
  await tx.execute(sql`select set_config('backoffice.bin_entry', ${String(entry!.id)}, true)`);
  const result = await remove();
  // A failure rolls the setting back with the (sub)transaction; success clears it here.
  await tx.execute(sql`select set_config('backoffice.bin_entry', '', true)`);
  return result;
}
