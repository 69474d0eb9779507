import { describe, expect, it } from 'vitest';
import { lastChange, mergeMessages, tabMessages, type ChatMessage, type MessageIndex } from './message-tabs.ts';

const message = (id: number, changes: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 1,
  message: `Mensagem ${id}`,
  user_id: 100 + id,
  user_name: `Pessoa ${id}`,
  approved: 1,
  is_hidden: 0,
  is_question: 0,
  is_admin: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  response_to_user_id: null,
  response_from: null,
  ...changes,
});

const ids = (index: MessageIndex, tab: Parameters<typeof tabMessages>[1]) => tabMessages(index, tab).map((m) => m.id);
const empty: MessageIndex = new Map();

describe('the moderation tabs', () => {
  it('place each message by id in the tabs it belongs to, oldest first', () => {
    const index = mergeMessages(empty, [
      message(3, { is_question: 1 }),
      message(1),
      message(2, { is_hidden: 1 }),
      message(4, { is_question: 1, is_hidden: 1 }),
    ]);
    expect(ids(index, 'Mensagens')).toEqual([1, 3]);
    expect(ids(index, 'Perguntas')).toEqual([3]);
    expect(ids(index, 'Ocultas')).toEqual([2, 4]);
  });

  it('move a message hidden by an event out of Mensagens into Ocultas, and a marked one into Perguntas', () => {
    let index = mergeMessages(empty, [message(1), message(2)]);
    index = mergeMessages(index, [message(1, { is_hidden: 1, updated_at: '2026-11-23T10:01:00.000Z' })]);
    expect(ids(index, 'Mensagens')).toEqual([2]);
    expect(ids(index, 'Ocultas')).toEqual([1]);
    index = mergeMessages(index, [message(2, { is_question: 1, updated_at: '2026-11-23T10:02:00.000Z' })]);
    expect(ids(index, 'Perguntas')).toEqual([2]);
    expect(index.size).toBe(2);
  });

  it('keep the newer state: an older copy arriving late (a refetch, a delayed event) never undoes a toggle', () => {
    const hidden = message(1, { is_hidden: 1, updated_at: '2026-11-23T10:05:00.000Z' });
    const index = mergeMessages(empty, [hidden]);
    const after = mergeMessages(index, [message(1, { updated_at: '2026-11-23T10:00:00.000Z' })]);
    expect(after).toBe(index);
    expect(ids(after, 'Ocultas')).toEqual([1]);
    expect(mergeMessages(index, [message(1, { is_hidden: 0, updated_at: '2026-11-23T10:06:00.000Z' })]).get(1)?.is_hidden).toBe(0);
  });

  it('change nothing when the same state comes again (the event after a toggle the screen already placed)', () => {
    const approved = message(1, { approved: 1, updated_at: '2026-11-23T10:05:00.000Z' });
    const index = mergeMessages(empty, [approved]);
    expect(mergeMessages(index, [{ ...approved }])).toBe(index);
  });

  it('know the latest change held, where a catch-up starts', () => {
    expect(lastChange(empty)).toBeNull();
    const index = mergeMessages(empty, [message(1, { updated_at: '2026-11-23T10:05:00.000Z' }), message(2, { updated_at: '2026-11-23T10:03:00.000Z' })]);
    expect(lastChange(index)).toBe('2026-11-23T10:05:00.000Z');
  });
});
