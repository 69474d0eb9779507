import type { SegmentationModuleName } from '@backoffice/domain/schemas/segmentation';
import type { BulkAct } from '../../../platform/bulk/bulk-target.ts';
import { assertSegmentedItem } from './segmentation-items.ts';
import { assertSegmentationAccess, attachValue, detachValue } from './segmentation-store.ts';

/** segment_add and segment_remove of a segmentation module's items: one value attached to or detached from each. */
export function segmentationActs(moduleName: SegmentationModuleName): { segment_add: BulkAct; segment_remove: BulkAct } {
  const onItem =
    (change: (act: Parameters<BulkAct>, valueId: number) => Promise<unknown>): BulkAct =>
    async (...act) => {
      const [{ db }, user, id, params] = act;
      assertSegmentationAccess(user, moduleName);
      await assertSegmentedItem(db, moduleName, id);
      return change(act, params.account_field_value_id!);
    };
  return {
    segment_add: onItem(([{ db }, user, id], valueId) => attachValue(db, user, valueId, moduleName, id)),
    segment_remove: onItem(([{ db }, , id], valueId) => detachValue(db, valueId, moduleName, id)),
  };
}
