import mqemitter, { type Message } from 'mqemitter';
import { describe, expect, it } from 'vitest';
import { chatTopic, publishChatEvent } from './chat-events.ts';

describe('publishChatEvent', () => {
  it("sends the ids on the room's topic, for each copy to read the message once per batch", async () => {
    const events = mqemitter();
    const heard: Message[] = [];
    events.on(chatTopic(3), (m, done) => (heard.push(m), done()));
    events.on(chatTopic(4), (m, done) => (heard.push(m), done()));
    await publishChatEvent(events, { chat_id: 3, message_id: 7, kind: 'updated' });
    expect(heard).toEqual([{ topic: 'chat.3', payload: { chat_id: 3, message_id: 7, kind: 'updated' } }]);
  });
});
