import { chatRoomInput, newChatRoomValues } from '@backoffice/domain/schemas/chat-room';
import type { SaveChatRoomMutationVariables } from '../../generated/chat/graphql.ts';
import type { ChatRoom } from './api/use-chat-room.ts';

/** The room form's values: selects hold ids as text, flags as booleans, dates as instants. */
export type ChatRoomForm = {
  title: string;
  short_description: string;
  description: string;
  scope: string;
  level: string | null;
  externallink: string;
  liveid: string;
  responsible: string;
  area: string;
  room: string;
  datetime_start: Date | null;
  datetime_end: Date | null;
  date_publish: Date | null;
  date_unpublish: Date | null;
  reactionevaluation_id: string | null;
  quiz_id: string | null;
  moderation: boolean;
  active: boolean;
  canceled: boolean;
  /** Kept while the box is unchecked (re-checking shows it again); the save sends it only for a cancelled room. */
  canceled_description: string;
};

const idText = (id: number | null | undefined) => (id ? String(id) : null);
const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A new room (state defaults of the domain: published now, starting at the next full hour for an hour). */
export function emptyChatRoom(now = new Date()): ChatRoomForm {
  const values = newChatRoomValues(now);
  return { ...values, level: values.level, reactionevaluation_id: null, quiz_id: null };
}

export const chatRoomToForm = (r: ChatRoom): ChatRoomForm => ({
  title: r.title,
  short_description: r.short_description ?? '',
  description: r.description ?? '',
  scope: r.scope ?? '',
  level: r.level ?? null,
  externallink: r.externallink ?? '',
  liveid: r.liveid ?? '',
  responsible: r.responsible ?? '',
  area: r.area ?? '',
  room: r.room ?? '',
  datetime_start: date(r.datetime_start),
  datetime_end: date(r.datetime_end),
  date_publish: date(r.date_publish),
  date_unpublish: date(r.date_unpublish),
  reactionevaluation_id: idText(r.reactionevaluation_id),
  quiz_id: idText(r.quiz_id),
  moderation: r.moderation === 1,
  active: r.active === 1,
  canceled: r.canceled === 1,
  canceled_description: r.canceled_description ?? '',
});

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The form's values, read by the same schema the server applies, as createOrUpdateChat's variables. */
export function chatRoomVariables(values: ChatRoomForm): SaveChatRoomMutationVariables {
  const input = chatRoomInput.parse(values);
  return {
    ...input,
    datetime_start: iso(input.datetime_start),
    datetime_end: iso(input.datetime_end),
    date_publish: iso(input.date_publish),
    date_unpublish: iso(input.date_unpublish),
  };
}
