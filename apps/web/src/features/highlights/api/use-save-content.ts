import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@backoffice/domain/constants';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { ApiError, gql } from '../../../lib/api.ts';
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
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
      notifications.show({ color: 'red', title: CONTENT_MESSAGES.saveFailed, message: error.message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
    },
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: CONTENTS_KEY });
      options.onSuccess?.(data.createOrUpdateContent);
    },
  });
}
