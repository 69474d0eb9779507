import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { binGraphql } from '../../../generated/bin/gql.ts';
import { BIN_KEY } from './use-bin-entries.ts';

const DOCUMENT = binGraphql(`mutation PurgeBinEntry($id: Int!) { purgeBinEntry(id: $id) }`);

/** Removes an entry for good (the record left every other list when it was deleted). */
export function usePurgeBinEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('bin', DOCUMENT, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BIN_KEY }),
  });
}
