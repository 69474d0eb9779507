import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { cmsGraphql } from '../../../generated/cms/gql.ts';
import type { SaveContentMutation, SaveContentMutationVariables } from '../../../generated/cms/graphql.ts';
import { CONTENTS_KEY } from './use-contents.ts';

const DOCUMENT = cmsGraphql(`mutation SaveContent($id: Int, $updated_at: String, $input: ContentInput!) {
  createOrUpdateContent(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }
}`);

export function useSaveContent(options: { onSuccess?: (saved: SaveContentMutation['createOrUpdateContent']) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveContentMutationVariables) => gql('cms', DOCUMENT, vars),
    // The failure alert of the error catalogue, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(CONTENT_MESSAGES.saveFailed, error),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
      options.onSuccess?.(data.createOrUpdateContent);
    },
  });
}
