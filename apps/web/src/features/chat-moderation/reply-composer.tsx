import { Button, CloseButton, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CHAT_INPUT_PLACEHOLDER, CHAT_REPLY_VISIBILITY, chatMessageText, chatReplyPrefix } from '@backoffice/domain/schemas/chat-message';
import type { SendMessage } from './api/use-send-message.ts';
import type { ChatMessage } from './message-tabs.ts';

type Visibility = keyof typeof CHAT_REPLY_VISIBILITY;

/**
 * What a moderator's message sends: in their own name, and, when it answers a message, to whom:
 * the asker alone (response_to_user_id = the asker) or everyone (null).
 */
export function messageVariables(
  chatId: number,
  author: { id: number; name: string },
  text: string,
  replyTo: ChatMessage | null,
  visibility: Visibility,
): SendMessage {
  const base = { chat_id: chatId, message: text, user_id: author.id, user_name: author.name };
  if (!replyTo) return base;
  return { ...base, response_from_id: replyTo.id, response_to_user_id: visibility === 'askerOnly' ? replyTo.user_id : null };
}

/**
 * The moderator's input (keyed by the message it answers). Responder on a message fills it with '@' and the asker's name and offers
 * the reply's visibility; Escape (or the close button) goes back to a plain message. Enter sends,
 * Shift+Enter starts a new line.
 */
export function ReplyComposer(props: {
  chatId: number;
  author: { id: number; name: string };
  replyTo: ChatMessage | null;
  /** Focus the input when shown (after Responder, or after a reply was cancelled). */
  autoFocus?: boolean;
  onCancelReply: () => void;
  sending: boolean;
  onSend: (variables: SendMessage) => Promise<unknown>;
}) {
  const { replyTo } = props;
  // The page gives each reply a composer of its own (key), so these start from the message answered.
  const [text, setText] = useState(() => (replyTo ? chatReplyPrefix(replyTo.user_name) : ''));
  const [error, setError] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<Visibility>(replyTo?.user_id != null ? 'askerOnly' : 'everyone');
  const input = useRef<HTMLTextAreaElement>(null);
  const askerKnown = replyTo?.user_id != null;
  const { autoFocus } = props;

  useEffect(() => {
    const el = input.current;
    if (!autoFocus || !el) return;
    el.focus();
    // After the '@name ' prefix, where the moderator goes on typing.
    el.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);

  const cancelReply = () => props.onCancelReply();

  const send = async () => {
    const parsed = chatMessageText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await props.onSend(messageVariables(props.chatId, props.author, parsed.data, replyTo, visibility));
    setText('');
    if (replyTo) props.onCancelReply();
    else input.current?.focus();
  };

  return (
    <form
      aria-label="Enviar mensagem"
      onSubmit={(e) => {
        e.preventDefault();
        void send().catch(() => {});
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && replyTo) {
          e.preventDefault();
          cancelReply();
        }
      }}
    >
      <Stack gap="xs">
        {replyTo && (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>{`Resposta a ${replyTo.user_name}`}</Text>
            <CloseButton aria-label="Cancelar resposta" onClick={cancelReply} />
          </Group>
        )}
        {replyTo && (
          <Radio.Group label="Visível para" value={visibility} onChange={(v) => setVisibility(v as Visibility)}>
            <Group gap="md" mt={4}>
              <Radio value="askerOnly" label={CHAT_REPLY_VISIBILITY.askerOnly} disabled={!askerKnown} />
              <Radio value="everyone" label={CHAT_REPLY_VISIBILITY.everyone} />
            </Group>
          </Radio.Group>
        )}
        <Textarea
          ref={input}
          label="Mensagem"
          placeholder={CHAT_INPUT_PLACEHOLDER}
          rows={3}
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={props.sending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
