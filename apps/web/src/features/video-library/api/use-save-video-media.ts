import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveVideoMediaRecordDocument, type SaveVideoMediaRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { VIDEO_MEDIA_KEY } from './use-video-media-list.ts';

/** Failures (e.g. a media id already in the library) arrive as toasts from the mutation cache. */
export function useSaveVideoMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveVideoMediaRecordMutationVariables) => gql('lms', SaveVideoMediaRecordDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_MEDIA_KEY }),
  });
}
