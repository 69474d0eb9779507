import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CHAT_ROOM_STATUS, chatRoomStatus } from '@backoffice/domain/schemas/chat-room';

/** How often the room's state is worked out again, so 'Agendada' turns 'Ao vivo' at the start time. */
const ROOM_STATE_REFRESH_MS = 30_000;

const STATE_COLOR: Record<string, string> = {
  [CHAT_ROOM_STATUS.live]: 'red',
  [CHAT_ROOM_STATUS.scheduled]: 'blue',
  [CHAT_ROOM_STATUS.done]: 'gray',
  [CHAT_ROOM_STATUS.canceled]: 'orange',
};

/** The moderation screen says a past room is 'Encerrada' (the report's status column calls it 'Realizada'). */
const SHOWN: Record<string, string> = { [CHAT_ROOM_STATUS.done]: 'Encerrada' };

export interface RoomTimes {
  canceled: number;
  datetime_start: string;
  datetime_end: string;
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The room's own state, from its hours and its cancel flag (the rule report_status uses), and,
 * apart from it, whether this screen's live connection is up. An open socket says nothing of the
 * room: a cancelled or a future room is watched as well.
 */
export function RoomState({ room, connected }: { room: RoomTimes; connected: boolean }) {
  const now = useNow(ROOM_STATE_REFRESH_MS);
  const state = chatRoomStatus({ canceled: room.canceled, datetime_start: new Date(room.datetime_start), datetime_end: new Date(room.datetime_end) }, now);
  return (
    <Group gap="xs">
      <Badge variant="light" tt="none" color={STATE_COLOR[state]}>
        <VisuallyHidden>Situação da sala: </VisuallyHidden>
        {SHOWN[state] ?? state}
      </Badge>
      <Badge role="status" variant="dot" tt="none" color={connected ? 'green' : 'orange'}>
        <VisuallyHidden>Conexão: </VisuallyHidden>
        {connected ? 'Conectado' : 'Reconectando...'}
      </Badge>
    </Group>
  );
}
