import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { CONTENTS_KEY } from './use-contents.ts';
import type { Content, ContentApiInput } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: ContentInput!) {
  createOrUpdateContent(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }
}`;

export function useSaveContent(options: { onSuccess?: (saved: Pick<Content, 'id' | 'title' | 'updated_at'>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: ContentApiInput } & RecordVersion) =>
      gql<{ createOrUpdateContent: Pick<Content, 'id' | 'title' | 'updated_at'> }>('cms', DOCUMENT, vars),
    // The failure alert of §8, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(CONTENT_MESSAGES.saveFailed, error),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
      options.onSuccess?.(data.createOrUpdateContent);
    },
  });
}
