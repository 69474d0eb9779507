import type { ModeratedMessageFragment } from '../../generated/chat/graphql.ts';

export type ChatMessage = ModeratedMessageFragment;

/** Every message of the room the screen holds, by id. */
export type MessageIndex = ReadonlyMap<number, ChatMessage>;

/**
 * The index with `incoming` placed by id. A message already held with a later updated_at stays:
 * events, reconnect catch-ups and periodic refetches may arrive out of order, and an older copy
 * must never undo a moderator's newer toggle. Returns the same index when nothing changed, so a
 * repeated event does not render anything again.
 */
export function mergeMessages(index: MessageIndex, incoming: readonly ChatMessage[]): MessageIndex {
  let next: Map<number, ChatMessage> | null = null;
  for (const message of incoming) {
    const held = (next ?? index).get(message.id);
    if (held && (Date.parse(held.updated_at) > Date.parse(message.updated_at) || sameState(held, message))) continue;
    next ??= new Map(index);
    next.set(message.id, message);
  }
  return next ?? index;
}

const sameState = (a: ChatMessage, b: ChatMessage) =>
  a.updated_at === b.updated_at && a.approved === b.approved && a.is_hidden === b.is_hidden && a.is_question === b.is_question && a.message === b.message;

/** The latest updated_at held: where a catch-up (changed_since) starts from. */
export function lastChange(index: MessageIndex): string | null {
  let latest: string | null = null;
  for (const message of index.values()) if (!latest || Date.parse(message.updated_at) > Date.parse(latest)) latest = message.updated_at;
  return latest;
}

export const MESSAGE_TABS = ['Mensagens', 'Perguntas', 'Ocultas'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** What each tab lists, as the server's moderation lists define them (hidden questions only under Ocultas). */
const BELONGS: Record<MessageTab, (m: ChatMessage) => boolean> = {
  Mensagens: (m) => m.is_hidden === 0,
  Perguntas: (m) => m.is_question === 1 && m.is_hidden === 0,
  Ocultas: (m) => m.is_hidden === 1,
};

/** The messages of a tab, oldest first as a chat panel shows them. */
export function tabMessages(index: MessageIndex, tab: MessageTab): ChatMessage[] {
  return [...index.values()].filter(BELONGS[tab]).sort((a, b) => a.id - b.id);
}
