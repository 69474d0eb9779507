import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { CONTENTS_KEY } from './use-contents.ts';
import type { Content, ContentApiInput } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $input: ContentInput!) {
  createOrUpdateContent(id: $id, input: $input) { id title }
}`;

export function useSaveContent(options: { onSuccess?: (saved: Pick<Content, 'id' | 'title'>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: ContentApiInput }) =>
      gql<{ createOrUpdateContent: Pick<Content, 'id' | 'title'> }>('cms', DOCUMENT, vars),
    // The failure alert of §8, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(CONTENT_MESSAGES.saveFailed, error),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
      options.onSuccess?.(data.createOrUpdateContent);
    },
  });
}
