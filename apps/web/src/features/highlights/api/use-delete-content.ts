import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { cmsGraphql } from '../../../generated/cms/gql.ts';
import { CONTENTS_KEY } from './use-contents.ts';

const DOCUMENT = cmsGraphql(`mutation DeleteContent($id: Int!) { deleteContent(id: $id) }`);

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('cms', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENTS_KEY }),
  });
}
