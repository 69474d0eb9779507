import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';

const DOCUMENT = chatGraphql(`query ModeratedRoom($id: Int!) {
  chat(id: $id) { id title datetime_start datetime_end datetime_start_format_br datetime_end_format_br externallink liveid moderation canceled }
}`);

export function useModeratedRoom(id: number | undefined) {
  return useQuery({
    queryKey: ['chat', 'moderated-room', id ?? 0],
    queryFn: () => gql('chat', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.chat,
    enabled: Boolean(id),
  });
}
