import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_FIRST_LOAD_DELAY_MS, CHAT_MODERATION_REFRESH_MS } from '@backoffice/domain/schemas/chat-message';
import { notifyError } from '../../lib/notify.ts';
import { subscribe } from '../../lib/live-events.ts';
import { MESSAGE_CHANGED } from './api/message-changed.ts';
import { loadRoomMessages, roomMessagesChangedSince } from './api/room-messages.ts';
import { lastChange, mergeMessages, type ChatMessage, type MessageIndex } from './message-tabs.ts';

export type LoadState = 'loading' | 'ready' | 'error';

/**
 * The room's messages as the moderation screen holds them: loaded once after CHAT_FIRST_LOAD_DELAY_MS,
 * then kept current by the live feed (chatMessagesChanged), by a catch-up after each reconnection,
 * and, should an event be lost anyway, by a catch-up every CHAT_MODERATION_REFRESH_MS. Everything
 * goes through mergeMessages, so the order things arrive in does not matter. `onNewAuthor` (stable)
 * hears of each author the screen had not seen yet (the audience counts then refresh).
 */
export function useRoomMessages(chatId: number, onNewAuthor: () => void) {
  const [index, setIndex] = useState<MessageIndex>(() => new Map());
  const [state, setState] = useState<LoadState>('loading');
  const [live, setLive] = useState(false);
  const indexRef = useRef(index);
  const loaded = useRef(false);
  const authors = useRef(new Set<number>());

  const merge = useCallback(
    (messages: readonly ChatMessage[]) => {
      let newcomer = false;
      for (const m of messages) {
        if (m.user_id != null && !authors.current.has(m.user_id)) {
          // The first load only fills the set: the counts were fetched alongside it.
          if (loaded.current) newcomer = true;
          authors.current.add(m.user_id);
        }
      }
      indexRef.current = mergeMessages(indexRef.current, messages);
      setIndex(indexRef.current);
      if (newcomer) onNewAuthor();
    },
    [onNewAuthor],
  );

  const catchUp = useCallback(async () => {
    // Before the first load, an event may already have placed a message: its time is no cursor.
    const since = loaded.current ? lastChange(indexRef.current) : null;
    try {
      const messages = since ? await roomMessagesChangedSince(chatId, since) : await loadRoomMessages(chatId);
      merge(messages);
      loaded.current = true;
      setState('ready');
    } catch (error) {
      // A failed background refresh tries again at the next tick; the list stays as it was.
      if (!loaded.current) setState('error');
      else notifyError(error);
    }
  }, [chatId, merge]);

  useEffect(() => {
    const first = setTimeout(() => void catchUp(), CHAT_FIRST_LOAD_DELAY_MS);
    const poll = setInterval(() => void catchUp(), CHAT_MODERATION_REFRESH_MS);
    const stop = subscribe(
      'chat',
      MESSAGE_CHANGED,
      { chat_id: chatId },
      {
        next: (data) => {
          merge(data.chatMessagesChanged);
        },
        error: notifyError,
        onReconnected: () => void catchUp(),
        onStatus: setLive,
      },
    );
    return () => {
      clearTimeout(first);
      clearInterval(poll);
      stop();
      setLive(false);
    };
  }, [chatId, catchUp, merge]);

  return { index, state, live, merge };
}
