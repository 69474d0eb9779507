import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { SaveContentRecordDocument, type SaveContentRecordMutation, type SaveContentRecordMutationVariables } from '../../../generated/cms/graphql.ts';
import { CONTENTS_KEY } from './use-contents.ts';

export function useSaveContent(options: { onSuccess?: (saved: SaveContentRecordMutation['createOrUpdateContent']) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveContentRecordMutationVariables) => gql('cms', SaveContentRecordDocument, vars),
    // The failure alert of the error catalogue, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(CONTENT_MESSAGES.saveFailed, error),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
      options.onSuccess?.(data.createOrUpdateContent);
    },
  });
}
