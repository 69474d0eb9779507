import mqemitter, { type Message } from 'mqemitter';
import { describe, expect, it } from 'vitest';
import { EVENT_MAX_BYTES } from '../../platform/graphql/database-emitter.ts';
import { chatTopic, publishChatEvent } from './chat-events.ts';
import type { ChatMessageView } from './messages/message-store.ts';

const view = (text: string): ChatMessageView => ({
  id: 7,
  chat_id: 3,
  message: text,
  user_name: 'Ana',
  user_id: 1,
  approved: 1,
  is_hidden: 0,
  is_question: 0,
  is_admin: 0,
  response_to_user_id: null,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  response_from: { id: 6, user_id: 2, user_name: 'Bruno', message: text },
});

async function published(message: ChatMessageView) {
  const events = mqemitter();
  const heard: Message[] = [];
  events.on(chatTopic(3), (m, done) => (heard.push(m), done()));
  await publishChatEvent(events, { chat_id: 3, message_id: 7, kind: 'created', message });
  return heard[0].payload;
}

describe('publishChatEvent', () => {
  it('sends the message along while the event fits a NOTIFY payload', async () => {
    expect(await published(view('Bom dia'))).toEqual({ chat_id: 3, message_id: 7, kind: 'created', message: view('Bom dia') });
  });

  it('sends the ids alone when the message would not fit, for the listener to read it', async () => {
    // Quotes double in JSON: a long quoted reply to a long quoted question passes the limit.
    const big = view('"'.repeat(2000));
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(EVENT_MAX_BYTES);
    expect(await published(big)).toEqual({ chat_id: 3, message_id: 7, kind: 'created' });
  });
});
