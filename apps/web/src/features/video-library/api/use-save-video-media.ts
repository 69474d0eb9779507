import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { SaveVideoMediaMutationVariables } from '../../../generated/lms/graphql.ts';
import { VIDEO_MEDIA_KEY } from './use-video-media-list.ts';

const DOCUMENT = lmsGraphql(`mutation SaveVideoMedia($id: Int, $updated_at: String, $input: VideoMediaInput!) {
  createOrUpdateVideoMedia(id: $id, updated_at: $updated_at, input: $input) { ...VideoMediaFields }
}`);

/** Failures (e.g. a media id already in the library) arrive as toasts from the mutation cache. */
export function useSaveVideoMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveVideoMediaMutationVariables) => gql('lms', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_MEDIA_KEY }),
  });
}
