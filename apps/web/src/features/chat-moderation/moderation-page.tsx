import { Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../app/session.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Empty, LoadError, Loading } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { audienceKey } from './api/use-audience.ts';
import { useModeratedRoom } from './api/use-moderated-room.ts';
import { useSendMessage } from './api/use-send-message.ts';
import { useToggleMessage } from './api/use-toggle-message.ts';
import { AudienceCounts } from './audience-counts.tsx';
import { AudienceList } from './audience-list.tsx';
import { MessageItem } from './message-item.tsx';
import { MessageLog } from './message-log.tsx';
import { MESSAGE_TABS, tabMessages, type ChatMessage, type MessageTab } from './message-tabs.ts';
import { ReplyComposer } from './reply-composer.tsx';
import { RoomState } from './room-state.tsx';
import { RoomVideoFrame } from './room-video-frame.tsx';
import { useRoomMessages } from './use-room-messages.ts';

/** Tab values become element ids (aria-controls): no spaces in them. */
type Tab = MessageTab | 'online' | 'all';
const TABS: [Tab, string][] = [...MESSAGE_TABS.map((t): [Tab, string] => [t, t]), ['online', 'Pessoas Online'], ['all', 'Todas Pessoas']];

function Moderation({ chatId }: { chatId: number }) {
  const room = useModeratedRoom(chatId);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const refreshAudience = useCallback(() => void queryClient.invalidateQueries({ queryKey: audienceKey(chatId) }), [queryClient, chatId]);
  const messages = useRoomMessages(chatId, refreshAudience);
  const { merge } = messages;
  const placeOne = useCallback((m: ChatMessage) => merge([m]), [merge]);
  const toggle = useToggleMessage(placeOne);
  const send = useSendMessage(placeOne);
  const [tab, setTab] = useState<Tab>('Mensagens');
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  // After the first Responder the input takes the focus whenever it is renewed (reply started or cancelled).
  const [composerFocus, setComposerFocus] = useState(false);
  const startReply = useCallback((m: ChatMessage) => {
    setReplyTo(m);
    setComposerFocus(true);
  }, []);
  const lists = useMemo(
    () => Object.fromEntries(MESSAGE_TABS.map((t) => [t, tabMessages(messages.index, t)])) as Record<MessageTab, ChatMessage[]>,
    [messages.index],
  );

  if (room.isPending) return <Loading />;
  if (room.isError) return <LoadError />;
  if (!room.data) return <Empty text="Sala não encontrada" />;
  const chat = room.data;

  const messageList = (t: MessageTab) => {
    if (messages.state === 'loading') return <Loading />;
    if (messages.state === 'error') return <LoadError />;
    return (
      <MessageLog label={t} count={lists[t].length}>
        {lists[t].length === 0 && (
          <Text component="li" c="dimmed" ta="center" p="md">
            (Vazio)
          </Text>
        )}
        {lists[t].map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            busy={toggle.isPending && toggle.variables?.id === m.id}
            onToggle={(change) => toggle.mutate(change)}
            onReply={startReply}
          />
        ))}
      </MessageLog>
    );
  };

  return (
    <Stack gap="md">
      <PageHeader title={chat.title} back="/Chat" actions={<RoomState room={chat} connected={messages.live} />} />
      <Text size="sm">
        {`Início: ${chat.datetime_start_format_br} — Fim: ${chat.datetime_end_format_br}`}
        {chat.moderation === 1 ? ' — Sala moderada' : ''}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <section aria-labelledby="moderation-video">
            <Title order={3} size="h4" id="moderation-video" mb="xs">
              Transmissão
            </Title>
            <RoomVideoFrame title={chat.title} externallink={chat.externallink} liveid={chat.liveid} />
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-labelledby="moderation-audience">
            <Title order={3} size="h4" id="moderation-audience" mb="xs">
              Participantes
            </Title>
            <AudienceCounts chatId={chatId} />
          </section>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="moderation-chat">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h4" id="moderation-chat">
            Chat
          </Title>
        </Group>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List>
            {TABS.map(([value, label]) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {MESSAGE_TABS.map((t) => (
            <Tabs.Panel key={t} value={t} pt="xs">
              {messageList(t)}
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="online" pt="xs">
            <AudienceList chatId={chatId} status="active" />
          </Tabs.Panel>
          <Tabs.Panel value="all" pt="xs">
            <AudienceList chatId={chatId} status="all" />
          </Tabs.Panel>
        </Tabs>
        <Stack mt="md">
          <ReplyComposer
            key={replyTo?.id ?? 'message'}
            autoFocus={composerFocus}
            chatId={chatId}
            author={user}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            sending={send.isPending}
            onSend={(variables) => send.mutateAsync(variables)}
          />
        </Stack>
      </section>
    </Stack>
  );
}

/** /Moderate/{id}: a virtual room's live video, audience and chat, moderated in the signed-in user's name. */
export default function ModerationPage() {
  const id = useIdParam();
  if (!id) return <Empty text="Sala não encontrada" />;
  return <Moderation key={id} chatId={id} />;
}
