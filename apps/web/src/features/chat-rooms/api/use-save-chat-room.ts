import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { SaveChatRoomMutationVariables } from '../../../generated/chat/graphql.ts';
import { CHAT_ROOMS_KEY } from './use-chat-rooms.ts';

const DOCUMENT = chatGraphql(`mutation SaveChatRoom($id: Int, $updated_at: String, $title: String, $short_description: String,
  $description: String, $scope: String, $level: String, $externallink: String, $liveid: String, $responsible: String,
  $area: String, $room: String, $datetime_start: String, $datetime_end: String, $date_publish: String,
  $date_unpublish: String, $moderation: Int, $active: Int, $canceled: Int, $canceled_description: String,
  $reactionevaluation_id: Int, $quiz_id: Int) {
  createOrUpdateChat(id: $id, updated_at: $updated_at, title: $title, short_description: $short_description,
    description: $description, scope: $scope, level: $level, externallink: $externallink, liveid: $liveid,
    responsible: $responsible, area: $area, room: $room, datetime_start: $datetime_start, datetime_end: $datetime_end,
    date_publish: $date_publish, date_unpublish: $date_unpublish, moderation: $moderation, active: $active,
    canceled: $canceled, canceled_description: $canceled_description, reactionevaluation_id: $reactionevaluation_id,
    quiz_id: $quiz_id) { ...ChatRoomFields }
}`);

/** Creates (without id) or updates a room; a refusal shows the server's message as a toast. */
export function useSaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveChatRoomMutationVariables) => gql('chat', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_KEY }),
  });
}
