import { bulkTarget } from '../../platform/bulk/bulk-target.ts';
import { recordDates } from '../../platform/bulk/export-cells.ts';
import { branchesByIds, branchIds, deleteBranch } from './branch-store.ts';

type BranchView = Awaited<ReturnType<typeof branchesByIds>>[number];

/** Ramos de atuação: each deletion by the store's rules (the reserved branches, those with partners stay). */
export const branchBulk = bulkTarget<BranchView>({
  kind: 'branch',
  ids: branchIds,
  rows: branchesByIds,
  columns: [{ header: 'ID', value: (b) => b.id }, { header: 'Título', width: 50, value: (b) => b.value }, ...recordDates()],
  acts: {
    delete: ({ db }, user, id) => deleteBranch(db, user, id),
  },
});
