import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { VIDEO_MEDIA_FIELDS, type VideoMedia, type VideoMediaApiInput } from './types.ts';
import { VIDEO_MEDIA_KEY } from './use-video-media-list.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: VideoMediaInput!) {
  createOrUpdateVideoMedia(id: $id, updated_at: $updated_at, input: $input) { ${VIDEO_MEDIA_FIELDS} }
}`;

/** Failures (e.g. a media id already in the library) arrive as toasts from the mutation cache. */
export function useSaveVideoMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: VideoMediaApiInput } & RecordVersion) =>
      gql<{ createOrUpdateVideoMedia: VideoMedia }>('lms', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_MEDIA_KEY }),
  });
}
