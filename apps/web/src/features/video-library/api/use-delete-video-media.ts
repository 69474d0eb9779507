import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { VIDEO_MEDIA_KEY } from './use-video-media-list.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }`);

export function useDeleteVideoMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_MEDIA_KEY }),
  });
}
