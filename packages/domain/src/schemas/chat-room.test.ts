import { describe, expect, it } from 'vitest';
import { CHAT_ROOM_MESSAGES, chatCalendarDate, chatRoomInput, chatRoomStatus, newChatRoomValues } from './chat-room.ts';
import { PUBLISHING_MESSAGES } from './publishing.ts';

const form = (over: Record<string, unknown> = {}) => ({
  ...newChatRoomValues(new Date('2026-05-10T12:20:00Z')),
  title: 'Sala',
  ...over,
});

const firstMessage = (values: Record<string, unknown>) => {
  const result = chatRoomInput.safeParse(values);
  return result.success ? null : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
};

describe('chatRoomInput', () => {
  it("accepts a new room's form as it starts, with 0/1 flags and empty texts as null", () => {
    const room = chatRoomInput.parse(form());
    expect(room).toMatchObject({
      active: 1,
      moderation: 0,
      canceled: 0,
      level: null,
      externallink: null,
      scope: null,
      reactionevaluation_id: null,
      quiz_id: null,
    });
    expect(room.datetime_end.getTime() - room.datetime_start.getTime()).toBe(3600_000);
  });

  it('tells each required date and each date order under its field', () => {
    expect(firstMessage(form({ datetime_start: null }))).toEqual({ path: 'datetime_start', message: CHAT_ROOM_MESSAGES.startRequired });
    expect(firstMessage(form({ datetime_end: '' }))).toEqual({ path: 'datetime_end', message: CHAT_ROOM_MESSAGES.endRequired });
    expect(firstMessage(form({ date_publish: null }))).toEqual({ path: 'date_publish', message: CHAT_ROOM_MESSAGES.publishRequired });
    expect(firstMessage(form({ datetime_end: new Date('2026-05-10T12:00:00Z') }))).toEqual({
      path: 'datetime_end',
      message: CHAT_ROOM_MESSAGES.endBeforeStart,
    });
    expect(firstMessage(form({ date_unpublish: new Date('2026-05-01T00:00:00Z') }))).toEqual({
      path: 'date_unpublish',
      message: PUBLISHING_MESSAGES.unpublishBeforePublish,
    });
  });

  it('keeps the justification only while cancelled', () => {
    expect(chatRoomInput.parse(form({ canceled: true, canceled_description: 'Adiada' })).canceled_description).toBe('Adiada');
    expect(chatRoomInput.parse(form({ canceled: false, canceled_description: 'Adiada' })).canceled_description).toBeNull();
  });
});

describe('chatRoomStatus', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const room = (start: string, end: string, canceled = 0) => ({ canceled, datetime_start: new Date(start), datetime_end: new Date(end) });
  it('says Cancelada, Realizada, Ao vivo or Agendada', () => {
    expect(chatRoomStatus(room('2026-05-10T11:00:00Z', '2026-05-10T13:00:00Z', 1), now)).toBe('Cancelada');
    expect(chatRoomStatus(room('2026-05-10T10:00:00Z', '2026-05-10T12:00:00Z'), now)).toBe('Realizada');
    expect(chatRoomStatus(room('2026-05-10T12:00:00Z', '2026-05-10T13:00:00Z'), now)).toBe('Ao vivo');
    expect(chatRoomStatus(room('2026-05-10T12:01:00Z', '2026-05-10T13:00:00Z'), now)).toBe('Agendada');
  });
});

describe('chatCalendarDate', () => {
  it('takes a day, a month or an instant, nothing else', () => {
    for (const ok of ['2026-05-10', '2026-05', '2026-05-10T12:00:00Z', '2026-05-10T12:00:00-03:00'])
      expect(chatCalendarDate.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['maio', '', '10/05/2026', '2026-13-01', '2026-05-32']) expect(chatCalendarDate.safeParse(bad).success, bad).toBe(false);
  });
});
