import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { binGraphql } from '../../../generated/bin/gql.ts';

const DOCUMENT = binGraphql(`mutation RestoreBinEntry($id: Int!) {
  restoreBinEntry(id: $id) { type record_id not_restored }
}`);

/** Puts an entry back; a refusal (e.g. a title taken since) comes as the server's toast. */
export function useRestoreBinEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('bin', DOCUMENT, { id }),
    // The record is back in its lists, counts and selects, whichever they are: every query goes stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
