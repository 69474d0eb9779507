import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { binGraphql } from '../../../generated/bin/gql.ts';
import type { BinEntriesQuery } from '../../../generated/bin/graphql.ts';

export type BinEntry = BinEntriesQuery['bin_entries'][number];

/** Every query of the bin: a restore or a purge invalidates them all. */
export const BIN_KEY = ['bin'];

/** The list's filters, as the URL keeps them: a type of @backoffice/domain/recycle-bin and who deleted. */
export interface BinFilter {
  type: string | null;
  deletedBy: number | null;
}

const DOCUMENT = binGraphql(`query BinEntries($type: String, $deleted_by: Int, $page: Int, $limit: Int) {
  bin_entries(type: $type, deleted_by: $deleted_by, page: $page, limit: $limit) {
    id type type_label title record_id deleted_by deleted_by_name deleted_at days_left
  }
  bin_count(type: $type, deleted_by: $deleted_by)
}`);

/** One page of the recycle bin (newest first) and its total. */
export function useBinEntries(list: ListState, filter: BinFilter) {
  const variables = { type: filter.type, deleted_by: filter.deletedBy, page: list.page, limit: list.limit };
  return useQuery({
    queryKey: [...BIN_KEY, 'entries', variables],
    queryFn: () => gql('bin', DOCUMENT, variables),
    select: (d) => ({ rows: d.bin_entries, total: d.bin_count }),
    placeholderData: keepPreviousData,
  });
}
