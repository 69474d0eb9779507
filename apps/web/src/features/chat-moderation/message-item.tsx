import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { CHAT_REPLY_VISIBILITY } from '@backoffice/domain/schemas/chat-message';
import { formatDateTime } from '@backoffice/domain/dates';
import type { FlagChange } from './api/use-toggle-message.ts';
import type { ChatMessage } from './message-tabs.ts';

// Badges show the spec's words as written, not upper-cased.
const BADGE = { variant: 'light', tt: 'none' } as const;

/** The moderator's toggles of a message: the label of each shows what a click does. */
const TOGGLES = [
  { flag: 'approved', on: 'Reprovar', off: 'Aprovar' },
  { flag: 'is_hidden', on: 'Mostrar', off: 'Ocultar' },
  { flag: 'is_question', on: 'Desmarcar', off: 'Marcar como pergunta' },
] as const;

export function MessageItem(props: { message: ChatMessage; busy: boolean; onToggle: (change: FlagChange) => void; onReply: (message: ChatMessage) => void }) {
  const { message, busy } = props;
  const reply = message.response_from;
  return (
    <Paper component="li" withBorder p="xs" aria-label={`Mensagem de ${message.user_name}`} data-message-id={message.id}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {message.user_name}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </Text>
          {message.is_question === 1 && (
            <Badge {...BADGE} color="blue">
              Pergunta
            </Badge>
          )}
          {message.is_hidden === 1 && (
            <Badge {...BADGE} color="gray">
              Oculta
            </Badge>
          )}
          {message.approved === 0 && (
            <Badge {...BADGE} color="orange">
              Aguardando aprovação
            </Badge>
          )}
          {message.is_admin === 1 && (
            <Badge {...BADGE} color="grape">
              Moderador
            </Badge>
          )}
          {reply && (
            <>
              <Badge {...BADGE} color="teal">{`Resposta a ${reply.user_name}`}</Badge>
              <Badge {...BADGE} color="cyan">
                {message.response_to_user_id != null ? CHAT_REPLY_VISIBILITY.askerOnly : CHAT_REPLY_VISIBILITY.everyone}
              </Badge>
            </>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Group gap={4} wrap="wrap">
          {TOGGLES.map(({ flag, on, off }) => {
            const isOn = message[flag] === 1;
            return (
              <Button
                key={flag}
                size="compact-xs"
                variant="light"
                disabled={busy}
                onClick={() => props.onToggle({ id: message.id, flag, value: isOn ? 0 : 1 })}
              >
                {isOn ? on : off}
              </Button>
            );
          })}
          <Button size="compact-xs" variant="outline" onClick={() => props.onReply(message)}>
            Responder
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
