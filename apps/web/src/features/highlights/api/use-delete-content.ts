import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CONTENTS_KEY } from './use-contents.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int!) { deleteContent(id: $id) }`;

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql<{ deleteContent: boolean }>('cms', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENTS_KEY }),
  });
}
